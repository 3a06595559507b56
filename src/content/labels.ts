/**
 * Short labels used on several screens, written once here and referenced by the screen modules
 * (docs/design.md convention 7: the spec's exact strings live in one place).
 */
import type { ProductSort } from '@/lib/catalogue/product-list-params'

import type { BuiltInCategorySlug, SolutionSlug } from '@/lib/routes'

/** Labels repeated across header, home, products and catalogue screens (docs/product.md §2). */
export const sharedLabels = {
  /** Header Products menu, home Featured Products, category hero. */
  viewAllProducts: 'View All Products',
  /** Header button, home hero, category hero. */
  getQuote: 'Get Quote',
  /** Product cards on home, products index and category listing. */
  viewDetails: 'View Details',
  /** Badge on featured product cards. */
  featured: 'Featured',
  /** Header menu label and breadcrumb. */
  products: 'Products',
  /** Breadcrumb root. */
  home: 'Home',
  solutions: 'Solutions',
  about: 'About',
  contact: 'Contact',
  /** Footer company link, news listing title, home section title. */
  newsAndEvents: 'News & Events',
} as const

/** Display names of the four built-in categories (docs/product.md §2.4). */
export const categoryNames = {
  'gnss-receivers': 'GNSS Receivers',
  '3d-scanners': '3D Laser Scanners',
  'radar-monitoring': 'Radar Monitoring',
  'oem-boards': 'OEM Boards & Modules',
} as const satisfies Record<BuiltInCategorySlug, string>

/**
 * Names of the solution pages. The first four are the spec's solution titles (docs/product.md §2.7); the last
 * three name the home page's other industries (docs/design.md decision 2).
 */
export const solutionNames = {
  surveying: 'Surveying & Mapping',
  construction: 'Construction',
  agriculture: 'Precision Agriculture',
  mining: 'Mining & Safety',
  transportation: 'Transportation & Infrastructure',
  aviation: 'Aviation & Airports',
  marine: 'Marine & Waterways',
} as const satisfies Record<SolutionSlug, string>

/**
 * Labels of the product-list sort orders, by their `?sort=` id. The orders, their order in the sort menu and the
 * default live with the other product-list parameters (src/lib/catalogue/product-list-params.ts). Here, not in
 * catalogue.ts, because that module is large and this one is already in every page's bundle.
 */
export const sortLabels = {
  name: 'Name',
  price: 'Price',
  created_at: 'Newest',
} as const satisfies Record<ProductSort, string>
