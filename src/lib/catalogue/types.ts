/**
 * The catalogue's public shapes (docs/product.md §3): what the public API returns and what pages render.
 * Rows become these in one place, `src/server/catalogue/dto.ts`; the rest of the app sees only these types.
 */

/** One encoded rendition of an image, for `<picture>`/`srcset`. */
export interface ImageSource {
  /** MIME type: image/avif or image/webp. */
  type: 'image/avif' | 'image/webp'
  /** Ready-to-use srcset string, e.g. "/uploads/images/a-320.webp 320w, /uploads/images/a-640.webp 640w". */
  srcset: string
}

export interface ProductImage {
  id: string
  /** Resolved URL of the largest WebP rendition (absolute, or root-relative when the media base is the site). */
  url: string
  /** Root-relative path, `/uploads/images/{filename}`. */
  path: string
  filename: string
  alt: string
  width: number
  height: number
  sources: ImageSource[]
  /** A 1200×630 JPEG of the image for link previews (Open Graph), or null. */
  share_url: string | null
}

export interface GalleryItem {
  id: string
  /** Display number; pages zero-pad it to 2 digits (docs/product.md §9). */
  number: number
  title: string
  description: string
  image: ProductImage
}

export interface Highlight {
  /** The figure shown large, e.g. "1,408" or "8 mm". */
  number: string
  title: string
  description: string
}

export interface Download {
  name: string
  /** Document type shown to visitors, e.g. "PDF". */
  type: string
  /** Human size, e.g. "1.2 MB". */
  size: string
  bytes: number
  /** Where the file is served, `/uploads/files/{filename}`. */
  url: string
  filename: string
}

/** Group name → (label → value), in catalogue order. */
export type Specifications = Record<string, Record<string, string>>

export interface CategoryRef {
  id: number
  name: string
  slug: string
}

export interface Product {
  id: number
  slug: string
  name: string
  title: string
  subtitle: string
  short_description: string
  description: string
  category: CategoryRef | null
  category_id: number | null
  series: string
  images: ProductImage[]
  gallery: GalleryItem[]
  key_features: string[]
  features: string[]
  highlights: Highlight[]
  specifications: Specifications
  applications: string[]
  downloads: Download[]
  is_featured: boolean
  is_active: boolean
  /** US dollars; null when the product is sold on quotation only. */
  price: number | null
  created_at: string
  updated_at: string
}

export interface Category {
  id: number
  name: string
  slug: string
  description: string
  parent_id: number | null
  icon: string | null
  image: ProductImage | null
  features: string[]
  is_active: boolean
  sort_order: number
  /** Canonical listing URL (docs/design.md decision 1). */
  link: string
  /** Active products in this category and its descendants. */
  product_count: number
  children: Category[]
}

export interface ProductList {
  products: Product[]
  total: number
  limit: number
  offset: number
}
