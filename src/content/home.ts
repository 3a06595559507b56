/**
 * Home page copy (docs/product.md §2.3): hero carousel, featured products, professional solutions,
 * industries, news and events, why choose.
 */
import { categoryNames, sharedLabels } from './labels'
import {
  BUILT_IN_CATEGORY_SLUGS,
  type BuiltInCategorySlug,
  type SolutionSlug,
  categoryHref,
  contactHref,
  productHref,
  routes,
  solutionHref,
} from '@/lib/routes'
import { supportAvailability, siteDefaults } from './site'
import type { ButtonLink, ContentImage, IconName, InternalHref, LinkItem, Stat } from './types'

/** Home page meta (docs/design.md "Findable"); the title is the company name alone. */
export const homeMeta = {
  title: siteDefaults.name,
  description: siteDefaults.shortDescription,
} as const

/** One hero carousel slide. */
export interface HeroSlide {
  readonly id: string
  readonly eyebrow: string
  /** Rendered as the slide heading; slide 1's is the page's h1. */
  readonly title: string
  readonly text: string
  readonly image: ContentImage
  /** First button is the primary action. */
  readonly buttons: readonly ButtonLink[]
}

const HERO_SIZE = { width: 1600, height: 900 } as const

/** Hero carousel, 3 slides (docs/product.md §2.3). Slide 1 is the LCP image, so it alone has WebP renditions. */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'gnss',
    eyebrow: categoryNames['gnss-receivers'],
    title: 'Centimeter positioning for every field crew',
    text:
      'Multi-constellation RTK receivers tracking GPS, GLONASS, Galileo and BeiDou: 8 mm + 1 ppm ' +
      'horizontal with a fixed RTK solution, on our reference network or your own base. Calibrated, ' +
      'supported and repaired in Kabul.',
    image: {
      src: '/images/hero/slide-1.svg',
      ...HERO_SIZE,
      alt: 'GNSS rover on a survey pole above topographic contour lines, with satellite orbits arcing overhead',
      variants: [
        { src: '/images/hero/slide-1-800.webp', width: 800, height: 450, type: 'image/webp' },
        { src: '/images/hero/slide-1-1600.webp', width: 1600, height: 900, type: 'image/webp' },
      ],
    },
    buttons: [
      { label: 'Explore GNSS Receivers', href: categoryHref('gnss-receivers'), variant: 'hero' },
      { label: sharedLabels.getQuote, href: routes.contact, variant: 'outline' },
    ],
  },
  {
    id: '3d-scanning',
    eyebrow: categoryNames['3d-scanners'],
    title: 'Capture sites as measured point clouds',
    text:
      'Terrestrial and handheld SLAM scanners record buildings, bridges, plants and open pits in ' +
      'millions of measured points, for as-built checks, volumes and design in hours instead of weeks.',
    image: {
      src: '/images/hero/slide-2.svg',
      ...HERO_SIZE,
      alt: 'Laser scanner on a tripod with a point cloud of a building facade spreading out from it',
    },
    buttons: [
      { label: 'Explore 3D Scanners', href: categoryHref('3d-scanners'), variant: 'hero' },
      { label: sharedLabels.viewAllProducts, href: routes.products, variant: 'outline' },
    ],
  },
  {
    id: 'k8-module',
    eyebrow: 'New: K8 series',
    title: 'K8 GNSS module: multi-band RTK for your own products',
    text:
      'All four constellations on three frequency bands, RTK output at up to 50 Hz, in a compact ' +
      'surface-mount module. Stocked in Kabul, with evaluation kits and integration support.',
    image: {
      src: '/images/hero/slide-3.svg',
      ...HERO_SIZE,
      alt: 'K8 GNSS module on a circuit board, with signal paths leading to a multi-band antenna',
    },
    buttons: [
      { label: 'View Product Detail', href: productHref('k8-gnss-module'), variant: 'hero' },
      { label: sharedLabels.getQuote, href: routes.contact, variant: 'outline' },
    ],
  },
]

/** Carousel control labels (docs/design.md decision 9: pausable rotation). */
export const heroLabels = {
  regionLabel: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  /** Accessible name of a slide and of its dot, 1-based. */
  slideOf: (index: number, total: number) => `Slide ${index} of ${total}`,
} as const

/** Featured Products section (docs/product.md §2.3): shown only if featured products exist, up to 4 cards. */
export const featuredSection = {
  title: 'Featured Products',
  intro: 'Equipment our survey, construction and mining customers order most, in stock in Kabul.',
  viewDetails: sharedLabels.viewDetails,
  viewAll: { label: sharedLabels.viewAllProducts, href: routes.products } satisfies LinkItem,
} as const

/** A Professional Solutions card. */
export interface SolutionCard {
  readonly slug: BuiltInCategorySlug
  readonly title: string
  readonly text: string
  readonly icon: IconName
  readonly href: InternalHref
}

const solutionCardCopy: Record<BuiltInCategorySlug, { text: string; icon: IconName }> = {
  'gnss-receivers': {
    text: 'RTK rovers, base stations and handheld GIS receivers for cadastral, topographic and construction surveys.',
    icon: 'Satellite',
  },
  '3d-scanners': {
    text:
      'Terrestrial and SLAM scanners for as-built documentation, heritage recording, tunnels and ' +
      'stockpile volumes.',
    icon: 'ScanLine',
  },
  'radar-monitoring': {
    text:
      'Slope-stability radar that measures wall movement to sub-millimeter level, day and night, ' +
      'through dust and rain.',
    icon: 'Radar',
  },
  'oem-boards': {
    text: 'GNSS boards, modules and antennas for integrators building machine control, drones and monitoring stations.',
    icon: 'Cpu',
  },
}

/** Professional Solutions: 4 cards to the built-in category listings (docs/product.md §2.3). */
export const professionalSolutions = {
  title: 'Professional Solutions',
  intro: 'Four equipment families, each supplied with training, calibration and in-country support.',
  linkLabel: 'Explore products',
  cards: BUILT_IN_CATEGORY_SLUGS.map((slug): SolutionCard => ({
    slug,
    title: categoryNames[slug],
    href: categoryHref(slug),
    ...solutionCardCopy[slug],
  })),
} as const

/** One industry of the Industries section. */
export interface Industry {
  /** Lowercase title with hyphens (docs/product.md §2.3); also the solution page slug. */
  readonly slug: SolutionSlug
  readonly title: string
  readonly description: string
  /** Exactly four key applications. */
  readonly applications: readonly [string, string, string, string]
  readonly icon: IconName
  readonly image: ContentImage
  /** `/solutions/{slug}`. */
  readonly exploreHref: InternalHref
  /** Contact form prefilled with subject quote-request (docs/design.md decision 5). */
  readonly quoteHref: InternalHref
}

const SOLUTION_IMAGE = { width: 1200, height: 675 } as const

function industry(
  slug: SolutionSlug,
  title: string,
  description: string,
  applications: Industry['applications'],
  icon: IconName,
  alt: string,
): Industry {
  return {
    slug,
    title,
    description,
    applications,
    icon,
    image: { src: `/images/solutions/${slug}.svg`, ...SOLUTION_IMAGE, alt },
    exploreHref: solutionHref(slug),
    quoteHref: contactHref({ subject: 'quote-request' }),
  }
}

/** Industries, exactly six in the spec's order (docs/product.md §2.3); index cycles 0 to 5 and wraps both ways. */
export const industries: readonly Industry[] = [
  industry(
    'construction',
    'Construction',
    'Machine control, setting-out and as-built checks for roads, buildings, bridges and canals: ' +
      'grade to design without a forest of stakes, and prove the finished work against the drawings.',
    [
      'GNSS machine control for graders and excavators',
      'Setting-out and as-built surveys',
      'Cut, fill and stockpile volumes',
      'As-built scanning of structures',
    ],
    'Building2',
    'Excavator with a GNSS antenna cutting a road formation, overlaid with a design grade line',
  ),
  industry(
    'agriculture',
    'Agriculture',
    'RTK guidance and field mapping for irrigated farming: level basins so water spreads evenly, ' +
      'keep tractor passes straight to a few centimeters, and measure fields and canals for ' +
      'co-operatives.',
    [
      'Precision land leveling for irrigation',
      'Tractor auto-steer guidance',
      'Field boundary and area measurement',
      'Canal and karez alignment surveys',
    ],
    'Sprout',
    'Irrigated fields in straight rows with a tractor following a GNSS guidance line',
  ),
  industry(
    'transportation',
    'Transportation',
    'Corridor mapping, pavement surveys and monitoring for roads, railways and bridges, from the ' +
      'first alignment study to rockfall watch on a mountain pass.',
    [
      'Road corridor mapping with drone LiDAR',
      'Pavement rehabilitation surveys',
      'Bridge and tunnel scanning',
      'Landslide monitoring on mountain roads',
    ],
    'Route',
    'Mountain highway with a LiDAR drone flying the corridor and scan lines across the road',
  ),
  industry(
    'aviation',
    'Aviation',
    'Airport surveys to ICAO data requirements: obstacle limitation surfaces, runway thresholds and ' +
      'navigation aids positioned in WGS-84, without closing the runway.',
    [
      'Obstacle limitation surface surveys',
      'Runway threshold and centerline coordinates',
      'Runway pavement profiles',
      'Navigation aid positioning',
    ],
    'Plane',
    'Runway with approach surfaces drawn as a wireframe and a GNSS base station beside the threshold',
  ),
  industry(
    'marine',
    'Marine',
    'River, reservoir and river-port surveys: bathymetry from survey boats, bank erosion monitoring ' +
      'and quay checks, with GNSS heading and position fed to your sounders.',
    [
      'Reservoir bathymetry and sedimentation',
      'River training and bank protection',
      'River-port quay and jetty surveys',
      'Bridge pier scour checks',
    ],
    'Anchor',
    'Survey boat on a river with a GNSS antenna and sonar beams mapping the riverbed',
  ),
  industry(
    'surveying',
    'Surveying',
    'Cadastral, topographic and control surveys to centimeter accuracy, tied to one reference frame ' +
      'so parcels and designs from different crews agree.',
    [
      'Cadastral surveys and land registration',
      'Topographic surveys for design',
      'Geodetic control networks',
      'Drone orthophoto mapping',
    ],
    'Map',
    'Surveyor with a GNSS rover marking a parcel corner, with parcel boundaries drawn over the terrain',
  ),
]

/** Industries section chrome (docs/product.md §2.3; docs/design.md decisions 5 and 9). */
export const industriesSection = {
  title: 'Industries We Serve',
  intro: 'Positioning and measurement for the sectors that build and feed Afghanistan.',
  keyApplications: 'Key Applications',
  explore: 'Explore Solutions',
  customQuote: 'Get Custom Quote',
  previous: 'Previous industry',
  next: 'Next industry',
  pause: 'Pause rotation',
  play: 'Resume rotation',
  /** Accessible name of a selector dot. */
  show: (title: string) => `Show ${title}`,
} as const

/**
 * News & Events: the three home items, same objects as the articles (docs/product.md §2.3; docs/design.md decision 3).
 */
export const newsSection = {
  title: sharedLabels.newsAndEvents,
  intro: 'Launches, projects and where to meet our engineers.',
  readMore: 'Read more',
  viewAll: { label: 'View All News & Events', href: routes.news } satisfies LinkItem,
} as const

/** Why Choose: four stats and three calls to action (docs/product.md §2.3 and §9). */
export const whyChoose = {
  title: (companyName: string = siteDefaults.name) => `Why Choose ${companyName}`,
  intro:
    'We do more than import equipment: we calibrate it, train the people who use it, run the ' +
    'reference network it connects to, and repair it in Kabul when it fails.',
  stats: [
    { value: '500+', label: 'Clients', detail: 'Survey firms, contractors, mines, ministries and NGOs' },
    { value: '50+', label: 'Countries', detail: 'Where our equipment lines are built and used' },
    { value: '99.9%', label: 'Precision', detail: 'Fixed-solution availability on our RTK network, 2025' },
    { value: supportAvailability, label: 'Support', detail: 'Technical support line for field crews' },
  ] satisfies readonly Stat[],
  points: [
    {
      title: 'Stock and spares in Kabul',
      text:
        'Receivers, antennas, batteries and cables held in-country, so a broken part is replaced in ' +
        'days, not shipped for weeks.',
    },
    {
      title: 'Calibration and repair',
      text:
        'Instrument checks on our calibration baseline and repairs by trained technicians, with a report ' +
        'for your quality records.',
    },
    {
      title: 'Training in Dari and Pashto',
      text: 'Field and office training for surveyors, operators and engineers, on your equipment and your data.',
    },
  ],
  ctas: [
    { label: 'About Us', href: routes.about, variant: 'outline' },
    { label: 'Contact Sales', href: routes.contact, variant: 'hero' },
    { label: 'Browse Products', href: routes.products, variant: 'outline' },
  ] satisfies readonly ButtonLink[],
} as const

/** Small labels above the home section headings (site engineer's addition; no spec strings). */
export const homeEyebrows = {
  featured: 'From the catalogue',
  solutions: 'Equipment families',
  industries: 'Industries',
  news: 'Latest',
  whyChoose: 'Why us',
} as const
