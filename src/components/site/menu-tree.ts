import type { Category } from '@/lib/catalogue/types'

/**
 * The part of a category the header menus show. The catalogue's Category DTO also carries images with their
 * srcsets, features and descriptions (about 16 KB for the seeded tree): sending that to every page for a list of
 * names and links would cost visitors on metered data for nothing.
 */
export interface MenuCategory {
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly children: readonly MenuCategory[]
}

export function toMenuTree(categories: readonly Category[]): MenuCategory[] {
  return categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, children: toMenuTree(c.children) }))
}
