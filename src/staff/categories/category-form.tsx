'use client'

import { CircleAlert, Save, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { categoryEditSchema, slugify } from '@/lib/catalogue/category-edit'
import { categoryTranslationsToEditor } from '@/lib/catalogue/editor-translations'
import { formatIssuePath } from '@/lib/issue-path'
import type { AdminCategory } from '@/server/catalogue/editor/categories'
import { focusFirstInvalid, useDraft, type FieldErrors } from '@/staff/shared/use-draft'
import { saveCategoryAction } from './actions'
import { CategoryTranslationsField, type CategoryFormTranslations } from './category-translations'

/** The form's own fields: features are typed one per line, the parent is a select's string value. */
interface FormValues {
  name: string
  slug: string
  parent: string
  description: string
  icon: string
  features: string
  is_active: boolean
  translations: CategoryFormTranslations
}

type FieldName = keyof FormValues

function toPayload(values: FormValues) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    icon: values.icon,
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    is_active: values.is_active,
    parent_id: values.parent ? Number(values.parent) : null,
    translations: values.translations,
  }
}

/** Maps a schema path (`features[2]`, `parent_id`) to the form field that shows it. */
function fieldFor(path: string): FieldName {
  if (path.startsWith('features')) return 'features'
  if (path === 'parent_id') return 'parent'
  if (path.startsWith('translations')) return 'translations'
  return (['name', 'slug', 'description', 'icon', 'is_active'] as const).find((f) => f === path) ?? 'name'
}

function messageFor(path: string, message: string): string {
  // The server's answer names a line `features.2`; the form's own check (formatIssuePath) `features[2]`.
  const line = /^features(?:\.|\[)(\d+)/.exec(path)
  if (path.startsWith('translations')) return `${path}: ${message}`
  return line ? `Line ${Number(line[1]) + 1}: ${message}` : message
}

/**
 * The import's zod schema, which the save action parses with, checks the form as you type (src/staff/shared/
 * use-draft.ts); the server checks it again and its answer (a slug taken, a loop) lands on the same fields.
 */
function validate(values: FormValues): FieldErrors {
  const parsed = categoryEditSchema.safeParse(toPayload(values))
  const errors: FieldErrors = {}
  for (const issue of parsed.error?.issues ?? []) {
    const path = formatIssuePath(issue.path)
    errors[fieldFor(path)] ??= messageFor(path, issue.message.replace(/^Invalid input: /, ''))
  }
  return errors
}

/** Parent choices: every category except this one and its descendants (a move there would make a loop). */
function parentOptions(categories: AdminCategory[], self: AdminCategory | null) {
  const excluded = new Set<number>()
  if (self) {
    excluded.add(self.id)
    for (let grew = true; grew;) {
      grew = false
      for (const c of categories)
        if (c.parentId !== null && excluded.has(c.parentId) && !excluded.has(c.id)) {
          excluded.add(c.id)
          grew = true
        }
    }
  }
  const byId = new Map(categories.map((c) => [c.id, c]))
  const depth = (c: AdminCategory) => {
    let d = 0
    for (let at = c.parentId; at !== null && d < categories.length; at = byId.get(at)?.parentId ?? null) d++
    return d
  }
  return categories
    .filter((c) => !excluded.has(c.id))
    .map((c) => ({ id: c.id, label: `${'— '.repeat(depth(c))}${c.name}` }))
}

export function CategoryForm({
  category,
  categories,
  onDone,
  onCancel,
}: {
  category: AdminCategory | null
  categories: AdminCategory[]
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const [formError, setFormError] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The slug follows the name of a new category until it is edited by hand.
  const [slugTouched, setSlugTouched] = useState(category !== null)
  const [isSubmitting, setSubmitting] = useState(false)
  const {
    values,
    errors,
    dirty: isDirty,
    set,
    dispatch,
    current,
  } = useDraft<FormValues>(
    {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parent: category?.parentId ? String(category.parentId) : '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      features: (category?.features ?? []).join('\n'),
      is_active: category?.isActive ?? true,
      translations: category ? categoryTranslationsToEditor(category, category.translations) : {},
    },
    validate,
  )

  useEffect(() => headingRef.current?.focus(), [])

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = validate(current())
    dispatch({ type: 'errors', errors: found, replace: true })
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current)
    setFormError(null)
    setSubmitting(true)
    const result = await saveCategoryAction(category?.id ?? null, toPayload(current()))
    setSubmitting(false)
    if (result.status === 'done') return onDone(result.message ?? '')
    setFormError(result.message)
    const fromServer = Object.entries(result.fieldErrors ?? {}).map(([path, message]) => [
      fieldFor(path),
      messageFor(path, message),
    ])
    dispatch({ type: 'errors', errors: Object.fromEntries(fromServer) })
  }

  /** A text field's value and change handler (`then` runs after the form has the new text). */
  const text = (field: 'name' | 'slug' | 'description' | 'icon' | 'features', then?: (next: string) => void) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(field, event.target.value)
      then?.(event.target.value)
    },
  })
  const name = text('name', (next) => {
    if (!slugTouched) set('slug', slugify(next))
  })
  const slug = text('slug', () => setSlugTouched(true))
  const options = parentOptions(categories, category)
  const title = category ? `Edit ${category.name}` : 'New category'

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="category-form-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2
        id="category-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-navy-900 outline-none"
      >
        {title}
      </h2>
      {formError && (
        <p
          role="alert"
          className={
            'mt-3 flex items-start gap-2 rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2.5 ' +
            'text-sm font-medium text-danger-700'
          }
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-4">
        <Field id="category-name" label="Name" required error={errors.name}>
          {(props) => <Input {...props} {...name} autoComplete="off" maxLength={100} />}
        </Field>
        <Field
          id="category-slug"
          label="Slug"
          required
          error={errors.slug}
          hint={
            category
              ? 'Part of the address /products/category/…; the old address redirects after a change.'
              : 'Part of the address /products/category/…; made from the name.'
          }
        >
          {(props) => <Input {...props} {...slug} autoComplete="off" maxLength={100} spellCheck={false} />}
        </Field>
        <Field id="category-parent" label="Parent" error={errors.parent}>
          {(props) => (
            <select
              {...props}
              name="parent"
              value={values.parent}
              onChange={(event) => set('parent', event.target.value)}
              className={
                'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
                'focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none'
              }
            >
              <option value="">None (top level)</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="category-description" label="Description" optionalText="(optional)" error={errors.description}>
          {(props) => <Textarea {...props} {...text('description')} className="min-h-24" maxLength={1000} />}
        </Field>
        <Field
          id="category-icon"
          label="Icon"
          optionalText="(optional)"
          error={errors.icon}
          hint="A lucide icon name, e.g. satellite, radar, scan-line."
        >
          {(props) => <Input {...props} {...text('icon')} autoComplete="off" maxLength={40} spellCheck={false} />}
        </Field>
        <Field
          id="category-features"
          label="Features"
          optionalText="(optional)"
          error={errors.features}
          hint="One per line, at most 12."
        >
          {(props) => <Textarea {...props} {...text('features')} className="min-h-24" />}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="is_active"
            checked={values.is_active}
            onChange={(event) => set('is_active', event.target.checked)}
            className="size-4 accent-accent-700"
          />
          Active (shown on the public site)
        </label>
        <CategoryTranslationsField
          value={values.translations}
          english={values}
          onChange={(next) => set('translations', next)}
          imageAlt={category?.image?.alt ?? null}
          error={errors.translations}
        />
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting || (category !== null && !isDirty)}>
          <Save aria-hidden="true" />
          {isSubmitting ? 'Saving…' : category ? 'Save changes' : 'Create category'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </form>
  )
}
