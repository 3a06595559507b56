'use client'

import { CircleAlert, Save, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { categoryEditSchema, slugify } from '@/lib/catalogue/category-edit'
import { categoryTranslationsToEditor } from '@/lib/catalogue/editor-translations'
import { formatIssuePath } from '@/lib/issue-path'
import type { AdminCategory } from '@/server/catalogue/editor/categories'
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
  const line = /^features\.(\d+)/.exec(path)
  if (path.startsWith('translations')) return `${path}: ${message}`
  return line ? `Line ${Number(line[1]) + 1}: ${message}` : message
}

/**
 * The import's zod schema checks the form as you type (React Hook Form resolver); the server checks it again and
 * its answer (a slug taken, a loop) lands on the same fields.
 */
const resolver: Resolver<FormValues> = async (values) => {
  const parsed = categoryEditSchema.safeParse(toPayload(values))
  if (parsed.success) return { values, errors: {} }
  const errors: FieldErrors<FormValues> = {}
  for (const issue of parsed.error.issues) {
    const path = formatIssuePath(issue.path)
    const field = fieldFor(path)
    errors[field] ??= { type: 'validate', message: messageFor(path, issue.message.replace(/^Invalid input: /, '')) }
  }
  return { values: {}, errors }
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
  // The slug follows the name of a new category until it is edited by hand.
  const [slugTouched, setSlugTouched] = useState(category !== null)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parent: category?.parentId ? String(category.parentId) : '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      features: (category?.features ?? []).join('\n'),
      is_active: category?.isActive ?? true,
      translations: category ? categoryTranslationsToEditor(category, category.translations) : {},
    },
  })

  useEffect(() => headingRef.current?.focus(), [])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    const result = await saveCategoryAction(category?.id ?? null, toPayload(values))
    if (result.status === 'done') return onDone(result.message ?? '')
    setFormError(result.message)
    for (const [path, message] of Object.entries(result.fieldErrors ?? {}))
      setError(fieldFor(path), { type: 'server', message: messageFor(path, message) })
  })

  const name = register('name', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugTouched) setValue('slug', slugify(e.target.value), { shouldValidate: true })
    },
  })
  const slug = register('slug', { onChange: () => setSlugTouched(true) })
  const options = parentOptions(categories, category)
  const title = category ? `Edit ${category.name}` : 'New category'

  return (
    <form
      onSubmit={onSubmit}
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
        <Field id="category-name" label="Name" required error={errors.name?.message}>
          {(props) => <Input {...props} {...name} autoComplete="off" maxLength={100} />}
        </Field>
        <Field
          id="category-slug"
          label="Slug"
          required
          error={errors.slug?.message}
          hint={
            category
              ? 'Part of the address /products/category/…; the old address redirects after a change.'
              : 'Part of the address /products/category/…; made from the name.'
          }
        >
          {(props) => <Input {...props} {...slug} autoComplete="off" maxLength={100} spellCheck={false} />}
        </Field>
        <Field id="category-parent" label="Parent" error={errors.parent?.message}>
          {(props) => (
            <select
              {...props}
              {...register('parent')}
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
        <Field
          id="category-description"
          label="Description"
          optionalText="(optional)"
          error={errors.description?.message}
        >
          {(props) => <Textarea {...props} {...register('description')} className="min-h-24" maxLength={1000} />}
        </Field>
        <Field
          id="category-icon"
          label="Icon"
          optionalText="(optional)"
          error={errors.icon?.message}
          hint="A lucide icon name, e.g. satellite, radar, scan-line."
        >
          {(props) => <Input {...props} {...register('icon')} autoComplete="off" maxLength={40} spellCheck={false} />}
        </Field>
        <Field
          id="category-features"
          label="Features"
          optionalText="(optional)"
          error={errors.features?.message}
          hint="One per line, at most 12."
        >
          {(props) => <Textarea {...props} {...register('features')} className="min-h-24" />}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...register('is_active')} className="size-4 accent-accent-700" />
          Active (shown on the public site)
        </label>
        <CategoryTranslationsField
          control={control}
          imageAlt={category?.image?.alt ?? null}
          error={errors.translations?.message}
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
