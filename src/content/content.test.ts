/**
 * Content modules against the spec: constants, exact strings, link targets, images and voice.
 * Run: npx vitest run src/content
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as lucide from 'lucide-react'
import { describe, expect, it } from 'vitest'

import { DEFAULT_SORT, sortOptions } from '@/lib/catalogue/product-list-params'

import { HERO_AUTOPLAY_MS } from '@/components/site/home/hero'
import { INDUSTRY_ROTATION_MS } from '@/components/site/home/industries'
import * as contactDetails from '@/lib/contact-details'
import { DEFAULT_PRODUCT_TAB } from '@/lib/catalogue/product-tabs'
import { ownValue } from '@/lib/own-value'

import * as aboutModule from './about'
import * as catalogue from './catalogue'
import * as contact from './contact'
import * as homeModule from './home'
import * as labels from './labels'
import * as navigation from './navigation'
import * as news from './news'
import * as notFound from './not-found'
import * as offices from './offices'
import * as productsIndex from './products-index'
import * as routesModule from '@/lib/routes'
import * as site from './site'
import * as solutionsModule from './solutions'
import * as types from './types'

const { BUILT_IN_CATEGORY_SLUGS, CONTACT_SUBJECTS, CONTACT_TOPICS, SOLUTION_SLUGS, contactHref } = routesModule

/** The seed catalogue's category slugs: the copy's links point into the seeded tree (staff may change it later). */
const CATALOGUE_CATEGORY_SLUGS: string[] = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../catalogue/seed/catalogue.json'), 'utf8'),
).categories.map((c: { slug: string }) => c.slug)

/**
 * The pages' sections are content entries now (docs/decisions/044-site-content-in-the-database.md), seeded from
 * catalogue/seed/content.json: they are checked here as they were in the modules, beside the copy around them.
 */
const seedPages: Record<string, Record<string, unknown>> = Object.fromEntries(
  (
    JSON.parse(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../catalogue/seed/content.json'), 'utf8'),
    ) as { entries: { kind: string; slug: string; fields: Record<string, unknown> }[] }
  ).entries
    .filter((entry) => entry.kind === 'page')
    .map((entry) => [entry.slug, entry.fields]),
)
const homePage = seedPages.home as unknown as homeModule.HomePageContent
const aboutPage = seedPages.about as unknown as aboutModule.AboutPageContent
const home = {
  ...homeModule,
  heroSlides: homePage.heroSlides,
  industries: homePage.industries.items,
  whyChoose: { ...homeModule.whyChoose, ...homePage.whyChoose },
  newsSection: { ...homeModule.newsSection, title: homePage.news.title, intro: homePage.news.intro },
  featuredSection: { ...homeModule.featuredSection, ...homePage.featured },
}
const about = {
  ...aboutModule,
  aboutHero: { ...aboutModule.aboutHero, ...aboutPage.hero },
  mission: aboutPage.mission,
  whatWeProvide: aboutPage.whatWeProvide,
  values: aboutPage.values,
  timeline: aboutPage.timeline,
  aboutStats: aboutPage.stats,
  aboutCta: aboutPage.cta,
}
const solutions = {
  ...solutionsModule,
  solutionsIndex: {
    ...solutionsModule.solutionsIndex,
    ...(seedPages.solutions as unknown as solutionsModule.SolutionsIndexContent),
  },
  solutionPages: Object.fromEntries(
    routesModule.SOLUTION_SLUGS.map((slug) => [slug, { slug, ...seedPages[slug] } as solutionsModule.SolutionPage]),
  ) as Record<routesModule.SolutionSlug, solutionsModule.SolutionPage>,
}

const modules = {
  about,
  catalogue,
  contact,
  home,
  labels,
  navigation,
  news,
  notFound,
  offices,
  productsIndex,
  routes: routesModule,
  site,
  solutions,
  types,
}

const contentDir = dirname(fileURLToPath(import.meta.url))

// ---------------------------------------------------------------------------------------------------------------
// Helpers

interface Found {
  path: string
  key: string
  value: unknown
  parent: Record<string, unknown>
}

/** Every (key, value) reachable from the modules' exported data, with its path; functions are not called. */
function walk(): Found[] {
  const out: Found[] = []
  const seen = new WeakSet<object>()
  const visit = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}.${key}`
      out.push({ path: childPath, key, value: child, parent: value as Record<string, unknown> })
      visit(child, childPath)
    }
  }
  for (const [name, mod] of Object.entries(modules)) visit({ ...mod }, name)
  return out
}

const everything = walk()
const allStrings = everything.filter((f): f is Found & { value: string } => typeof f.value === 'string')

/** Article slugs are part of the route table (docs/design.md decision 3): the seed's articles, which copy may name. */
const articleSlugs = (
  JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../catalogue/seed/content.json'), 'utf8'),
  ) as {
    entries: { kind: string; slug: string }[]
  }
).entries
  .filter((entry) => ['news', 'event', 'case-study'].includes(entry.kind))
  .map((entry) => entry.slug)

/**
 * Valid route patterns: docs/product.md §2.1 route table as changed by docs/design.md decisions 1 to 3. The spec's
 * /products/{category} and /category/{slug} stay valid (they redirect), but content should use canonical URLs.
 */
const routePatterns: RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/contact$/,
  /^\/products$/,
  new RegExp(`^/products/(${BUILT_IN_CATEGORY_SLUGS.join('|')})$`),
  new RegExp(`^/products/category/(${CATALOGUE_CATEGORY_SLUGS.join('|')})$`),
  new RegExp(`^/category/(${CATALOGUE_CATEGORY_SLUGS.join('|')})$`),
  /^\/product\/[a-z0-9]+(-[a-z0-9]+)*$/,
  /^\/solutions$/,
  new RegExp(`^/solutions/(${SOLUTION_SLUGS.join('|')})$`),
  /^\/news$/,
  new RegExp(`^/news/(${articleSlugs.join('|')})$`),
  /^\/quote$/,
  // The service desk (docs/service-desk.md).
  /^\/service$/,
  /^\/service\/status$/,
  /^\/warranty$/,
  // The support library (docs/support-library.md).
  /^\/support$/,
  // What the owner's figures count (docs/figures.md).
  /^\/privacy$/,
]

/** True when `href` is an internal link to a route of the table, with a valid contact prefill query if any. */
function isValidInternalHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const url = new URL(href, 'https://example.invalid')
  if (url.hash) return false
  if (!routePatterns.some((re) => re.test(url.pathname))) return false
  if (url.search === '') return true
  // Only the contact page takes a query (docs/design.md decision 5); keys and values are fixed.
  if (url.pathname !== '/contact') return false
  for (const [key, value] of url.searchParams) {
    if (key === 'subject' && (CONTACT_SUBJECTS as readonly string[]).includes(value)) continue
    if (key === 'topic' && (CONTACT_TOPICS as readonly string[]).includes(value)) continue
    if (key === 'product' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) continue
    return false
  }
  return true
}

function sentences(text: string): number {
  return text.split(/(?<=[.?])\s+(?=[A-Z])/).length
}

/** Content source without comments, to count literal occurrences of spec strings. */
const sources = readdirSync(contentDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file,
    code: readFileSync(join(contentDir, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  }))

function literalCount(text: string): number {
  let count = 0
  for (const { code } of sources) {
    for (const quote of ["'", '"', '`']) count += code.split(`${quote}${text}${quote}`).length - 1
  }
  return count
}

// ---------------------------------------------------------------------------------------------------------------

describe('spec constants (docs/product.md §9)', () => {
  it('hero autoplay and industry rotation', () => {
    expect(HERO_AUTOPLAY_MS).toBe(5000)
    expect(INDUSTRY_ROTATION_MS).toBe(6000)
  })

  it('reply promise and business hours', () => {
    expect(contactDetails.REPLY_WITHIN_HOURS).toBe(24)
    expect(site.businessHoursText).toBe('Sat-Thu 8:00 AM to 5:00 PM AFT')
    expect(contact.contactToasts.success.title).toBe('Message Sent Successfully!')
    expect(contact.contactToasts.success.text(contactDetails.REPLY_WITHIN_HOURS)).toBe(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    )
    // The promise is the contact settings' number of hours wherever it is stated.
    expect(site.replyPromise(48)).toBe("We'll get back to you within 48 hours.")
  })

  it('static figures', () => {
    const pairs = (stats: readonly types.Stat[]) => stats.map((s) => `${s.value} ${s.label.toLowerCase()}`)
    expect(pairs(home.whyChoose.stats)).toEqual(['500+ clients', '50+ countries', '99.9% precision', '24/7 support'])
    expect(pairs(about.aboutStats)).toEqual(['2012 founded', '1000+ professionals', '20+ sectors', '24/7 support'])
    expect(pairs(solutions.solutionsIndex.trusted.stats)).toEqual([
      '150+ projects',
      '200+ installations',
      '500+ companies',
      '1000+ farms',
    ])
    expect(solutions.solutionsIndex.reliability).toMatchObject({ label: 'Solution Reliability', value: '99.9%' })
  })
})

describe('home (docs/product.md §2.3)', () => {
  it('has six industries in the spec order, slugs are lowercase titles with hyphens', () => {
    expect(home.industries.map((i) => i.title)).toEqual([
      'Construction',
      'Agriculture',
      'Transportation',
      'Aviation',
      'Marine',
      'Surveying',
    ])
    for (const industry of home.industries) {
      expect(industry.slug).toBe(industry.title.toLowerCase().replace(/\s+/g, '-'))
      expect(industry.applications).toHaveLength(4)
      expect(industry.exploreHref).toBe(`/solutions/${industry.slug}`)
      expect(industry.quoteHref).toBe('/contact?subject=quote-request')
    }
    expect(home.industriesSection.explore).toBe('Explore Solutions')
    expect(home.industriesSection.customQuote).toBe('Get Custom Quote')
  })

  it('hero has 3 slides whose buttons cover every spec destination, distributed as briefed', () => {
    expect(home.heroSlides).toHaveLength(3)
    const hrefs = home.heroSlides.map((s) => s.buttons.map((b) => b.href))
    expect(hrefs).toEqual([
      ['/products/category/gnss-receivers', '/contact'],
      ['/products/category/3d-scanners', '/products'],
      ['/product/k8-gnss-module', '/contact'],
    ])
    const labelsByHref = new Map(home.heroSlides.flatMap((s) => s.buttons.map((b) => [b.href, b.label] as const)))
    expect(labelsByHref.get('/contact')).toBe('Get Quote')
    expect(labelsByHref.get('/product/k8-gnss-module')).toBe('View Product Detail')
  })

  it('news section: a heading and a link to the listing (the items are the newest articles)', () => {
    expect(home.newsSection.viewAll).toEqual({ label: 'View All News & Events', href: '/news' })
  })

  it('why choose links to /about, /contact and /products', () => {
    expect(home.whyChoose.ctas.map((c) => c.href)).toEqual(['/about', '/contact', '/products'])
  })
})

describe('links', () => {
  it('every internal href starts with / and points to a route in the route table', () => {
    const hrefs = everything.filter(
      (f) => typeof f.value === 'string' && (/href$/i.test(f.key) || f.key === 'link' || f.key === 'href'),
    )
    expect(hrefs.length).toBeGreaterThan(60)
    for (const { path, value } of hrefs) expect(isValidInternalHref(value as string), `${path} = ${value}`).toBe(true)
  })

  it('every string that looks like a path is an image or a valid route', () => {
    for (const { path, value } of allStrings) {
      if (!value.startsWith('/')) continue
      if (value.startsWith('/images/')) continue
      expect(isValidInternalHref(value), `${path} = ${value}`).toBe(true)
    }
  })

  it('href builders and functions produce valid routes', () => {
    const built = [
      contactHref(),
      contactHref({ subject: 'quote-request' }),
      contactHref({ subject: 'product-inquiry', topic: 'demo' }),
      catalogue.productDetail.contact.requestQuoteHref('k8-gnss-module'),
      ...CATALOGUE_CATEGORY_SLUGS.map(routesModule.categoryHref),
      ...SOLUTION_SLUGS.map(routesModule.solutionHref),
    ]
    for (const href of built) expect(isValidInternalHref(href), href).toBe(true)
    expect(contactHref({ subject: 'quote-request' })).toBe('/contact?subject=quote-request')
    expect(catalogue.productDetail.contact.requestQuoteHref('k8-gnss-module')).toBe(
      '/contact?subject=quote-request&product=k8-gnss-module',
    )
  })

  it('navigation: canonical category URLs, four solution pages, mobile Solutions to /solutions', () => {
    // The Products column lists the catalogue's families from the category tree (src/lib/catalogue/families.ts).
    const [solutionsCol, company] = navigation.footer.columns
    expect(navigation.footer.products.allProducts.href).toBe('/products')
    const solutionHrefs = [
      '/solutions/surveying',
      '/solutions/construction',
      '/solutions/agriculture',
      '/solutions/mining',
    ]
    expect(solutionsCol?.links.map((l) => l.href)).toEqual(solutionHrefs)
    expect(navigation.header.solutionsMenu.items.map((l) => l.href)).toEqual(solutionHrefs)
    expect(company?.links.map((l) => l.href)).toEqual(['/about', '/contact', '/news', '/privacy'])
    expect(navigation.header.quote).toEqual({ label: 'Get Quote', href: '/contact' })
    expect(navigation.mobileMenu.solutions.href).toBe('/solutions')
    expect(navigation.header.productsMenu.categoryHref('rtk-rovers')).toBe('/products/category/rtk-rovers')
    expect(navigation.footer.legal(2026)).toBe('© 2026 Meridian Geosystems. All rights reserved.')
  })

  it('solutions index and CTA targets', () => {
    expect(solutions.solutionsIndex.industries.map((i) => [i.title, i.href])).toEqual([
      ['Surveying & Mapping', '/solutions/surveying'],
      ['Construction', '/solutions/construction'],
      ['Precision Agriculture', '/solutions/agriculture'],
      ['Mining & Safety', '/solutions/mining'],
    ])
    const [speak, demo] = solutions.solutionsIndex.cta.buttons
    expect(speak).toMatchObject({ label: 'Speak with Expert', href: '/contact' })
    expect(demo).toMatchObject({ label: 'Schedule Demo', href: '/contact?subject=product-inquiry&topic=demo' })
  })
})

describe('images', () => {
  const images = everything.filter(
    (f) => typeof f.value === 'object' && f.value !== null && typeof (f.value as { src?: unknown }).src === 'string',
  )

  it('every image has a /images/ path, integer width and height, and alt text', () => {
    expect(images.length).toBeGreaterThan(20)
    for (const { path, value } of images) {
      const image = value as Record<string, unknown>
      expect(image.src, path).toMatch(/^\/images\/[a-z0-9/-]+\.(svg|webp)$/)
      expect(Number.isInteger(image.width) && (image.width as number) > 0, path).toBe(true)
      expect(Number.isInteger(image.height) && (image.height as number) > 0, path).toBe(true)
      // Variants carry a MIME type instead of alt; every other image needs real alt text.
      if (!('type' in image)) expect(String(image.alt).length, path).toBeGreaterThan(10)
    }
  })

  it('paths and sizes match the generated image set', () => {
    const expected: Record<string, [number, number]> = {
      '/images/hero/slide-1.svg': [1600, 900],
      '/images/hero/slide-1-800.webp': [800, 450],
      '/images/hero/slide-1-1600.webp': [1600, 900],
      '/images/hero/slide-2.svg': [1600, 900],
      '/images/hero/slide-3.svg': [1600, 900],
      '/images/news/k8-series-launch.svg': [1200, 675],
      '/images/news/construction-partnership.svg': [1200, 675],
      '/images/news/geospatial-expo-kabul.svg': [1200, 675],
      '/images/about/mission.svg': [1200, 675],
      ...Object.fromEntries(SOLUTION_SLUGS.map((s) => [`/images/solutions/${s}.svg`, [1200, 675]])),
      ...Object.fromEntries(['gnss', 'scanner', 'radar', 'oem'].map((n) => [`/images/fallback/${n}.svg`, [1200, 900]])),
    }
    for (const { path, value } of images) {
      const { src, width, height } = value as { src: string; width: number; height: number }
      expect(expected[src], `${path}: ${src}`).toEqual([width, height])
    }
  })
})

describe('exact strings (docs/product.md §2, §5, §8)', () => {
  it('navigation and 404', () => {
    expect(navigation.header.productsMenu).toMatchObject({
      label: 'Products',
      refresh: 'Refresh',
      loading: 'Loading...',
      empty: 'No categories available',
      viewAll: { label: 'View All Products', href: '/products' },
    })
    expect(notFound.notFoundPage).toMatchObject({
      code: '404',
      title: 'Oops! Page not found',
      home: { label: 'Return to Home', href: '/' },
    })
  })

  it('contact form labels and subjects', () => {
    const f = contact.contactForm.fields
    expect([f.name, f.email, f.company, f.phone, f.subject, f.message].map((x) => x.label)).toEqual([
      'Full Name',
      'Email Address',
      'Company',
      'Phone Number',
      'Subject',
      'Message',
    ])
    expect(Object.keys(contact.contactSubjectLabels)).toEqual([
      'product-inquiry',
      'technical-support',
      'quote-request',
      'partnership',
      'other',
    ])
    expect(contact.supportBanner.callLabel).toBeTruthy()
    expect(contact.supportBanner.emailLabel).toBeTruthy()
  })

  it('offices section: title, head-office badge and the labels of each line', () => {
    expect(offices.officesSection.labels).toEqual({
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      hours: 'Hours',
    })
    expect(offices.officesSection.headOfficeBadge).toBe('Head Office')
  })

  it('products index', () => {
    expect(productsIndex.productsHero.title).toBe('Professional Products')
    expect(productsIndex.fallbackCategories.map((c) => [c.name, c.slug, c.link])).toEqual([
      ['GNSS Receivers', 'gnss-receivers', '/products/category/gnss-receivers'],
      ['3D Laser Scanners', '3d-scanners', '/products/category/3d-scanners'],
      ['Radar Monitoring', 'radar-monitoring', '/products/category/radar-monitoring'],
      ['OEM Boards & Modules', 'oem-boards', '/products/category/oem-boards'],
    ])
    expect(productsIndex.technicalExcellence.specs.map((s) => [s.label, s.value])).toEqual([
      ['Accuracy', 'sub-centimeter precision'],
      ['Update Rate', 'up to 50Hz'],
      ['Constellations', 'GPS/GLONASS/Galileo/BeiDou'],
      ['Operating Temperature', '-40°C to +65°C'],
    ])
    expect(productsIndex.productsGrid.error('HTTP error! status: 500')).toBe(
      'Error loading products: HTTP error! status: 500',
    )
    expect(productsIndex.productsGrid.retryHint).not.toMatch(/3001|admin/i)
    expect(productsIndex.productCard).toMatchObject({
      featured: 'Featured',
      defaultCategory: 'Product',
      viewDetails: 'View Details',
    })
  })

  it('category listing and product detail', () => {
    const c = catalogue.categoryListing
    expect(c.count(3)).toBe('3 product(s) found')
    expect(c.whyChooseTitle('GNSS Receivers')).toBe('Why Choose Our GNSS Receivers?')
    expect(c.whyChooseCards.map((w) => w.title)).toEqual(['High Precision', 'Professional Grade', 'Easy Integration'])
    expect(sortOptions(labels.sortLabels).map((o) => [o.label, o.value])).toEqual([
      ['Name', 'name'],
      ['Price', 'price'],
      ['Newest', 'created_at'],
    ])
    expect(DEFAULT_SORT).toBe('name')
    const d = catalogue.productDetail
    expect(d.tabs.map((t) => t.label)).toEqual(['Introduction', 'Specifications', 'Downloads', 'Get Information'])
    expect(DEFAULT_PRODUCT_TAB).toBe('introduction')
    expect(d.introduction.galleryNumber(3)).toBe('03')
    expect(d.introduction.galleryCounter(2, 3)).toBe('2 / 3')
    expect(d.breadcrumb.home.label).toBe('Home')
  })

  it('each distinctive spec string is written exactly once in the content source', () => {
    // The pages' sections (hero buttons, figures, headings) are in the seed content file now; the page schema's tests
    // and the seed import hold them (src/lib/content/pages.test.ts).
    const once = [
      'View All Products',
      'Refresh',
      'Loading...',
      'No categories available',
      'Get Quote',
      'Explore Solutions',
      'Get Custom Quote',
      'View All News & Events',
      'Professional Solutions',
      'Professional Products',
      'Technical Excellence',
      'sub-centimeter precision',
      'up to 50Hz',
      'GPS/GLONASS/Galileo/BeiDou',
      '-40°C to +65°C',
      'Need Custom Solutions?',
      'Download Specifications',
      'Our Products',
      'Loading products...',
      'No products found.',
      'Featured',
      'Product',
      'View Details',
      'Learn More',
      'Loading Category...',
      'Category Not Found',
      'Back to All Products',
      'Search products...',
      'Sort by',
      'No products found',
      'Try adjusting your search criteria.',
      'No products available in this category yet.',
      'High Precision',
      'Professional Grade',
      'Easy Integration',
      'Loading Product...',
      'Error Loading Product',
      'Failed to load product details',
      'Back to Products',
      'Product Not Found',
      "The product you're looking for doesn't exist or has been removed.",
      'Get Information',
      'Download Datasheet',
      'Key Features',
      'Product Highlights',
      'Technology Features',
      'Advanced Technology',
      'Contact Sales Team',
      'Request Quote',
      'Home',
      'Explore Solution',
      'Solution category not found',
      'Contact Our Experts',
      '404',
      'Oops! Page not found',
      'Return to Home',
      'Message Sent Successfully!',
      'Full Name',
      'Email Address',
      'Phone Number',
      'Subject',
      'Message',
      'Sat-Thu 8:00 AM to 5:00 PM AFT',
      'Surveying & Mapping',
      'Precision Agriculture',
      'Mining & Safety',
      'GNSS Receivers',
      '3D Laser Scanners',
      'Radar Monitoring',
      'OEM Boards & Modules',
      'Newest',
      'News & Events',
    ]
    // Figures such as 500+ (clients, companies) and 99.9% (precision, reliability) are different facts that
    // happen to share a value, so they are not in this list.
    const wrong = once.filter((text) => literalCount(text) !== 1).map((text) => `${text}: ${literalCount(text)}`)
    expect(wrong).toEqual([])
  })
})

describe('solution pages (docs/design.md decision 2)', () => {
  it('seven pages with the briefed amounts of content', () => {
    expect(Object.keys(solutions.solutionPages)).toEqual([...SOLUTION_SLUGS])
    for (const [slug, page] of Object.entries(solutions.solutionPages)) {
      expect(page.slug).toBe(slug)
      expect(sentences(page.description), `${slug} description`).toBeGreaterThanOrEqual(2)
      expect(sentences(page.description), `${slug} description`).toBeLessThanOrEqual(3)
      expect(page.benefits.length, slug).toBeGreaterThanOrEqual(4)
      expect(page.benefits.length, slug).toBeLessThanOrEqual(6)
      expect(page.applications.length, slug).toBeGreaterThanOrEqual(6)
      expect(page.applications.length, slug).toBeLessThanOrEqual(8)
      expect(page.workflow.steps.length, slug).toBeGreaterThanOrEqual(3)
      expect(page.workflow.steps.length, slug).toBeLessThanOrEqual(4)
      expect(page.categorySlugs.length, slug).toBeGreaterThan(0)
      expect(new Set(page.categorySlugs).size, slug).toBe(page.categorySlugs.length)
      for (const category of page.categorySlugs) expect(CATALOGUE_CATEGORY_SLUGS).toContain(category)
      expect(page.meta.description.length, slug).toBeLessThanOrEqual(170)
    }
    expect(ownValue(solutions.solutionPages, 'surveying')?.title).toBe('Surveying & Mapping')
    expect(ownValue(solutions.solutionPages, 'toString')).toBeUndefined()
    expect(ownValue(solutions.solutionPages, 'unknown')).toBeUndefined()
  })

  it('index cards carry 3 to 4 benefits and 4 applications', () => {
    for (const card of solutions.solutionsIndex.industries) {
      expect(card.benefits.length).toBeGreaterThanOrEqual(3)
      expect(card.benefits.length).toBeLessThanOrEqual(4)
      expect(card.applications).toHaveLength(4)
    }
  })
})

describe('voice and safety (docs/design.md "Brand")', () => {
  it('no exclamation marks outside the spec strings', () => {
    const allowed = ['Message Sent Successfully!', 'Oops! Page not found']
    for (const { path, value } of allStrings) {
      if (allowed.includes(value)) continue
      expect(value.includes('!'), `${path}: ${value}`).toBe(false)
    }
  })

  it('no literal placeholders and no real manufacturer names', () => {
    const manufacturers = [
      ...['Trimble', 'Leica', 'Topcon', 'Septentrio', 'u-?blox', 'DJI', 'Emlid', 'CHC', 'Hi-Target', 'Riegl'],
      ...['Faro', 'GroundProbe', 'NovAtel', 'Sokkia', 'Spectra', 'Stonex', 'Javad', 'Hexagon', 'IDS GeoRadar'],
    ]
    const banned = new RegExp(`\\{(email|phone|token|message)\\}|\\b(${manufacturers.join('|')})\\b`, 'i')
    for (const { path, value } of allStrings) expect(banned.test(value), `${path}: ${value}`).toBe(false)
  })

  it('meta short description fits search snippets', () => {
    expect(site.siteDefaults.shortDescription.length).toBeLessThanOrEqual(160)
  })

  it('every icon name is a lucide-react export', () => {
    const icons = everything.filter((f) => f.key === 'icon' && typeof f.value === 'string')
    expect(icons.length).toBeGreaterThan(20)
    for (const { path, value } of icons) {
      expect(types.ICON_NAMES, path).toContain(value)
    }
    for (const name of types.ICON_NAMES) expect(lucide[name], name).toBeDefined()
  })

  it('contact helpers produce dialable links', () => {
    expect(contactDetails.telHref(contactDetails.defaultContact.salesPhone)).toBe('tel:+93202301450')
    expect(contactDetails.whatsappHref(contactDetails.defaultContact.whatsappNumber)).toBe('https://wa.me/93799002400')
    expect(contactDetails.mailtoHref('a@b.af', 'Technical support request')).toBe(
      'mailto:a@b.af?subject=Technical%20support%20request',
    )
  })
})
