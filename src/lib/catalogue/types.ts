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

/**
 * A text of a product that a Dari or Pashto answer shows in English, because it has no translation yet
 * (docs/decisions/033-catalogue-translations.md): pages give its element `lang="en"` (`fallbackLang` in ./fallback.ts)
 * so screen readers switch voice. Each is a path into the product DTO (`name`, `key_features.2`,
 * `highlights.0.title`, `gallery.1.image.alt`), except for the specifications, which are a map: `specifications.1`
 * is the name of the second group and `specifications.1.3` the label of that group's fourth row (in the order of
 * `Object.entries`). `category` is the name in `product.category`. Figures (highlight numbers, specification values)
 * are not listed: they read the same in any language unless translated.
 */
export type ProductTextField =
  | 'name'
  | 'title'
  | 'subtitle'
  | 'short_description'
  | 'description'
  | 'category'
  | `key_features.${number}`
  | `features.${number}`
  | `applications.${number}`
  | `highlights.${number}.${'title' | 'description'}`
  | `images.${number}.alt`
  | `gallery.${number}.${'title' | 'description' | 'image.alt'}`
  | `downloads.${number}.name`
  | `specifications.${number}`
  | `specifications.${number}.${number}`

/** A text of a category shown in English in a Dari or Pashto answer: a path into the category DTO. */
export type CategoryTextField = 'name' | 'description' | `features.${number}` | 'image.alt'

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
  /**
   * Dari and Pashto answers only: the texts still in English (no translation yet), to be marked `lang="en"`.
   * Absent in English and when every text is translated.
   */
  fallback?: ProductTextField[]
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
  /** Dari and Pashto answers only: the texts still in English, to be marked `lang="en"` (see Product.fallback). */
  fallback?: CategoryTextField[]
}

export interface ProductList {
  products: Product[]
  total: number
  limit: number
  offset: number
}
