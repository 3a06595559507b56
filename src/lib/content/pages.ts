/**
 * The pages' structured sections (docs/decisions/044-site-content-in-the-database.md): each page entry (kind `page`)
 * is described once here, as a tree of fields. The description gives the zod schema the staff form and the server
 * share, the shape a translation may take (its text leaves only), and drives the one generic section editor. Never
 * free HTML: the layout, the byte budgets and the right-to-left rules keep holding.
 */
import { z } from 'zod'

import { SOLUTION_SLUGS } from '@/lib/routes'
import { siteImage } from './kinds'
import { linkKind } from './links'

/** One field of a page's description. `text` and `long` are translated; the rest are the same in every language. */
export type PageField =
  | { type: 'text'; label: string; max: number; optional?: boolean }
  | { type: 'long'; label: string; max: number }
  | { type: 'code'; label: string; pattern: RegExp; hint: string }
  | { type: 'choice'; label: string; options: readonly string[] }
  | { type: 'number'; label: string; min: number; max: number }
  | { type: 'link'; label: string }
  | { type: 'image'; label: string }
  /** A news item, event or case study, by its slug, chosen from the site's articles. */
  | { type: 'article'; label: string }
  | { type: 'group'; label: string; fields: Record<string, PageField> }
  | { type: 'list'; label: string; of: PageField; min: number; max: number; itemLabel: string }

const text = (label: string, max = 120): PageField => ({ type: 'text', label, max })
const long = (label: string, max = 600): PageField => ({ type: 'long', label, max })
const group = (label: string, fields: Record<string, PageField>): PageField => ({ type: 'group', label, fields })
const list = (label: string, itemLabel: string, of: PageField, min: number, max: number): PageField => ({
  type: 'list',
  label,
  itemLabel,
  of,
  min,
  max,
})
const link = (label: string): PageField => ({ type: 'link', label })
const image = (label = 'Image'): PageField => ({ type: 'image', label })
const icon: PageField = { type: 'code', label: 'Icon', pattern: /^[A-Z][A-Za-z0-9]{1,40}$/, hint: 'An icon name' }
const slugCode = (label: string): PageField => ({
  type: 'code',
  label,
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  hint: 'Lowercase letters, digits and hyphens',
})

export const BUTTON_VARIANTS = ['hero', 'default', 'outline', 'secondary'] as const
const button = group('Button', {
  label: text('Label', 60),
  href: link('Link'),
  variant: { type: 'choice', label: 'Style', options: BUTTON_VARIANTS },
})
const stat = group('Figure', {
  value: text('Value', 20),
  label: text('Label', 40),
  detail: { type: 'text', label: 'Detail', max: 120, optional: true },
})
const titled = (label: string) => group(label, { title: text('Title', 120), text: long('Text', 400) })
const titledWithIcon = (label: string) => group(label, { title: text('Title', 120), text: long('Text', 400), icon })
const solutionSlug: PageField = { type: 'choice', label: 'Solution', options: SOLUTION_SLUGS }

/** An industry as the home page and the solutions index both show it (each adds its own links). */
const industry: Record<string, PageField> = {
  slug: solutionSlug,
  title: text('Title', 60),
  description: long('Description', 400),
  applications: list('Key applications', 'Application', text('Application', 120), 4, 4),
  icon,
  image: image(),
}

/** How the home page's news section picks its items. */
export const NEWS_MODES = ['latest', 'pinned'] as const
/** docs/product.md §2.3: three news items on the home page. */
export const HOME_NEWS_ITEMS = 3

const home = group('Home page', {
  heroSlides: list(
    'Hero slides',
    'Slide',
    group('Slide', {
      id: slugCode('Slide id'),
      eyebrow: text('Eyebrow', 60),
      title: text('Title', 120),
      text: long('Text', 400),
      image: image(),
      buttons: list('Buttons', 'Button', button, 1, 2),
    }),
    1,
    5,
  ),
  featured: group('Featured products', { title: text('Heading', 80), intro: long('Intro', 300) }),
  industries: group('Industries', {
    title: text('Heading', 80),
    intro: long('Intro', 300),
    items: list(
      'Industries',
      'Industry',
      group('Industry', { ...industry, exploreHref: link('Explore link'), quoteHref: link('Quote link') }),
      1,
      8,
    ),
  }),
  news: group('News and events', {
    title: text('Heading', 80),
    intro: long('Intro', 300),
    mode: { type: 'choice', label: 'Items shown', options: NEWS_MODES },
    pinned: list('Pinned articles', 'Article', { type: 'article', label: 'Article' }, 0, HOME_NEWS_ITEMS),
  }),
  whyChoose: group('Why choose us', {
    intro: long('Intro', 400),
    stats: list('Figures', 'Figure', stat, 1, 6),
    points: list('Points', 'Point', titled('Point'), 1, 6),
    ctas: list('Buttons', 'Button', button, 1, 3),
  }),
})

const about = group('About page', {
  hero: group('Hero', { intro: long('Intro', 400) }),
  mission: group('Mission', { title: text('Heading', 80), text: long('Text', 600), image: image() }),
  whatWeProvide: group('What we provide', {
    title: text('Heading', 80),
    items: list('Items', 'Item', titledWithIcon('Item'), 1, 12),
  }),
  values: group('Values', { title: text('Heading', 80), items: list('Values', 'Value', titled('Value'), 1, 12) }),
  timeline: group('Timeline', {
    title: text('Heading', 80),
    milestones: list(
      'Milestones',
      'Milestone',
      group('Milestone', { year: text('Year', 12), title: text('Title', 120), text: long('Text', 400) }),
      1,
      20,
    ),
  }),
  stats: list('Figures', 'Figure', stat, 1, 6),
  cta: group('Call to action', {
    title: text('Heading', 120),
    text: long('Text', 400),
    links: list('Buttons', 'Button', button, 1, 3),
  }),
})

const solutionsIndex = group('Solutions index', {
  hero: group('Hero', { title: text('Heading', 80), intro: long('Intro', 400) }),
  industries: list(
    'Industries',
    'Industry',
    group('Industry', {
      ...industry,
      benefits: list('Key benefits', 'Benefit', text('Benefit', 160), 1, 6),
      href: link('Link'),
    }),
    1,
    8,
  ),
  reliability: group('Reliability bar', {
    label: text('Label', 60),
    value: text('Value', 20),
    percent: { type: 'number', label: 'Percent', min: 0, max: 100 },
  }),
  moreIndustries: group('More industries', {
    title: text('Heading', 80),
    links: list('Links', 'Link', group('Link', { label: text('Label', 60), href: link('Link') }), 0, 8),
  }),
  trusted: group('Trusted by', { title: text('Heading', 80), stats: list('Figures', 'Figure', stat, 1, 6) }),
  cta: group('Call to action', {
    title: text('Heading', 120),
    text: long('Text', 400),
    buttons: list('Buttons', 'Button', button, 1, 3),
  }),
})

const solutionPage = group('Solution page', {
  title: text('Title', 60),
  subtitle: text('Subtitle', 160),
  description: long('Description', 900),
  heroImage: image('Hero image'),
  benefits: list('Benefits', 'Benefit', titledWithIcon('Benefit'), 1, 8),
  applications: list('Applications', 'Application', titled('Application'), 1, 10),
  workflow: group('Workflow', { title: text('Heading', 120), steps: list('Steps', 'Step', titled('Step'), 1, 6) }),
  categorySlugs: list('Catalogue categories', 'Category', slugCode('Category slug'), 0, 16),
  meta: group('Search engines', { title: text('Page title', 70), description: long('Description', 200) }),
})

/** The page entries: their slugs, in the list's order, with their titles in the staff panel. */
export const PAGE_SLUGS = ['home', 'about', 'solutions', ...SOLUTION_SLUGS] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]

export const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug)

/** The description of the page `slug` (a solution slug is a solution page). */
export function pageDescription(slug: PageSlug): Extract<PageField, { type: 'group' }> {
  const field = slug === 'home' ? home : slug === 'about' ? about : slug === 'solutions' ? solutionsIndex : solutionPage
  return field as Extract<PageField, { type: 'group' }>
}

/** The page's title in the staff panel. */
export function pageTitle(slug: PageSlug): string {
  if (slug === 'home') return 'Home page'
  if (slug === 'about') return 'About page'
  if (slug === 'solutions') return 'Solutions index'
  return `Solution: ${slug.charAt(0).toUpperCase()}${slug.slice(1)}`
}

/** The zod schema of one field (English: every required text present). */
export function fieldSchema(field: PageField): z.ZodType {
  switch (field.type) {
    case 'text':
    case 'long': {
      const base = z
        .string()
        .trim()
        .max(field.max, { error: `At most ${field.max} characters.` })
      if (field.type === 'text' && field.optional) return base.optional()
      return base.min(1, { error: `Enter the ${field.label.toLowerCase()}.` })
    }
    case 'code':
      return z
        .string()
        .trim()
        .regex(field.pattern, { error: `${field.hint}.` })
    case 'article':
      return z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Choose an article.' })
    case 'choice':
      return z.enum(field.options as [string, ...string[]], { error: `Choose one of: ${field.options.join(', ')}.` })
    case 'number':
      return z.coerce.number().min(field.min).max(field.max)
    case 'link':
      return z
        .string()
        .trim()
        .refine((href) => linkKind(href) !== null, {
          error: 'A link to a page of this site (/contact), a web address (https://…), mailto: or tel:.',
        })
    case 'image':
      return z.object({
        src: siteImage('Choose an uploaded image.'),
        width: z.coerce.number().int().min(1).max(10000),
        height: z.coerce.number().int().min(1).max(10000),
        alt: z
          .string()
          .trim()
          .min(1, { error: 'Enter the image description (alt text).' })
          .max(300, { error: 'At most 300 characters.' }),
        variants: z
          .array(
            z.object({
              src: siteImage(),
              width: z.number().int().min(1),
              height: z.number().int().min(1),
              type: z.literal('image/webp'),
            }),
          )
          .max(4)
          .optional(),
      })
    case 'group':
      return z.object(Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, fieldSchema(f)])))
    case 'list':
      return z
        .array(fieldSchema(field.of))
        .min(field.min, { error: `At least ${field.min} ${field.itemLabel.toLowerCase()}(s).` })
        .max(field.max, { error: `At most ${field.max} ${field.itemLabel.toLowerCase()}(s).` })
  }
}

/** The schema of a page's English fields. */
export const pageFieldsSchema = (slug: PageSlug) => fieldSchema(pageDescription(slug)) as z.ZodType<PageFields>

export type PageFields = Record<string, unknown>
