'use client'

import { useState, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { pageDescription, type PageSlug } from '@/lib/content/pages'
import { FormMessage } from '@/staff/shared/form-message'
import { savePageAction } from '../actions'
import { ConflictNotice } from '../content-editor'
import type { TranslationLocale } from '../form'
import type { ContentSnapshot } from '../save'
import type { PageFormState } from '../save-page'
import type { ArticleChoice } from './load-pages'
import { SectionField, type Path, type SectionContext } from './section-field'

type Tree = Record<string, unknown>

/** `tree` with `value` at `path`, creating objects and lists on the way; the rest shared. */
function setIn(tree: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (typeof head === 'number') {
    const list = Array.isArray(tree) ? [...tree] : []
    while (list.length < head) list.push(null)
    list[head] = setIn(list[head], rest, value)
    return list
  }
  const obj = tree && typeof tree === 'object' && !Array.isArray(tree) ? { ...(tree as Tree) } : {}
  obj[head!] = setIn(obj[head!], rest, value)
  return obj
}

function getIn(tree: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    tree,
  )
}

/** Applies a list operation to the list at `path` (a translation's list may be shorter: padded with nulls). */
function listOp(tree: unknown, path: Path, op: Parameters<SectionContext['list']>[1], english: boolean, n: number) {
  const list = [...((getIn(tree, path) as unknown[] | undefined) ?? [])]
  while (list.length < n) list.push(null)
  if ('add' in op) list.push(english ? op.add : null)
  else if ('remove' in op) list.splice(op.remove, 1)
  else list.splice(op.to, 0, ...list.splice(op.move, 1))
  return setIn(tree, path, list)
}

/**
 * The editor of one page's sections (docs/decisions/044-site-content-in-the-database.md): the page's description
 * (src/lib/content/pages.ts) drawn field by field, English with Dari and Pashto beside it. The page is held here and
 * sent whole to the save action, called as a function (docs/decisions/042-one-way-to-build-a-staff-screen.md); a
 * refusal or a conflict keeps everything as typed.
 */
export function PageEditor({
  slug,
  heading,
  entry,
  articles,
}: {
  slug: PageSlug
  heading: string
  entry: ContentSnapshot
  articles: readonly ArticleChoice[]
}) {
  const description = pageDescription(slug)
  const [fields, setFields] = useState<unknown>(entry.fields)
  const [translations, setTranslations] = useState<Record<TranslationLocale, unknown>>({
    fa: entry.translations.fa ?? {},
    ps: entry.translations.ps ?? {},
  })
  const [version, setVersion] = useState(entry.version)
  const [state, setState] = useState<PageFormState>({ status: 'idle', message: null })
  const [pending, startTransition] = useTransition()

  const ctx: SectionContext = {
    errors: state.fieldErrors ?? {},
    articles,
    set: (locale, path, value) => {
      if (locale === null) setFields((f: unknown) => setIn(f, path, value))
      else setTranslations((t) => ({ ...t, [locale]: setIn(t[locale], path, value) }))
    },
    list: (path, op) => {
      const n = ((getIn(fields, path) as unknown[] | undefined) ?? []).length
      setFields((f: unknown) => listOp(f, path, op, true, n))
      setTranslations((t) => ({ fa: listOp(t.fa, path, op, false, n), ps: listOp(t.ps, path, op, false, n) }))
    },
  }

  const save = (over?: number) =>
    startTransition(async () => {
      const result = await savePageAction({ id: entry.id, version: over ?? version, fields, translations })
      setState(result)
      if (result.status === 'done' && result.version) setVersion(result.version)
    })

  const loadTheirs = () => {
    const current = state.conflict?.current
    if (!current) return
    setFields(current.fields)
    setTranslations({ fa: current.translations.fa ?? {}, ps: current.translations.ps ?? {} })
    setVersion(current.version)
    setState({ status: 'idle', message: null })
  }

  return (
    <form
      className="grid min-w-0 gap-6"
      aria-labelledby="page-editor-title"
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
    >
      <h1 id="page-editor-title" className="text-2xl font-semibold text-navy-900">
        {heading}
      </h1>
      <p className="text-sm text-slate-600">
        Each text has its Dari and Pashto beside it. A language shows on the site once all of its texts are written;
        until then the page shows in English. Version {version}.
      </p>
      {Object.entries(description.fields).map(([key, field]) => (
        <SectionField
          key={key}
          field={field}
          path={[key]}
          value={getIn(fields, [key])}
          translations={{ fa: getIn(translations.fa, [key]), ps: getIn(translations.ps, [key]) }}
          ctx={ctx}
        />
      ))}
      <div className="sticky bottom-0 grid gap-3 border-t border-slate-200 bg-white py-3">
        {state.conflict && (
          <ConflictNotice
            conflict={state.conflict}
            onLoadTheirs={loadTheirs}
            onOverwrite={() => save(state.conflict!.version)}
          />
        )}
        <FormMessage state={state} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? 'Saving…' : 'Save page'}
        </Button>
      </div>
    </form>
  )
}
