'use client'

import { createContext, use } from 'react'

import { useDraft, valueAt, type Draft } from '@/staff/shared/use-draft'
import { validateProduct, type Values } from './form'

/**
 * The product editor's form state (src/staff/shared/use-draft.ts over the product entry, checked with the save
 * action's schema as staff type), given to every field of the editor through context.
 */
export type ProductForm = Draft<Values>

export function useProductFormState(initial: Values): ProductForm {
  return useDraft(initial, validateProduct)
}

export const ProductFormContext = createContext<ProductForm | null>(null)

export function useProductForm(): ProductForm {
  const form = use(ProductFormContext)
  if (!form) throw new Error('useProductForm outside the product editor')
  return form
}

/** The list at `path` of the form, with its rows' stable keys, and the form to change it through. */
export function useRows<T>(path: string): { form: ProductForm; rows: T[]; keys: string[] } {
  const form = useProductForm()
  const rows = (valueAt(form.values, path) as T[] | undefined) ?? []
  return { form, rows, keys: form.keys(path) }
}
