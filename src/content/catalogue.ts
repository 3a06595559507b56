/**
 * Category listing and product detail copy (docs/product.md §2.5 and §2.6,
 * §8 error catalogue; docs/design.md decisions 1, 5, 6, 8).
 */
import { sharedLabels } from './labels'
import { productCard } from './products-index'
import type { ProductTabId } from '@/lib/catalogue/product-tabs'
import { contactHref, routes } from '@/lib/routes'
import type { IconName, LinkItem, TitledText } from './types'
import type { Count } from '@/lib/i18n/fill'

const backToAllProducts: LinkItem = { label: 'Back to All Products', href: routes.products }
const backToProducts: LinkItem = { label: 'Back to Products', href: routes.products }

/** Card of "Why Choose Our {category}?". */
export interface WhyChooseCard extends TitledText {
  readonly icon: IconName
}

/** Category listing (docs/product.md §2.5). */
export const categoryListing = {
  loading: 'Loading Category...',
  notFound: {
    title: 'Category Not Found',
    text: 'This product category does not exist or is no longer offered.',
    back: backToAllProducts,
  },
  /** Meta description when a category has no description of its own. */
  metaDescription: (category: string) => `${category}: specifications, prices and availability in Afghanistan.`,
  hero: {
    viewAll: { label: sharedLabels.viewAllProducts, href: routes.products } satisfies LinkItem,
    getQuote: { label: sharedLabels.getQuote, href: routes.contact } satisfies LinkItem,
  },
  search: {
    label: 'Search products',
    placeholder: 'Search products...',
    clear: 'Clear search',
  },
  sort: { label: 'Sort by' },
  /** Result count (docs/product.md §2.5: "{n} product(s) found"). */
  count: (n: Count) => `${n} product(s) found`,
  card: productCard,
  empty: {
    title: 'No products found',
    /** When a search is active. */
    searchHint: 'Try adjusting your search criteria.',
    /** When no search is active. */
    categoryEmpty: 'No products available in this category yet.',
  },
  whyChooseTitle: (category: string) => `Why Choose Our ${category}?`,
  whyChooseCards: [
    {
      title: 'High Precision',
      text: 'Survey-grade accuracy stated with its conditions, checked on our calibration baseline before delivery.',
      icon: 'Crosshair',
    },
    {
      title: 'Professional Grade',
      text: 'Rugged, sealed instruments built for dust, cold and long field days, with in-country warranty and repair.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Easy Integration',
      text:
        'Open data formats and standard interfaces (RTCM, NMEA, LAS, E57) that work with the software ' +
        'your team already uses.',
      icon: 'Layers',
    },
  ] satisfies readonly WhyChooseCard[],
} as const

/** Product detail tab ids, also the `?tab=` query values (docs/design.md convention 3). */
export type { ProductTabId }

const GET_INFORMATION = 'Get Information'

/** Product detail (docs/product.md §2.6). */
export const productDetail = {
  loading: 'Loading Product...',
  error: {
    title: 'Error Loading Product',
    /** When the error carries no message. */
    fallbackMessage: 'Failed to load product details',
    back: backToProducts,
  },
  notFound: {
    title: 'Product Not Found',
    text: "The product you're looking for doesn't exist or has been removed.",
    back: backToProducts,
  },
  /** Breadcrumb: Home, Products, the product's own category (docs/design.md decision 8), series. */
  breadcrumb: {
    label: 'Breadcrumb',
    home: { label: sharedLabels.home, href: routes.home } satisfies LinkItem,
    products: { label: sharedLabels.products, href: routes.products } satisfies LinkItem,
  },
  /** Opens the Get Information tab (docs/design.md decision 5). */
  getInformation: GET_INFORMATION,
  /** Downloads the product's datasheet (docs/design.md decision 5). */
  downloadDatasheet: 'Download Datasheet',
  /** Shown instead of the datasheet button's file when the product has no datasheet. */
  noDatasheet: 'Datasheet on request',
  featured: sharedLabels.featured,
  /** Four tabs, default Introduction (docs/product.md §2.6). */
  tabs: [
    { id: 'introduction', label: 'Introduction' },
    { id: 'specifications', label: 'Specifications' },
    { id: 'downloads', label: 'Downloads' },
    { id: 'contact', label: GET_INFORMATION },
  ] as const satisfies readonly { id: ProductTabId; label: string }[],
  tabListLabel: 'Product information',
  introduction: {
    keyFeatures: 'Key Features',
    highlights: 'Product Highlights',
    technologyFeatures: 'Technology Features',
    /** Shown when the product has no gallery (docs/product.md §2.6; docs/design.md decision 6). */
    advancedTechnology: {
      title: 'Advanced Technology',
      text:
        'Built on current multi-constellation, multi-band measurement technology and tested against its ' +
        'published specification before it leaves our Kabul workshop.',
    },
    applications: 'Applications',
    /** Gallery counter "n / total" (docs/product.md §2.6). */
    galleryCounter: (n: Count, total: Count) => `${n} / ${total}`,
    /** Gallery card number, zero-padded to 2 digits (docs/product.md §9). */
    galleryNumber: (n: number) => String(n).padStart(2, '0'),
    /** Accessible name of a gallery dot. */
    galleryShow: (title: string) => `Show ${title}`,
  },
  specifications: {
    /** Table column headers (visually hidden when the groups make them obvious). */
    name: 'Specification',
    value: 'Value',
  },
  downloads: {
    name: 'Name',
    fileType: 'Type',
    size: 'Size',
    action: 'Download',
    /** Accessible name of a download link. */
    downloadFile: (name: string, type: string, size: string) => `Download ${name} (${type}, ${size})`,
  },
  contact: {
    title: 'Talk to our sales team',
    text:
      'Prices, lead times, trade-in and training for this product: our sales engineers answer within ' +
      'one working day.',
    /** Labels beside the configured sales email and phone (never literal placeholders, docs/design.md "Brand"). */
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    contactSalesTeam: { label: 'Contact Sales Team', href: routes.contact } satisfies LinkItem,
    requestQuote: 'Request Quote',
    /** Request Quote opens the form prefilled with this product (docs/design.md decision 5). */
    requestQuoteHref: (productSlug: string) => contactHref({ subject: 'quote-request', product: productSlug }),
  },
  /** Price on the detail page: "$" with 2 decimals is formatted in lib; this replaces a missing price. */
  priceOnRequest: productCard.priceOnRequest,
} as const

/**
 * Catalogue page additions (catalogue pages): texts the spec leaves open. Spec strings above stay as they
 * are.
 */
export const catalogueExtras = {
  /** The `{message}` of "Error loading products: {message}" when the server's own message is hidden from visitors. */
  unavailableMessage: 'the catalogue is temporarily unavailable',
  /** Label above the subcategory links of a parent category's hero. */
  subcategories: 'Browse by type',
  /** Heading of the product page's closing section: products from the same category and family. */
  relatedProducts: 'Related Products',
  /** Accessible name of the product count in a category hero. */
  productsInCategory: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
} as const
