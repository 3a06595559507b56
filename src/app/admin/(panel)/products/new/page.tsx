import type { Metadata } from 'next'

import type { ProductEditorInput } from '@/lib/catalogue/editor-format'
import { requireStaffPage } from '@/server/staff/auth'
import { EditorPage } from '@/staff/catalogue/editor-page'

export const metadata: Metadata = { title: 'New product' }

/** A new product starts as a draft with the generated datasheet: nothing goes public before it is ready. */
const EMPTY: ProductEditorInput = {
  name: '',
  slug: '',
  category: '',
  title: '',
  subtitle: '',
  short_description: '',
  description: '',
  series: '',
  price: null,
  sort_order: 0,
  is_active: false,
  is_featured: false,
  key_features: [],
  features: [],
  highlights: [],
  applications: [],
  specifications: [],
  images: [],
  gallery: [],
  downloads: [{ name: 'Datasheet', type: 'PDF', generate: 'datasheet' }],
}

export default async function NewProductPage() {
  await requireStaffPage('catalogue', '/admin/products/new')
  return <EditorPage productId={null} version={null} initial={EMPTY} thumbnails={{}} heading="New product" />
}
