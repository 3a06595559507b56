'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, Eye, FileText, ImagePlus, Plus, Save, Trash2, Upload } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import {
  get,
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { diffProductFields, type FieldChange } from '@/lib/catalogue/editor-diff'
import { productEditorSchema, type ProductEditorData, type ProductEditorInput } from '@/lib/catalogue/file-format'
import { slugify } from '@/lib/catalogue/slugify'
import { parsePastedSpecifications } from '@/lib/catalogue/spec-paste'
import { CategoryOptions } from '@/staff/catalogue/category-options'
import { SortableList } from '@/staff/shared/sortable-list'
import { TranslationsField } from './translations-field'

/**
 * The staff product editor (issue 10). One React Hook Form over the catalogue file format's product entry
 * (productEditorSchema: the import's schema with uploads for files), validated in the browser as staff type and
 * again on the server at every save. Saves carry the version the editor started from; a newer change made
 * meanwhile is shown field by field and nothing is lost. Edits are kept in this browser's storage as they are
 * typed, so a closed tab or an expired session does not lose them; leaving with unsaved edits asks first.
 */

type Values = ProductEditorInput
type Category = { slug: string; name: string; isActive: boolean }
type Conflict = { version: number; data: ProductEditorData; changes: FieldChange[] }
type Draft = { version: number | null; base: Values; data: Values; savedAt: string }

/** Friendlier words for the schema's generic messages; messages the schema words itself are kept. */
function friendlyError(issue: {
  code: string
  origin?: string
  minimum?: unknown
  maximum?: unknown
  expected?: string
}) {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'Required'
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${String(issue.maximum)} characters`
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)} entries`
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number'
  if (issue.code === 'invalid_value' || issue.code === 'invalid_format') {
    if (issue.origin === 'string') return undefined
  }
  return undefined
}

/** Text lists are edited one entry per line; blank lines are not entries. */
function withoutBlankLines(values: Values): Values {
  const lines = (list: string[] | undefined) => (list ?? []).map((l) => l.trim()).filter(Boolean)
  return {
    ...values,
    key_features: lines(values.key_features),
    features: lines(values.features),
    applications: lines(values.applications),
  }
}

const baseResolver = zodResolver(productEditorSchema, { error: friendlyError } as never)
const resolver: Resolver<Values, unknown, ProductEditorData> = (values, context, options) =>
  baseResolver(withoutBlankLines(values), context, options) as ReturnType<Resolver<Values, unknown, ProductEditorData>>

/** "specifications[0].rows[2].label" (server issue path) → "specifications.0.rows.2.label" (form path). */
function formPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1')
}

function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  const e = get(errors, path) as { message?: string; root?: { message?: string } } | undefined
  return e?.message ?? e?.root?.message
}

const draftKey = (id: number | null) => `meridian:product-draft:${id ?? 'new'}`

function readDraft(id: number | null): Draft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(id))
    return raw ? (JSON.parse(raw) as Draft) : null
  } catch {
    return null
  }
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' })
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? `The server answered ${response.status}.`
  } catch {
    return `The server answered ${response.status}.`
  }
}

export function ProductEditor({
  productId: initialId,
  version: initialVersion,
  initial,
  categories,
  thumbnails: initialThumbnails,
}: {
  productId: number | null
  version: number | null
  initial: Values
  categories: Category[]
  /** Preview URL of each stored image, by source. */
  thumbnails: Record<string, string>
}) {
  const router = useRouter()
  const [productId, setProductId] = useState(initialId)
  const [version, setVersion] = useState(initialVersion)
  // The version the editor started from (what a conflict is compared with).
  const [base, setBase] = useState<Values>(initial)
  const [thumbnails, setThumbnails] = useState(initialThumbnails)
  const [status, setStatus] = useState<{ tone: 'info' | 'error' | 'success'; text: string } | null>(null)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [sessionExpired, setSessionExpired] = useState(false)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saving, setSaving] = useState(false)
  const leaving = useRef(false)
  const deleteDialog = useRef<HTMLDialogElement>(null)

  const form = useForm<Values, unknown, ProductEditorData>({
    resolver,
    defaultValues: initial,
    mode: 'onChange',
  })
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    resetField,
    formState: { errors, isDirty },
  } = form

  // A draft kept by an earlier visit (closed tab, expired session) that differs from what the server has.
  useEffect(() => {
    const found = readDraft(initialId)
    // Browser storage exists only after hydration, so the offer to restore appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store, once
    if (found && JSON.stringify(found.data) !== JSON.stringify(initial)) setDraft(found)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening the page
  }, [])

  // Keep every edit in this browser's storage as it is typed.
  const values = useWatch({ control })
  useEffect(() => {
    if (!isDirty) return
    const timer = setTimeout(() => {
      const entry: Draft = { version, base, data: getValues(), savedAt: new Date().toISOString() }
      try {
        window.localStorage.setItem(draftKey(productId), JSON.stringify(entry))
      } catch {
        // Storage full or disabled: the unsaved-changes warning still protects the edits.
      }
    }, 400)
    return () => clearTimeout(timer)
  }, [values, isDirty, getValues, productId, version, base])

  // Warn before the tab closes or a link leaves the page while there are unsaved edits.
  useEffect(() => {
    if (!isDirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || leaving.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === '_blank') return
      if (!window.confirm('You have unsaved changes to this product. Leave the page and lose them?')) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [isDirty])

  const clearDraft = useCallback(() => {
    try {
      window.localStorage.removeItem(draftKey(productId))
      window.localStorage.removeItem(draftKey(null))
    } catch {
      // nothing kept
    }
  }, [productId])

  const save = async (data: ProductEditorData, overVersion = version) => {
    setSaving(true)
    setStatus({ tone: 'info', text: 'Saving…' })
    try {
      const response = await fetch(productId ? `/api/admin/products/${productId}` : '/api/admin/products', {
        method: productId ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(productId ? { version: overVersion, product: data } : data),
      })
      if (response.ok) {
        const saved = (await response.json()) as { id: number; slug: string; version: number }
        setConflict(null)
        setSessionExpired(false)
        clearDraft()
        setBase(data)
        setVersion(saved.version)
        reset(data)
        setStatus({ tone: 'success', text: `Saved at ${formatTime(new Date().toISOString())}.` })
        if (!productId) {
          setProductId(saved.id)
          leaving.current = true
          router.replace(`/admin/products/${saved.id}?created=1`)
        }
        return
      }
      if (response.status === 422) {
        const body = (await response.json()) as { error: { issues: { path: string; message: string }[] } }
        body.error.issues.forEach((issue, i) =>
          setError(formPath(issue.path) as never, { message: issue.message }, { shouldFocus: i === 0 }),
        )
        setStatus({ tone: 'error', text: 'Not saved: some fields need attention (marked below).' })
        return
      }
      if (response.status === 409) {
        const body = (await response.json()) as { current: { version: number; data: ProductEditorData } }
        setConflict({
          ...body.current,
          changes: diffProductFields(base, body.current.data),
        })
        setStatus({ tone: 'error', text: 'Not saved: someone else changed this product. Your edits are kept.' })
        return
      }
      if (response.status === 401) {
        const entry: Draft = { version, base, data: getValues(), savedAt: new Date().toISOString() }
        window.localStorage.setItem(draftKey(productId), JSON.stringify(entry))
        setSessionExpired(true)
        setStatus({ tone: 'error', text: 'Not saved: your session has expired. Your edits are kept in this browser.' })
        return
      }
      setStatus({ tone: 'error', text: `Not saved: ${await errorMessage(response)} Your edits are still here.` })
    } catch {
      setStatus({ tone: 'error', text: 'Not saved: the server could not be reached. Your edits are still here.' })
    } finally {
      setSaving(false)
    }
  }

  const onInvalid = () => setStatus({ tone: 'error', text: 'Not saved: some fields need attention (marked below).' })

  const restoreDraft = () => {
    if (!draft) return
    setBase(draft.base)
    setVersion(draft.version)
    reset(draft.base)
    // Set the kept edits over the version they were made on, so they count as unsaved changes.
    for (const [key, value] of Object.entries(draft.data))
      setValue(key as keyof Values, value as never, { shouldDirty: true })
    setDraft(null)
    setStatus({ tone: 'info', text: 'Your kept edits are back. Save to keep them.' })
  }

  const discardDraft = () => {
    clearDraft()
    setDraft(null)
  }

  const overwrite = () => {
    if (!conflict) return
    setBase(conflict.data)
    setVersion(conflict.version)
    const next = conflict.version
    setConflict(null)
    void handleSubmit((data) => save(data, next), onInvalid)()
  }

  const loadTheirs = () => {
    if (!conflict) return
    setBase(conflict.data)
    setVersion(conflict.version)
    reset(conflict.data)
    clearDraft()
    setConflict(null)
    setStatus({ tone: 'info', text: 'The current version is loaded; your edits were discarded.' })
  }

  const preview = async () => {
    const tab = window.open('', '_blank')
    const response = await fetch('/api/admin/products/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product: withoutBlankLines(getValues()), id: productId }),
    })
    if (!response.ok) {
      tab?.close()
      if (response.status === 422) {
        const body = (await response.json()) as { error: { issues: { path: string; message: string }[] } }
        body.error.issues.forEach((issue, i) =>
          setError(formPath(issue.path) as never, { message: issue.message }, { shouldFocus: i === 0 }),
        )
      }
      setStatus({ tone: 'error', text: `No preview: ${await errorMessage(response.clone())}` })
      return
    }
    const { url } = (await response.json()) as { url: string }
    if (tab) tab.location.href = url
    else window.location.href = url
  }

  const setPublished = async (published: boolean) => {
    if (!productId || version === null) return
    const response = await fetch(`/api/admin/products/${productId}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version, published }),
    })
    if (response.ok) {
      const saved = (await response.json()) as { version: number }
      setVersion(saved.version)
      setBase((b) => ({ ...b, is_active: published }))
      resetField('is_active', { defaultValue: published })
      setStatus({
        tone: 'success',
        text: published
          ? 'Published: the product is on the site.'
          : 'Unpublished: the product is a draft again, hidden from the site.',
      })
    } else if (response.status === 409) {
      const body = (await response.json()) as { current: { version: number; data: ProductEditorData } }
      setConflict({ ...body.current, changes: diffProductFields(base, body.current.data) })
    } else setStatus({ tone: 'error', text: await errorMessage(response) })
  }

  const duplicate = async () => {
    if (!productId) return
    if (isDirty && !window.confirm('The copy is made from the saved version; your unsaved edits stay here. Continue?'))
      return
    const response = await fetch(`/api/admin/products/${productId}/duplicate`, { method: 'POST' })
    if (!response.ok) {
      setStatus({ tone: 'error', text: `Not duplicated: ${await errorMessage(response)}` })
      return
    }
    const copy = (await response.json()) as { id: number }
    leaving.current = true
    router.push(`/admin/products/${copy.id}?duplicated=1`)
  }

  const remove = async () => {
    deleteDialog.current?.close()
    if (!productId || version === null) return
    const response = await fetch(`/api/admin/products/${productId}?version=${version}`, { method: 'DELETE' })
    if (response.status === 204) {
      clearDraft()
      leaving.current = true
      router.push('/admin/products')
      return
    }
    if (response.status === 409) {
      const body = (await response.json()) as { current: { version: number; data: ProductEditorData } }
      setConflict({ ...body.current, changes: diffProductFields(base, body.current.data) })
      setStatus({ tone: 'error', text: 'Not deleted: someone else changed this product meanwhile.' })
      return
    }
    setStatus({ tone: 'error', text: `Not deleted: ${await errorMessage(response)}` })
  }

  // Slug: follows the name until edited by hand (a new product), checked for uniqueness as it is typed.
  const [slugEdited, setSlugEdited] = useState(initialId !== null)
  const nameField = register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: true, shouldDirty: true })
    },
  })
  const slug = useWatch({ control, name: 'slug' })
  const [slugState, setSlugState] = useState<{ slug: string; text: string; taken: boolean } | null>(null)
  useEffect(() => {
    if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ slug, ...(productId ? { id: String(productId) } : {}) })
        const response = await fetch(`/api/admin/products/slug?${query}`, { signal: controller.signal })
        if (!response.ok) return
        const result = (await response.json()) as { available: boolean; takenBy?: string; suggestion?: string }
        setSlugState({
          slug,
          taken: !result.available,
          text: result.available
            ? `Available: the page will be /product/${slug}`
            : `Already used by "${result.takenBy}". Try "${result.suggestion}".`,
        })
      } catch {
        // Aborted by the next keystroke, or offline: the save checks again.
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, productId])
  const slugNote = slugState && slugState.slug === slug ? slugState : null
  const isActive = useWatch({ control, name: 'is_active' })
  const savedActive = base.is_active

  const statusClass =
    status?.tone === 'error'
      ? 'border-danger-600 bg-danger-50 text-danger-800'
      : status?.tone === 'success'
        ? 'border-emerald-600 bg-emerald-50 text-emerald-900'
        : 'border-slate-300 bg-white text-slate-800'

  return (
    <form
      onSubmit={(event) => void handleSubmit((data) => save(data), onInvalid)(event)}
      noValidate
      aria-labelledby="editor-title"
      className="flex flex-col gap-6"
    >
      <div
        className={
          'sticky top-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 ' +
          'bg-slate-50/95 px-4 py-3 backdrop-blur'
        }
      >
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" />
          {productId ? 'Save changes' : 'Create product'}
        </Button>
        <Button type="button" variant="outline" onClick={() => void preview()}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        {productId && (
          <>
            <Button type="button" variant="outline" onClick={() => void setPublished(!savedActive)}>
              {savedActive ? 'Unpublish' : 'Publish'}
            </Button>
            <Button type="button" variant="outline" onClick={() => void duplicate()}>
              <Copy aria-hidden="true" />
              Duplicate
            </Button>
            <Button type="button" variant="outline" onClick={() => deleteDialog.current?.showModal()}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        )}
        <p className="ms-auto text-sm text-slate-700">
          {productId ? (savedActive ? 'Published' : 'Draft') : 'New product'}
          {isDirty ? ' · unsaved changes' : ''}
        </p>
      </div>

      <div role="status" aria-live="polite" className="empty:hidden">
        {status && <p className={`rounded-md border px-4 py-3 text-sm font-medium ${statusClass}`}>{status.text}</p>}
      </div>

      {sessionExpired && (
        <div role="alert" className="rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">Your session has expired.</p>
          <p className="mt-1">
            Your edits are kept in this browser.{' '}
            <a
              href={`/admin/login?next=${encodeURIComponent(`/admin/products/${productId ?? 'new'}`)}`}
              target="_blank"
              rel="noopener"
              className="font-semibold underline"
            >
              Sign in again in a new tab
            </a>
            , then come back here and save again; or reopen this page later and choose “Restore my edits”.
          </p>
        </div>
      )}

      {draft && (
        <div
          role="region"
          aria-label="Unsaved edits"
          className="rounded-md border border-navy-300 bg-navy-50 px-4 py-3 text-sm"
        >
          <p className="font-semibold text-navy-900">
            You have edits to this product that were not saved ({formatTime(draft.savedAt)}).
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={restoreDraft}>
              Restore my edits
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={discardDraft}>
              Discard them
            </Button>
          </div>
        </div>
      )}

      {conflict && (
        <section
          role="alert"
          aria-labelledby="conflict-title"
          className="rounded-md border border-danger-600 bg-white px-4 py-3 text-sm"
        >
          <h2 id="conflict-title" className="font-semibold text-danger-800">
            Someone else saved this product after you opened it
          </h2>
          <p className="mt-1 text-slate-700">
            Your edits are still in the form. These fields changed in their version:
          </p>
          {conflict.changes.length ? (
            <ul className="mt-2 list-disc ps-5 text-slate-800">
              {conflict.changes.map((c) => (
                <li key={c.field}>
                  <span className="font-semibold">{c.label}</span>: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">(No field differs; only the version moved on.)</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={overwrite}>
              Save mine over theirs
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={loadTheirs}>
              Discard mine and load theirs
            </Button>
          </div>
        </section>
      )}

      <Section title="Basics">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="name" label="Name" required error={errorAt(errors, 'name')}>
            {(p) => <Input {...p} {...nameField} autoComplete="off" />}
          </Field>
          <Field
            id="slug"
            label="Slug (web address)"
            required
            error={errorAt(errors, 'slug') ?? (slugNote?.taken ? slugNote.text : undefined)}
            hint={
              <span aria-live="polite">
                {slugNote && !slugNote.taken ? slugNote.text : 'Lowercase letters, digits and dashes.'}
              </span>
            }
          >
            {(p) => (
              <Input
                {...p}
                {...register('slug', { onChange: () => setSlugEdited(true) })}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
          <Field id="category" label="Category" required error={errorAt(errors, 'category')}>
            {(p) => (
              <Select {...p} {...register('category')}>
                <option value="">Choose a category</option>
                <CategoryOptions categories={categories} />
              </Select>
            )}
          </Field>
          <Field id="series" label="Series" optionalText="(optional)" error={errorAt(errors, 'series')}>
            {(p) => <Input {...p} {...register('series')} />}
          </Field>
          <Field id="title" label="Title" required error={errorAt(errors, 'title')} className="md:col-span-2">
            {(p) => <Input {...p} {...register('title')} />}
          </Field>
          <Field
            id="subtitle"
            label="Subtitle"
            optionalText="(optional)"
            error={errorAt(errors, 'subtitle')}
            className="md:col-span-2"
          >
            {(p) => <Input {...p} {...register('subtitle')} />}
          </Field>
          <Field
            id="short_description"
            label="Short description"
            optionalText="(optional)"
            hint="On product cards and in search results; up to 400 characters."
            error={errorAt(errors, 'short_description')}
            className="md:col-span-2"
          >
            {(p) => <Textarea {...p} {...register('short_description')} className="min-h-20" />}
          </Field>
          <Field
            id="description"
            label="Description"
            optionalText="(optional)"
            error={errorAt(errors, 'description')}
            className="md:col-span-2"
          >
            {(p) => <Textarea {...p} {...register('description')} />}
          </Field>
        </div>
      </Section>

      <Section title="Price and publishing">
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            id="price"
            label="Price (US dollars)"
            optionalText="(optional)"
            hint="Leave empty for “price on request”."
            error={errorAt(errors, 'price')}
          >
            {(p) => (
              <Input
                {...p}
                inputMode="decimal"
                {...register('price', {
                  setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
                })}
              />
            )}
          </Field>
          <Field
            id="sort_order"
            label="Sort order"
            hint="Lower comes first in category lists."
            error={errorAt(errors, 'sort_order')}
          >
            {(p) => <Input {...p} inputMode="numeric" {...register('sort_order', { valueAsNumber: true })} />}
          </Field>
          <Checkbox id="is_active" label="Published (visible on the site)" register={register} />
          <Checkbox id="is_featured" label="Featured on the home page" register={register} />
        </div>
        {productId && isActive !== savedActive && (
          <p className="mt-3 text-sm text-slate-700">
            {isActive ? 'The product goes public when you save.' : 'The product becomes a hidden draft when you save.'}
          </p>
        )}
      </Section>

      <Section
        title="Images"
        description={
          'The first image is the main one. At least one image; alt text describes each for people ' +
          'who cannot see it.'
        }
      >
        <ImagesField
          control={control}
          register={register}
          errors={errors}
          thumbnails={thumbnails}
          onThumbnail={(s, url) => setThumbnails((t) => ({ ...t, [s]: url }))}
        />
      </Section>

      <Section
        title="Specifications"
        description={
          'Groups of rows. Paste a table copied from a spreadsheet or a PDF datasheet into a group ' +
          'to add its rows.'
        }
      >
        <SpecificationsField control={control} register={register} errors={errors} />
      </Section>

      <Section title="Features and applications">
        <div className="grid gap-4 md:grid-cols-2">
          <LinesField
            id="key_features"
            label="Key features"
            hint="One per line; shown in the summary."
            control={control}
            errors={errors}
          />
          <LinesField id="features" label="Features" hint="One per line." control={control} errors={errors} />
          <LinesField id="applications" label="Applications" hint="One per line." control={control} errors={errors} />
        </div>
      </Section>

      <Section title="Highlights" description="Figures shown large on the product page, e.g. “1,408” – “Channels”.">
        <HighlightsField control={control} register={register} errors={errors} />
      </Section>

      <Section title="Technology gallery" description="Numbered panels with an image, a title and a description.">
        <GalleryField
          control={control}
          register={register}
          errors={errors}
          thumbnails={thumbnails}
          onThumbnail={(s, url) => setThumbnails((t) => ({ ...t, [s]: url }))}
        />
      </Section>

      <Section
        title="Downloads"
        description="PDF documents. The generated datasheet is made from this product's data at every save."
      >
        <DownloadsField control={control} register={register} errors={errors} />
      </Section>

      <Section
        title="Translations"
        description={
          'Dari and Pashto texts for the product’s pages in those languages. Each follows its English text: ' +
          'rewrite an English text and its translations need doing again.'
        }
      >
        <TranslationsField control={control} errors={errors} />
      </Section>

      <dialog
        ref={deleteDialog}
        aria-labelledby="delete-title"
        className="m-auto max-w-md rounded-card border border-slate-200 p-6 shadow-xl backdrop:bg-navy-900/40"
      >
        <h2 id="delete-title" className="text-lg font-semibold text-navy-900">
          Delete “{base.name}”?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          The product leaves the site at once and its page answers “not found”. This cannot be undone; to hide it for
          now, unpublish it instead.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => deleteDialog.current?.close()}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={() => void remove()}>
            Delete product
          </Button>
        </div>
      </dialog>
    </form>
  )
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Checkbox({
  id,
  label,
  register,
}: {
  id: 'is_active' | 'is_featured'
  label: string
  register: UseFormRegister<Values>
}) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-5 accent-navy-700" {...register(id)} />
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
    </div>
  )
}

type FieldProps = { control: Control<Values>; register: UseFormRegister<Values>; errors: FieldErrors<Values> }

/** A list of short texts edited as lines of a textarea (the form keeps the lines; blank ones are dropped). */
function LinesField({
  id,
  label,
  hint,
  control,
  errors,
}: {
  id: 'key_features' | 'features' | 'applications'
  label: string
  hint: string
  control: Control<Values>
  errors: FieldErrors<Values>
}) {
  const { field } = useControllerLines(control, id)
  const error = errorAt(errors, id) ?? firstNestedError(errors, id)
  return (
    <Field id={id} label={label} optionalText="(optional)" hint={hint} error={error}>
      {(p) => (
        <Textarea
          {...p}
          className="min-h-28"
          value={(field.value ?? []).join('\n')}
          onChange={(e) => field.onChange(e.target.value.split('\n'))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    </Field>
  )
}

function firstNestedError(errors: FieldErrors<Values>, path: string): string | undefined {
  const list = get(errors, path) as Record<string, { message?: string }> | undefined
  if (!list || typeof list !== 'object') return undefined
  for (const [index, e] of Object.entries(list)) if (e?.message) return `Line ${Number(index) + 1}: ${e.message}`
  return undefined
}

function useControllerLines(control: Control<Values>, name: 'key_features' | 'features' | 'applications') {
  return useController({ control, name })
}

async function uploadFile(
  url: string,
  file: File,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
    if (response.ok) return { ok: true, body: await response.json() }
    return { ok: false, message: await errorMessage(response) }
  } catch {
    return { ok: false, message: 'The upload could not reach the server.' }
  }
}

type UploadedImage = { source: string; preview: string; avif: { done: number; total: number } }

/** Polls the background AVIF renditions of new uploads and shows how far they are. */
function useRenditionProgress() {
  const [progress, setProgress] = useState<Record<string, { done: number; total: number }>>({})
  const pending = Object.entries(progress).filter(([, p]) => p.done < p.total)
  useEffect(() => {
    if (pending.length === 0) return
    const timer = setTimeout(async () => {
      for (const [source] of pending) {
        try {
          const response = await fetch(`/api/admin/uploads/images?source=${encodeURIComponent(source)}`)
          if (response.ok) {
            const next = (await response.json()) as { done: number; total: number }
            setProgress((p) => ({ ...p, [source]: next }))
          }
        } catch {
          // try again on the next tick
        }
      }
    }, 1500)
    return () => clearTimeout(timer)
  }, [pending])
  return {
    progress,
    track: (source: string, p: { done: number; total: number }) => setProgress((all) => ({ ...all, [source]: p })),
  }
}

function RenditionNote({ progress }: { progress?: { done: number; total: number } }) {
  if (!progress) return null
  return (
    <p className="text-xs text-slate-600" aria-live="polite">
      {progress.done < progress.total
        ? `Optimising for fast loading: AVIF ${progress.done} of ${progress.total} sizes done (you can save meanwhile).`
        : 'Optimised: WebP and AVIF sizes ready.'}
    </p>
  )
}

function ImagesField({
  control,
  register,
  errors,
  thumbnails,
  onThumbnail,
}: FieldProps & { thumbnails: Record<string, string>; onThumbnail: (source: string, url: string) => void }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'images' })
  const [rejections, setRejections] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const { progress, track } = useRenditionProgress()
  const inputId = useId()

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    const refused: string[] = []
    for (const file of Array.from(files)) {
      const result = await uploadFile('/api/admin/uploads/images', file)
      if (!result.ok) {
        refused.push(`${file.name}: ${result.message}`)
        continue
      }
      const uploaded = result.body as UploadedImage
      onThumbnail(uploaded.source, `/uploads/images/${uploaded.preview}`)
      track(uploaded.source, uploaded.avif)
      append({ source: uploaded.source, alt: '' })
    }
    setRejections(refused)
    setBusy(false)
  }

  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="images"
          itemLabel={(i) => `image ${i + 1}`}
          onMove={move}
          onRemove={remove}
        >
          {(i) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <ImageThumb url={thumbnails[fields[i]!.source]} />
              <div className="flex flex-1 flex-col gap-1">
                <Field
                  id={`images.${i}.alt`}
                  label={`Image ${i + 1}${i === 0 ? ' (main)' : ''}: alt text`}
                  required
                  error={errorAt(errors, `images.${i}.alt`) ?? errorAt(errors, `images.${i}`)}
                >
                  {(p) => <Input {...p} {...register(`images.${i}.alt`)} />}
                </Field>
                <RenditionNote progress={progress[fields[i]!.source]} />
              </div>
            </div>
          )}
        </SortableList>
      )}
      <UploadButton
        id={inputId}
        label={busy ? 'Uploading…' : 'Upload images'}
        accept="image/png,image/jpeg,image/webp"
        multiple
        disabled={busy}
        onFiles={onFiles}
        icon={<ImagePlus aria-hidden="true" className="size-4" />}
        hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB each. SVG is not accepted (it can carry script)."
      />
      {errorAt(errors, 'images') && <p className="text-sm font-medium text-danger-700">{errorAt(errors, 'images')}</p>}
      <Rejections items={rejections} />
    </div>
  )
}

function ImageThumb({ url }: { url?: string }) {
  return url ? (
    // eslint-disable-next-line @next/next/no-img-element -- a rendition made at upload (docs/decisions/003)
    <img
      src={url}
      alt=""
      width={160}
      height={120}
      className="h-24 w-32 shrink-0 rounded border border-slate-200 object-contain"
    />
  ) : (
    <span className="h-24 w-32 shrink-0 rounded border border-slate-200 bg-slate-100" />
  )
}

function UploadButton({
  id,
  label,
  accept,
  multiple,
  disabled,
  onFiles,
  icon,
  hint,
}: {
  id: string
  label: string
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: FileList | null) => void
  icon: React.ReactNode
  hint: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={
          'inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 ' +
          'text-sm font-semibold text-navy-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 ' +
          'has-[:focus-visible]:outline-navy-600'
        }
      >
        {icon}
        {label}
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            onFiles(e.target.files)
            e.target.value = ''
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  )
}

function Rejections({ items }: { items: string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {items.length > 0 && (
        <ul className="rounded-md border border-danger-600 bg-danger-50 px-4 py-2 text-sm text-danger-800">
          {items.map((text) => (
            <li key={text}>Refused: {text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

function SpecificationsField({ control, register, errors }: FieldProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'specifications' })
  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="specification groups"
          itemLabel={(i) => `group ${i + 1}`}
          onMove={move}
          onRemove={remove}
        >
          {(i) => <SpecGroup index={i} control={control} register={register} errors={errors} />}
        </SortableList>
      )}
      <Button type="button" variant="outline" className="w-fit" onClick={() => append({ group: '', rows: [] })}>
        <Plus aria-hidden="true" />
        Add a specification group
      </Button>
    </div>
  )
}

function SpecGroup({ index, control, register, errors }: FieldProps & { index: number }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: `specifications.${index}.rows` })
  const groupName = useWatch({ control, name: `specifications.${index}.group` })
  const [pasteNote, setPasteNote] = useState('')
  const pasteId = useId()

  const addPasted = (text: string) => {
    const { rows, skipped } = parsePastedSpecifications(text)
    if (rows.length) append(rows)
    setPasteNote(
      rows.length
        ? `${rows.length} row${rows.length === 1 ? '' : 's'} added.` +
            (skipped.length ? ` Not understood: ${skipped.map((s) => `“${s}”`).join(', ')}.` : '')
        : 'No rows found: paste two columns (label and value), separated by tabs, two spaces or a colon.',
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <Field
        id={`specifications.${index}.group`}
        label="Group name"
        required
        error={errorAt(errors, `specifications.${index}.group`)}
      >
        {(p) => <Input {...p} {...register(`specifications.${index}.group`)} placeholder="e.g. GNSS performance" />}
      </Field>
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label={`rows of ${groupName || `group ${index + 1}`}`}
          itemLabel={(r) => `row ${r + 1} of ${groupName || `group ${index + 1}`}`}
          onMove={move}
          onRemove={remove}
        >
          {(r) => (
            <div className="grid gap-2 sm:grid-cols-2">
              <Field
                id={`specifications.${index}.rows.${r}.label`}
                label={`Row ${r + 1} label`}
                required
                error={errorAt(errors, `specifications.${index}.rows.${r}.label`)}
              >
                {(p) => <Input {...p} {...register(`specifications.${index}.rows.${r}.label`)} />}
              </Field>
              <Field
                id={`specifications.${index}.rows.${r}.value`}
                label={`Row ${r + 1} value`}
                required
                error={errorAt(errors, `specifications.${index}.rows.${r}.value`)}
              >
                {(p) => <Input {...p} {...register(`specifications.${index}.rows.${r}.value`)} />}
              </Field>
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => append({ label: '', value: '' })}>
          <Plus aria-hidden="true" />
          Add a row
        </Button>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={pasteId} className="text-sm font-semibold text-navy-900">
          Paste a table into {groupName ? `“${groupName}”` : 'this group'}
        </label>
        <Textarea
          id={pasteId}
          className="min-h-20 font-mono text-xs"
          placeholder={'Channels\t1,408\nWeight    0.9 kg\nIP rating: IP67'}
          aria-describedby={`${pasteId}-note`}
          onPaste={(e) => {
            e.preventDefault()
            addPasted(e.clipboardData.getData('text/plain'))
          }}
          onKeyDown={(e) => {
            // Typed instead of pasted: Ctrl/Cmd+Enter adds the rows.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              addPasted(e.currentTarget.value)
              e.currentTarget.value = ''
            }
          }}
        />
        <p id={`${pasteId}-note`} aria-live="polite" className="text-xs text-slate-600">
          {pasteNote || 'Rows are added as you paste (or type them and press Ctrl+Enter).'}
        </p>
      </div>
      {errorAt(errors, `specifications.${index}.rows`) && (
        <p className="text-sm font-medium text-danger-700">{errorAt(errors, `specifications.${index}.rows`)}</p>
      )}
    </div>
  )
}

function HighlightsField({ control, register, errors }: FieldProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'highlights' })
  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="highlights"
          itemLabel={(i) => `highlight ${i + 1}`}
          onMove={move}
          onRemove={remove}
        >
          {(i) => (
            <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
              <Field
                id={`highlights.${i}.number`}
                label="Figure"
                required
                error={errorAt(errors, `highlights.${i}.number`)}
              >
                {(p) => <Input {...p} {...register(`highlights.${i}.number`)} />}
              </Field>
              <Field
                id={`highlights.${i}.title`}
                label="Title"
                required
                error={errorAt(errors, `highlights.${i}.title`)}
              >
                {(p) => <Input {...p} {...register(`highlights.${i}.title`)} />}
              </Field>
              <Field
                id={`highlights.${i}.description`}
                label="Description"
                required
                error={errorAt(errors, `highlights.${i}.description`)}
                className="sm:col-span-2"
              >
                {(p) => <Textarea {...p} className="min-h-16" {...register(`highlights.${i}.description`)} />}
              </Field>
            </div>
          )}
        </SortableList>
      )}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => append({ number: '', title: '', description: '' })}
      >
        <Plus aria-hidden="true" />
        Add a highlight
      </Button>
    </div>
  )
}

function GalleryField({
  control,
  register,
  errors,
  thumbnails,
  onThumbnail,
}: FieldProps & { thumbnails: Record<string, string>; onThumbnail: (source: string, url: string) => void }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'gallery' })
  const [rejections, setRejections] = useState<string[]>([])
  const { progress, track } = useRenditionProgress()
  const inputId = useId()
  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const result = await uploadFile('/api/admin/uploads/images', file)
    if (!result.ok) {
      setRejections([`${file.name}: ${result.message}`])
      return
    }
    setRejections([])
    const uploaded = result.body as UploadedImage
    onThumbnail(uploaded.source, `/uploads/images/${uploaded.preview}`)
    track(uploaded.source, uploaded.avif)
    append({ title: '', description: '', image: { source: uploaded.source, alt: '' } })
  }
  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="gallery panels"
          itemLabel={(i) => `panel ${i + 1}`}
          onMove={move}
          onRemove={remove}
        >
          {(i) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <ImageThumb url={thumbnails[fields[i]!.image.source]} />
              <div className="grid flex-1 gap-2">
                <Field
                  id={`gallery.${i}.title`}
                  label={`Panel ${i + 1} title`}
                  required
                  error={errorAt(errors, `gallery.${i}.title`)}
                >
                  {(p) => <Input {...p} {...register(`gallery.${i}.title`)} />}
                </Field>
                <Field
                  id={`gallery.${i}.description`}
                  label="Description"
                  required
                  error={errorAt(errors, `gallery.${i}.description`)}
                >
                  {(p) => <Textarea {...p} className="min-h-16" {...register(`gallery.${i}.description`)} />}
                </Field>
                <Field
                  id={`gallery.${i}.image.alt`}
                  label="Image alt text"
                  required
                  error={errorAt(errors, `gallery.${i}.image.alt`)}
                >
                  {(p) => <Input {...p} {...register(`gallery.${i}.image.alt`)} />}
                </Field>
                <RenditionNote progress={progress[fields[i]!.image.source]} />
              </div>
            </div>
          )}
        </SortableList>
      )}
      <UploadButton
        id={inputId}
        label="Add a panel (upload its image)"
        accept="image/png,image/jpeg,image/webp"
        onFiles={onFiles}
        icon={<Upload aria-hidden="true" className="size-4" />}
        hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB."
      />
      <Rejections items={rejections} />
    </div>
  )
}

function DownloadsField({ control, register, errors }: FieldProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'downloads' })
  const [rejections, setRejections] = useState<string[]>([])
  const inputId = useId()
  const hasDatasheet = fields.some((f) => 'generate' in f)
  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const result = await uploadFile('/api/admin/uploads/documents', file)
    if (!result.ok) {
      setRejections([`${file.name}: ${result.message}`])
      return
    }
    setRejections([])
    const uploaded = result.body as { file: string }
    append({ name: file.name.replace(/\.pdf$/i, '').slice(0, 120), type: 'PDF', file: uploaded.file })
  }
  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="downloads"
          itemLabel={(i) => `download ${i + 1}`}
          onMove={move}
          onRemove={remove}
        >
          {(i) => (
            <div className="flex flex-col gap-1">
              <Field
                id={`downloads.${i}.name`}
                label={`Download ${i + 1} name`}
                required
                error={errorAt(errors, `downloads.${i}.name`) ?? errorAt(errors, `downloads.${i}`)}
              >
                {(p) => <Input {...p} {...register(`downloads.${i}.name`)} />}
              </Field>
              <p className="flex items-center gap-1.5 text-xs text-slate-600">
                <FileText aria-hidden="true" className="size-4" />
                {'generate' in fields[i]! ? 'Generated datasheet (PDF, made from this product’s data)' : 'Uploaded PDF'}
              </p>
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {!hasDatasheet && (
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ name: 'Datasheet', type: 'PDF', generate: 'datasheet' })}
          >
            <Plus aria-hidden="true" />
            Add the generated datasheet
          </Button>
        )}
        <UploadButton
          id={inputId}
          label="Upload a PDF"
          accept="application/pdf"
          onFiles={onFiles}
          icon={<Upload aria-hidden="true" className="size-4" />}
          hint="A PDF up to 20 MB (checked to be a PDF)."
        />
      </div>
      <Rejections items={rejections} />
    </div>
  )
}
