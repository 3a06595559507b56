'use client'

import { useState } from 'react'

import { Input } from '@/components/ui/input'
import type { TargetOptions } from './load'

/**
 * What a release or advisory is for: whole categories (every product in them and their subcategories, now and
 * later) or products one by one, with a filter for a long catalogue. Posts `category` and `product` ids.
 */
export function TargetsField({
  options,
  productIds,
  categoryIds,
  error,
  legend,
}: {
  options: TargetOptions
  productIds: number[]
  categoryIds: number[]
  error?: string
  legend: string
}) {
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  const shows = (name: string) => !needle || name.toLowerCase().includes(needle)
  const groups = [
    ...options.categories.map((c) => ({
      key: `c${c.id}`,
      category: c as { id: number; name: string } | null,
      products: c.products,
    })),
    ...(options.loose.length ? [{ key: 'loose', category: null, products: options.loose }] : []),
  ]
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4"
      aria-describedby={error ? 'library-targets-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-navy-900">{legend}</legend>
      <p className="text-sm text-slate-600">
        A whole category covers every product in it and in its subcategories, including products added later.
      </p>
      <label htmlFor="library-targets-filter" className="text-sm font-semibold text-navy-900">
        Filter the list
      </label>
      <Input
        id="library-targets-filter"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        className="max-w-sm"
      />
      {error && (
        <p id="library-targets-error" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="max-h-96 overflow-y-auto rounded-md border border-slate-200 p-3">
        {groups.map((group) => {
          const visible = group.products.filter((p) => shows(p.name))
          const categoryShown = group.category && shows(group.category.name)
          // Hidden rows stay in the form (checked ones still post), only out of sight.
          return (
            <div key={group.key} className="mb-3" hidden={!categoryShown && visible.length === 0}>
              {group.category ? (
                <label className="flex items-center gap-2 font-semibold text-navy-900">
                  <input
                    type="checkbox"
                    name="category"
                    value={group.category.id}
                    defaultChecked={categoryIds.includes(group.category.id)}
                    className="size-4"
                  />
                  All of {group.category.name}
                </label>
              ) : (
                <p className="font-semibold text-navy-900">Products in no category</p>
              )}
              <ul className="ms-6 mt-1 flex flex-col gap-1">
                {group.products.map((p) => (
                  <li key={p.id} hidden={!shows(p.name) && !categoryShown}>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        name="product"
                        value={p.id}
                        defaultChecked={productIds.includes(p.id)}
                        className="size-4"
                      />
                      {p.name}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
