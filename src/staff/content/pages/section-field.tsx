'use client'

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { PageField } from '@/lib/content/pages'
import { TRANSLATION_LOCALES, type TranslationLocale } from '../form'
import { PageImageField } from './image-field'
import type { ArticleChoice } from './load-pages'

/** A path into the page ("heroSlides.0.title" as parts). */
export type Path = (string | number)[]

export interface SectionContext {
  /** Changes the English (locale null) or a translation at `path`. */
  set: (locale: TranslationLocale | null, path: Path, value: unknown) => void
  /** Adds, removes or moves an item of the list at `path`, in the English and both translations alike. */
  list: (path: Path, op: { add: unknown } | { remove: number } | { move: number; to: number }) => void
  errors: Record<string, string>
  /** The articles an `article` field chooses from. */
  articles: readonly ArticleChoice[]
}

const LANGUAGE: Record<TranslationLocale, string> = { fa: 'Dari', ps: 'Pashto' }
const idOf = (prefix: string, path: Path) => `page-${prefix}-${path.join('-')}`
const at = (value: unknown, key: string | number): unknown =>
  value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined

/** An empty value of `field`, for a new list item. */
export function emptyValue(field: PageField): unknown {
  switch (field.type) {
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, emptyValue(f)]))
    case 'list':
      return Array.from({ length: field.min }, () => emptyValue(field.of))
    case 'choice':
      return field.options[0]
    case 'number':
      return field.min
    case 'image':
      return { src: '', width: 1200, height: 675, alt: '' }
    default:
      return ''
  }
}

function TextLeaf({
  field,
  path,
  label,
  value,
  translations,
  ctx,
}: {
  field: Extract<PageField, { type: 'text' | 'long' }>
  path: Path
  label: string
  value: unknown
  translations: Record<TranslationLocale, unknown>
  ctx: SectionContext
}) {
  const Control = field.type === 'long' ? Textarea : Input
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const required = !(field.type === 'text' && field.optional)
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Field
        id={idOf('en', path)}
        label={`${label} (English)`}
        required={required}
        error={ctx.errors[['fields', ...path].join('.')]}
        count={{ length: text(value).length, max: field.max, unit: 'characters' }}
      >
        {(p) => (
          <Control
            {...p}
            value={text(value)}
            maxLength={field.max}
            onChange={(e) => ctx.set(null, path, e.target.value)}
          />
        )}
      </Field>
      {TRANSLATION_LOCALES.map((locale) => (
        <Field
          key={locale}
          id={idOf(locale, path)}
          label={`${label} in ${LANGUAGE[locale]}`}
          error={ctx.errors[['translations', locale, ...path].join('.')]}
          count={{ length: text(translations[locale]).length, max: field.max, unit: 'characters' }}
        >
          {(p) => (
            <Control
              {...p}
              lang={locale}
              dir="rtl"
              value={text(translations[locale])}
              maxLength={field.max}
              onChange={(e) => ctx.set(locale, path, e.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  )
}

/**
 * One field of a page's description, drawn by its type (src/lib/content/pages.ts): texts with their Dari and Pashto
 * beside them (right to left), links, choices, figures, images with their alt text, groups, and lists whose items can
 * be added, removed and moved. One component serves every page.
 */
export function SectionField({
  field,
  path,
  value,
  translations,
  ctx,
  label = field.label,
  bare = false,
}: {
  field: PageField
  path: Path
  value: unknown
  translations: Record<TranslationLocale, unknown>
  ctx: SectionContext
  label?: string
  /** A list item's group: its fields without a second box and legend (the item's header names it). */
  bare?: boolean
}) {
  const error = ctx.errors[['fields', ...path].join('.')]
  const sub = (key: string | number) => ({ fa: at(translations.fa, key), ps: at(translations.ps, key) })
  switch (field.type) {
    case 'text':
    case 'long':
      return <TextLeaf field={field} path={path} label={label} value={value} translations={translations} ctx={ctx} />
    case 'code':
    case 'link':
    case 'number':
      return (
        <Field
          id={idOf('en', path)}
          label={label}
          required
          error={error}
          hint={field.type === 'link' ? 'A site path (/contact), https://…, mailto: or tel:.' : undefined}
        >
          {(p) => (
            <Input
              {...p}
              dir="ltr"
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              value={value === undefined || value === null ? '' : String(value)}
              onChange={(e) =>
                ctx.set(null, path, field.type === 'number' ? Number(e.target.value) || 0 : e.target.value)
              }
            />
          )}
        </Field>
      )
    case 'choice':
      return (
        <Field id={idOf('en', path)} label={label} required error={error}>
          {(p) => (
            <select
              {...p}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={String(value ?? '')}
              onChange={(e) => ctx.set(null, path, e.target.value)}
            >
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    case 'article':
      return (
        <Field id={idOf('en', path)} label={label} required error={error}>
          {(p) => (
            <select
              {...p}
              className="h-10 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={String(value ?? '')}
              onChange={(e) => ctx.set(null, path, e.target.value)}
            >
              <option value="">Choose an article</option>
              {ctx.articles.map((article) => (
                <option key={article.slug} value={article.slug}>
                  {article.title}
                  {article.published ? '' : ' (not published)'}
                </option>
              ))}
            </select>
          )}
        </Field>
      )
    case 'image':
      return (
        <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
          <PageImageField
            id={idOf('en', [...path, 'src'])}
            value={value && typeof value === 'object' ? (value as Record<string, unknown>) : {}}
            error={ctx.errors[['fields', ...path, 'src'].join('.')]}
            onChange={(next) => ctx.set(null, path, next)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {(['width', 'height'] as const).map((key) => (
              <Field key={key} id={idOf('en', [...path, key])} label={key === 'width' ? 'Width (px)' : 'Height (px)'}>
                {(p) => (
                  <Input
                    {...p}
                    inputMode="numeric"
                    value={String(at(value, key) ?? '')}
                    onChange={(e) => ctx.set(null, [...path, key], Number(e.target.value) || 0)}
                  />
                )}
              </Field>
            ))}
          </div>
          <TextLeaf
            field={{ type: 'long', label: 'Alt text', max: 300 }}
            path={[...path, 'alt']}
            label="Image description (alt text)"
            value={at(value, 'alt')}
            translations={{ fa: at(translations.fa, 'alt'), ps: at(translations.ps, 'alt') }}
            ctx={ctx}
          />
        </fieldset>
      )
    case 'group': {
      const children = Object.entries(field.fields).map(([key, child]) => (
        <SectionField
          key={key}
          field={child}
          path={[...path, key]}
          value={at(value, key)}
          translations={sub(key)}
          ctx={ctx}
        />
      ))
      return bare ? (
        <div role="group" aria-label={label} className="grid gap-4">
          {children}
        </div>
      ) : (
        <fieldset className="grid min-w-0 gap-4 rounded-md border border-slate-200 p-3 md:p-4">
          <legend className="px-1 font-semibold text-navy-900">{label}</legend>
          {children}
        </fieldset>
      )
    }
    case 'list': {
      const items = Array.isArray(value) ? value : []
      return (
        <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 md:p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {label} ({items.length})
          </legend>
          {error && <p className="text-sm text-danger-700">{error}</p>}
          {items.map((item, i) => {
            const name = `${field.itemLabel} ${i + 1}`
            return (
              <div key={i} className="grid min-w-0 gap-2 rounded-md bg-slate-50 p-2 md:p-3">
                <div className="flex flex-wrap items-center justify-end gap-2">
                  {/* A group item is named here once (its fields follow, unboxed); a single field's label names it. */}
                  {field.of.type === 'group' && (
                    <span className="me-auto text-sm font-semibold text-slate-700">{name}</span>
                  )}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => ctx.list(path, { move: i, to: i - 1 })}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} down`}
                    disabled={i === items.length - 1}
                    onClick={() => ctx.list(path, { move: i, to: i + 1 })}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    disabled={items.length <= field.min}
                    onClick={() => ctx.list(path, { remove: i })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <SectionField
                  field={field.of}
                  label={name}
                  path={[...path, i]}
                  value={item}
                  translations={sub(i)}
                  ctx={ctx}
                  bare
                />
              </div>
            )
          })}
          {items.length < field.max && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => ctx.list(path, { add: emptyValue(field.of) })}
            >
              <Plus aria-hidden="true" />
              Add {field.itemLabel.toLowerCase()}
            </Button>
          )}
        </fieldset>
      )
    }
  }
}
