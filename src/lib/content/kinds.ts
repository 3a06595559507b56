/**
 * What each kind of content entry holds, as zod schemas the staff forms and the server's save share
 * (docs/decisions/044-site-content-in-the-database.md): validate at the edge, once, and reuse the schema. The English
 * fields must be complete; a translation has the same shape with every field optional (what is missing shows in
 * English).
 */
import { z } from 'zod'

import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import { linkKind } from './links'
import { sanitizeRichText, type RichDoc } from './rich-text'

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

const coverImage = z.object({
  src: z
    .string()
    .regex(/^\/(?:uploads\/images|images)\/[A-Za-z0-9._/-]{1,200}$/, { error: 'Choose an uploaded image.' }),
  alt: text(300, 'image description (alt text)'),
})

const articleFields = {
  title: text(160, 'title'),
  summary: text(300, 'summary'),
  body: richTextField,
  author: optionalText(80),
  /** Publication date shown on the article (YYYY-MM-DD). */
  date: isoDate,
  cover: coverImage,
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

const phone = link(['phone'], 'A telephone link like tel:+93202301234.')

export const officeFieldsSchema = z.object({
  name: text(120, 'office name'),
  addressLines: z.array(text(120, 'address line')).min(1, { error: 'Enter the address.' }).max(4),
  city: text(80, 'city'),
  phones: z.array(phone).max(4).default([]),
  email: link(['email'], 'An e-mail link like mailto:kabul@example.af.'),
  hours: optionalText(120),
  mapUrl: link(['web'], 'A web address (https://…).').or(z.literal('')).default(''),
  headOffice: z.boolean().default(false),
})

export const settingsFieldsSchema = z.object({
  salesEmail: link(['email'], 'An e-mail link like mailto:sales@example.af.'),
  supportEmail: link(['email'], 'An e-mail link like mailto:support@example.af.'),
  salesPhone: phone,
  whatsapp: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9]{7,14}$/, { error: 'The WhatsApp number in international form, like +93700123456.' }),
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
