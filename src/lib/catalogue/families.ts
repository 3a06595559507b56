/**
 * The catalogue's equipment families: what the home page's cards and the footer's Products column show
 * (docs/product.md §2.2 and §2.3; docs/decisions/081-category-families-from-the-tree.md). They are the first
 * top-level categories of the public tree in display order, so staff choose them by ordering the tree in the panel,
 * and a category renamed, hidden or deleted there is renamed, or gone, here at once. The seed puts the spec's four
 * first (GNSS Receivers, 3D Laser Scanners, Radar Monitoring, OEM Boards & Modules): data, not code.
 */
import type { Category } from './types'

/** The spec's four cards and footer links. */
export const FAMILY_COUNT = 4

/** A family as a card or link shows it, in the page's language. */
export interface CategoryFamily {
  id: number
  name: string
  description: string
  /** lucide-react's name for the category's icon ("scan-line"), as staff set it. */
  icon: string | null
  href: string
  /** The name, or the description, still in English on a Dari or Pashto page (marked `lang="en"`). */
  englishName: boolean
  englishDescription: boolean
}

/** The families of a public category tree (active categories only, in display order). */
export function categoryFamilies(tree: readonly Category[]): CategoryFamily[] {
  return tree.slice(0, FAMILY_COUNT).map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    icon: c.icon,
    href: c.link,
    englishName: c.fallback?.includes('name') ?? false,
    englishDescription: c.fallback?.includes('description') ?? false,
  }))
}
