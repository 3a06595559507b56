import type { Metadata } from 'next'

import { FAMILY_COUNT } from '@/lib/catalogue/families'
import { listAdminCategories } from '@/server/catalogue/editor/categories'
import { CategoryEditor } from '@/staff/categories/category-editor'
import { requireStaffPage } from '@/server/staff/auth'

export const metadata: Metadata = { title: 'Categories' }

/** The category tree: every category, active or not, in the order the public site shows them. */
export default async function CategoriesPage() {
  await requireStaffPage('catalogue', '/admin/categories')
  const categories = await listAdminCategories()
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Categories</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        The product families on the public site. Drag a category by its handle (or focus the handle and use Space and
        the arrow keys) to reorder it; choose a parent in the form to move it elsewhere. Changes are public at once. The
        first {FAMILY_COUNT} active top-level categories are the home page&apos;s cards and the footer&apos;s product
        links, in this order.
      </p>
      <CategoryEditor categories={categories} />
    </main>
  )
}
