/**
 * Products index copy (docs/product.md §2.4, §3.2 built-in fallback categories, §8
 * error texts as changed by docs/design.md decisions 7 and 10).
 */
import { categoryNames, sharedLabels } from './labels'
import { type BuiltInCategorySlug, categoryHref, routes } from '@/lib/routes'
import type { ContentImage, IconName, InternalHref, LinkItem } from './types'
import type { Count } from '@/lib/i18n/fill'

/** Products index meta (docs/design.md "Findable"). */
export const productsMeta = {
  title: 'Products',
  description:
    'GNSS receivers, 3D laser scanners, slope-stability radar and GNSS OEM boards and modules, ' +
    'stocked and supported in Afghanistan.',
} as const

/** Hero (docs/product.md §2.4: "Professional Products"). */
export const productsHero = {
  title: 'Professional Products',
  subtitle:
    'Survey-grade positioning and measurement equipment for surveying, construction, agriculture and ' +
    'mining, supplied with training, calibration and in-country support.',
} as const

/**
 * Category-name fallback images (docs/product.md §8: a broken card image is replaced by one chosen from the category
 * name: GNSS or receiver; scanner or 3d; radar or monitoring; else the GNSS image). 1200×900.
 */
export const fallbackImages = {
  gnss: { src: '/images/fallback/gnss.svg', width: 1200, height: 900, alt: 'GNSS receiver on a survey pole' },
  scanner: { src: '/images/fallback/scanner.svg', width: 1200, height: 900, alt: '3D laser scanner on a tripod' },
  radar: { src: '/images/fallback/radar.svg', width: 1200, height: 900, alt: 'Slope-monitoring radar unit' },
  oem: { src: '/images/fallback/oem.svg', width: 1200, height: 900, alt: 'GNSS OEM module on a circuit board' },
} as const satisfies Record<string, ContentImage>

/**
 * A built-in fallback category (docs/product.md §3, Category: id, name, slug, description, icon, image, features,
 * link).
 */
export interface FallbackCategory {
  /** Stable string id, distinct from database ids so the two are never confused. */
  readonly id: `fallback-${BuiltInCategorySlug}`
  readonly name: string
  readonly slug: BuiltInCategorySlug
  readonly description: string
  readonly icon: IconName
  readonly image: ContentImage
  readonly features: readonly string[]
  /** Canonical listing URL (docs/design.md decision 1). */
  readonly link: InternalHref
}

/** The four built-in categories, shown when none arrive from the server (docs/product.md §2.4 and §8). */
export const fallbackCategories: readonly FallbackCategory[] = [
  {
    id: 'fallback-gnss-receivers',
    name: categoryNames['gnss-receivers'],
    slug: 'gnss-receivers',
    description:
      'Multi-constellation RTK rovers, base stations, handheld GIS receivers and field controllers for ' +
      'surveying, mapping and machine control.',
    icon: 'Satellite',
    image: fallbackImages.gnss,
    features: [
      'GPS, GLONASS, Galileo and BeiDou tracking',
      'RTK to 8 mm + 1 ppm horizontal with a fixed solution',
      'Corrections over NTRIP or UHF radio',
      'IP67 housings for dust and rain',
    ],
    link: categoryHref('gnss-receivers'),
  },
  {
    id: 'fallback-3d-scanners',
    name: categoryNames['3d-scanners'],
    slug: '3d-scanners',
    description:
      'Terrestrial and handheld SLAM laser scanners that record buildings, structures, tunnels and ' +
      'sites as measured, colored point clouds.',
    icon: 'ScanLine',
    image: fallbackImages.scanner,
    features: [
      'Millions of measured points per second',
      'Millimeter-level range noise at short range',
      'Built-in cameras for colored point clouds',
      'Registration checked in the field',
    ],
    link: categoryHref('3d-scanners'),
  },
  {
    id: 'fallback-radar-monitoring',
    name: categoryNames['radar-monitoring'],
    slug: 'radar-monitoring',
    description:
      'Slope-stability radar for open pits, quarries, dams and landslides, measuring wall movement ' +
      'continuously and raising alarms before failure.',
    icon: 'Radar',
    image: fallbackImages.radar,
    features: [
      'Sub-millimeter displacement sensitivity',
      'Scans through dust and rain, day and night',
      'Configurable alarm thresholds and notifications',
      'Remote viewing over cellular or radio links',
    ],
    link: categoryHref('radar-monitoring'),
  },
  {
    id: 'fallback-oem-boards',
    name: categoryNames['oem-boards'],
    slug: 'oem-boards',
    description:
      'GNSS boards, modules and antennas for integrators building machine control, drones, precision ' +
      'agriculture and monitoring products.',
    icon: 'Cpu',
    image: fallbackImages.oem,
    features: [
      'Multi-band, all-constellation tracking',
      'RTK position and heading output up to 50 Hz',
      'Evaluation kits and reference designs',
      'Integration support from Kabul',
    ],
    link: categoryHref('oem-boards'),
  },
]

/** Label of the category card link (docs/product.md §2.4). */
export const learnMore = 'Learn More'

/** One fixed specification of "Technical Excellence". */
export interface TechnicalSpec {
  readonly label: string
  readonly value: string
  /** Condition behind the figure (docs/design.md "Brand", accuracy claims carry their conditions). */
  readonly detail: string
  readonly icon: IconName
}

/** "Technical Excellence": exactly the four fixed specs (docs/product.md §2.4). */
export const technicalExcellence = {
  title: 'Technical Excellence',
  intro: 'The performance our survey-grade range is built to, across receivers, modules and boards.',
  specs: [
    {
      label: 'Accuracy',
      value: 'sub-centimeter precision',
      detail: 'RTK horizontal, 8 mm + 1 ppm with a fixed solution under open sky',
      icon: 'Target',
    },
    {
      label: 'Update Rate',
      value: 'up to 50Hz',
      detail: 'Position and heading output for machine control and drones',
      icon: 'Zap',
    },
    {
      label: 'Constellations',
      value: 'GPS/GLONASS/Galileo/BeiDou',
      detail: 'Multi-band tracking of all four global systems',
      icon: 'Globe',
    },
    {
      label: 'Operating Temperature',
      value: '-40°C to +65°C',
      detail: 'From Salang winters to southern summers',
      icon: 'Thermometer',
    },
  ] satisfies readonly TechnicalSpec[],
} as const

/**
 * "Need Custom Solutions?" call to action (docs/product.md §2.4; Download Specifications gives a real file,
 * docs/design.md decision 5).
 */
export const customSolutionsCta = {
  title: 'Need Custom Solutions?',
  text:
    'Integrating GNSS into a machine, equipping a whole survey department or monitoring a pit wall: ' +
    'our engineers will specify the system, train your team and support it in the field.',
  contact: { label: 'Contact Our Team', href: routes.contact } satisfies LinkItem,
  /** Button label; the file it downloads is served by the products route. */
  downloadSpecifications: 'Download Specifications',
} as const

/** "Our Products" grid from the server (docs/product.md §2.4; docs/design.md decisions 7 and 10). */
export const productsGrid = {
  title: 'Our Products',
  intro: 'The full catalogue, newest and featured first.',
  loading: 'Loading products...',
  error: (message: string) => `Error loading products: ${message}`,
  /** Replaces the spec's admin-server hint (docs/design.md decision 7). */
  retryHint:
    'Check your connection and try again. If the problem continues, contact us and we will send the ' +
    'information you need.',
  retry: 'Try Again',
  /** Spec text without its admin-panel sentence (docs/design.md decision 7). */
  empty: 'No products found.',
  /** Pagination in pages of 20 (docs/design.md decision 10). */
  pagination: {
    label: 'Product pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: Count, totalPages: Count) => `Page ${page} of ${totalPages}`,
  },
} as const

/** Product card strings (docs/product.md §2.4). */
export const productCard = {
  featured: sharedLabels.featured,
  /** Category name when a product has none. */
  defaultCategory: 'Product',
  viewDetails: sharedLabels.viewDetails,
  /** Price is shown as "$" with 2 decimals (formatting in lib); this label replaces a missing price. */
  priceOnRequest: 'Price on request',
} as const

/**
 * Products index additions (catalogue pages): texts the spec leaves open. Spec strings above stay as they
 * are.
 */
export const productsIndexExtras = {
  categories: {
    title: 'Product Categories',
    intro: 'Each family is stocked in Kabul, calibrated before delivery and supported by our own engineers.',
    /** The rest of a category card's "Learn More" link text, for screen readers and search engines only. */
    learnMoreSuffix: (category: string) => ` about ${category}`,
  },
  /** Intro of the "Our Products" grid: the grid lists every public product, newest first. */
  gridIntro: 'Every product we supply, newest first. Open one for its specifications, datasheets and a quote.',
  /** File name of the catalogue-wide specifications PDF ("Download Specifications"). */
  specificationsFileName: (company: string) =>
    `${company.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-product-specifications.pdf`,
  /** The specifications PDF's own title and subtitle. */
  specificationsDocument: {
    title: 'Product Specifications',
    subtitle: 'Key specifications of every product in our current catalogue, grouped by category.',
    priceOnRequest: 'Price on request',
    productCount: (n: number) => `${n} products`,
  },
  /** Accessible name of a page link in the grid's pagination. */
  pageLabel: (page: Count) => `Page ${page}`,
} as const
