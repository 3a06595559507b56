/**
 * What each kind of content entry holds, as zod schemas the staff forms and the server's save share
 * (docs/decisions/044-site-content-in-the-database.md): validate at the edge, once, and reuse the schema. The English
 * fields must be complete; a translation has the same shape with every field optional (what is missing shows in
 * English).
 */
import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import { siteImageSrc } from './image-src'
import { linkKind } from './links'
import { sanitizeRichText, type RichDoc } from './rich-text'

/** The kinds of article the news area lists, in the type filter's order. */
export const ARTICLE_TYPES = ['news', 'event', 'case-study'] as const
export type ArticleType = (typeof ARTICLE_TYPES)[number]

/** The slug of the one `settings` entry: the contact details over the environment's defaults. */
export const SETTINGS_SLUG = 'contact'

/** Paths the news area's own routes use, which an article's slug must not shadow. */
export const RESERVED_SLUGS = ['feed', 'rss', 'atom', 'page', 'type', 'new', 'edit', 'preview'] as const

export const contentSlug = z
  .string()
  .trim()
  .min(1, { error: 'Enter a slug.' })
  .max(100, { error: 'At most 100 characters.' })
  .regex(SLUG_PATTERN, { error: 'Lowercase letters, digits and hyphens, like "kabul-expo-2026".' })
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), {
    error: (issue) => `"${String(issue.input)}" is reserved for the site's own pages.`,
  })

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `At most ${max} characters.` })
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .default('')
const isoDate = z.iso.date({ error: 'A date like 2026-12-08.' })
const link = (kinds: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .refine((href) => kinds.includes(linkKind(href) ?? ''), { error: message })

/** A rich-text body: whatever arrives is reduced to the allowed elements (a string or foreign shape becomes empty). */
export const richTextField = z.unknown().transform((value): RichDoc => sanitizeRichText(value).doc)

/** One of the site's own images (./image-src.ts), its path normalised. */
export const siteImage = (error?: string) =>
  z
    .string()
    .refine((src) => siteImageSrc(src) !== null, { error })
    .transform((src) => siteImageSrc(src)!)

export const coverImageSchema = z.object({
  src: siteImage('Choose an uploaded image.'),
  alt: text(300, 'image description (alt text)'),
})

const articleFields = {
  title: text(160, 'title'),
  summary: text(300, 'summary'),
  body: richTextField,
  author: optionalText(80),
  /** Publication date shown on the article (YYYY-MM-DD). */
  date: isoDate,
  cover: coverImageSchema,
}

export const newsFieldsSchema = z.object(articleFields)

export const eventFieldsSchema = z
  .object({
    ...articleFields,
    startDate: isoDate,
    endDate: isoDate,
    hours: optionalText(80),
    venue: z.object({
      name: text(120, 'venue'),
      addressLines: z.array(text(120, 'address line')).max(4).default([]),
      city: text(80, 'city'),
    }),
    stand: optionalText(40),
  })
  .refine((event) => event.endDate >= event.startDate, {
    error: 'The event cannot end before it starts.',
    path: ['endDate'],
  })

export const caseStudyFieldsSchema = z.object({
  ...articleFields,
  customer: text(120, 'customer'),
  /** Catalogue products used, by slug (linked on the article while they exist). */
  products: z.array(z.string().regex(SLUG_PATTERN)).max(12).default([]),
})

/**
 * A phone number as displayed ("+93 20 230 1450"): international form with optional spaces. Pages build the tel:
 * link from it (src/lib/contact-details.ts), so staff never type a link.
 */
export const displayPhone = z
  .string()
  .trim()
  .regex(/^\+[1-9](?: ?[0-9]){6,14}$/, { error: 'A phone number in international form, like +93 20 230 1450.' })
const email = z.email({ error: 'An e-mail address, like kabul@example.af.' })

export const officeFieldsSchema = z.object({
  name: text(120, 'office name'),
  addressLines: z.array(text(120, 'address line')).min(1, { error: 'Enter the address.' }).max(4),
  city: text(80, 'city'),
  /** Province or region, shown after the city and given to search engines (addressRegion). */
  province: optionalText(80),
  phones: z.array(displayPhone, { error: 'Enter a phone number.' }).min(1, { error: 'Enter a phone number.' }).max(4),
  email,
  hours: optionalText(120),
  mapUrl: link(['web'], 'A web address (https://…).').or(z.literal('')).default(''),
  headOffice: z.boolean().default(false),
})

/**
 * The contact settings: one entry whose fields override the environment's defaults (SALES_EMAIL, SALES_PHONE,
 * SUPPORT_EMAIL, SUPPORT_PHONE, WHATSAPP_NUMBER; src/server/page/site-config.ts). An empty WhatsApp number switches
 * WhatsApp off, as WHATSAPP_NUMBER=off does.
 */
export const settingsFieldsSchema = z.object({
  salesEmail: email,
  supportEmail: email,
  salesPhone: displayPhone,
  supportPhone: displayPhone,
  whatsapp: displayPhone.or(z.literal('')),
  businessHours: text(120, 'business hours'),
  replyWithinHours: z.coerce.number().int().min(1).max(168),
})

export const CONTENT_FIELD_SCHEMAS = {
  news: newsFieldsSchema,
  event: eventFieldsSchema,
  'case-study': caseStudyFieldsSchema,
  office: officeFieldsSchema,
  settings: settingsFieldsSchema,
} as const
