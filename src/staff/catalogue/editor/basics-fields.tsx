'use client'

import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { CategoryOptions } from '../category-options'
import { Checkbox, Section, TextField } from './field-parts'
import type { Category } from './form'
import { useProductForm } from './use-product-form'

/** Name, slug, category and texts. */
export function BasicsSection({
  categories,
  slugNote,
  onNameText,
  onSlugText,
}: {
  categories: Category[]
  slugNote: { text: string; taken: boolean } | null
  onNameText: (text: string) => void
  onSlugText: () => void
}) {
  const form = useProductForm()
  return (
    <Section title="Basics">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="off" onText={onNameText} />
        <TextField
          name="slug"
          label="Slug (web address)"
          required
          error={form.error('slug') ?? (slugNote?.taken ? slugNote.text : undefined)}
          hint={
            <span aria-live="polite">
              {slugNote && !slugNote.taken ? slugNote.text : 'Lowercase letters, digits and dashes.'}
            </span>
          }
          onText={onSlugText}
          autoComplete="off"
          spellCheck={false}
        />
        <Field id="category" label="Category" required error={form.error('category')}>
          {(p) => (
            <Select
              {...p}
              name="category"
              value={form.values.category ?? ''}
              onChange={(event) => form.set('category', event.target.value)}
            >
              <option value="">Choose a category</option>
              <CategoryOptions categories={categories} />
            </Select>
          )}
        </Field>
        <TextField name="series" label="Series" optional />
        <TextField name="title" label="Title" required className="md:col-span-2" />
        <TextField name="subtitle" label="Subtitle" optional className="md:col-span-2" />
        <TextField
          name="short_description"
          label="Short description"
          optional
          hint="On product cards and in search results; up to 400 characters."
          className="md:col-span-2"
          multiline
          inputClassName="min-h-20"
        />
        <TextField name="description" label="Description" optional className="md:col-span-2" multiline />
      </div>
    </Section>
  )
}

/** Price, sort order, published and featured. */
export function PriceSection({ productId, savedActive }: { productId: number | null; savedActive: boolean }) {
  const isActive = useProductForm().values.is_active
  return (
    <Section title="Price and publishing">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="price"
          label="Price (US dollars)"
          optional
          hint="Leave empty for “price on request”."
          inputMode="decimal"
          parse={(text) => (text === '' ? null : Number(text))}
        />
        <TextField
          name="sort_order"
          label="Sort order"
          hint="Lower comes first in category lists."
          inputMode="numeric"
          parse={(text) => (text === '' ? NaN : Number(text))}
        />
        <Checkbox id="is_active" label="Published (visible on the site)" />
        <Checkbox id="is_featured" label="Featured on the home page" />
      </div>
      {productId && isActive !== savedActive && (
        <p className="mt-3 text-sm text-slate-700">
          {isActive ? 'The product goes public when you save.' : 'The product becomes a hidden draft when you save.'}
        </p>
      )}
    </Section>
  )
}
