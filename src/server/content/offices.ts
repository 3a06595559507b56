import 'server-only'

/**
 * The offices and the contact settings as the public pages show them
 * (docs/decisions/044-site-content-in-the-database.md): offices are content entries, head office first, in the
 * page's language as far as translated; the settings entry overrides the environment's contact defaults
 * (src/server/page/site-config.ts).
 */
import type { ContactDetails } from '@/lib/contact-details'
import type { Locale } from '@/lib/i18n/locales'
import { getContent } from './snapshot'
import type { ContentEntryRow } from '@/server/db/schema'
import { publicEntries, type PublicEntry } from './read'

export interface PublicOffice {
  slug: string
  name: string
  addressLines: string[]
  city: string
  province: string
  /** As displayed ("+93 20 230 1450"); the first is the office's main number. */
  phones: string[]
  email: string
  hours: string
  mapUrl: string
  headOffice: boolean
  lang: Locale
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

export function officeOf(entry: PublicEntry): PublicOffice {
  const f = entry.fields
  return {
    slug: entry.slug,
    name: str(f.name),
    addressLines: strings(f.addressLines),
    city: str(f.city),
    province: str(f.province),
    phones: strings(f.phones),
    email: str(f.email),
    hours: str(f.hours),
    mapUrl: str(f.mapUrl),
    headOffice: f.headOffice === true,
    lang: entry.lang,
  }
}

/** Head office first, then in staff order. */
export const headOfficeFirst = (offices: PublicOffice[]) => [
  ...offices.filter((o) => o.headOffice),
  ...offices.filter((o) => !o.headOffice),
]

/** The published offices, head office first, then in staff order. */
export async function publicOffices(locale: Locale, now: Date = new Date()): Promise<PublicOffice[]> {
  return headOfficeFirst((await publicEntries(['office'], locale, now)).map(officeOf))
}

/** What the settings entry overrides, as the staff saved it (undefined: no settings saved, the defaults hold). */
export interface ContactSettings {
  salesEmail: string
  supportEmail: string
  salesPhone: string
  supportPhone: string
  /** '' switches WhatsApp off. */
  whatsapp: string
  businessHours: string
  replyWithinHours: number
  translations: Partial<Record<'fa' | 'ps', { businessHours?: string }>>
}

/** The contact settings entry (published: contact details are not scheduled). */
export async function contactSettings(): Promise<ContactSettings | undefined> {
  return settingsOf((await getContent()).entries)
}

/** The settings among these rows, if any. */
export function settingsOf(rows: readonly ContentEntryRow[]): ContactSettings | undefined {
  const entry = rows.find((e) => e.kind === 'settings' && e.status === 'published')
  if (!entry) return undefined
  const f = entry.fields
  return {
    salesEmail: str(f.salesEmail),
    supportEmail: str(f.supportEmail),
    salesPhone: str(f.salesPhone),
    supportPhone: str(f.supportPhone),
    whatsapp: str(f.whatsapp),
    businessHours: str(f.businessHours),
    replyWithinHours: typeof f.replyWithinHours === 'number' ? f.replyWithinHours : 24,
    translations: entry.translations as ContactSettings['translations'],
  }
}

/** Contact details with the saved settings over `defaults` (an empty WhatsApp number switches WhatsApp off). */
export function withSettings(defaults: ContactDetails, saved: ContactSettings | undefined): ContactDetails {
  if (!saved) return defaults
  return {
    salesEmail: saved.salesEmail || defaults.salesEmail,
    salesPhone: saved.salesPhone || defaults.salesPhone,
    supportEmail: saved.supportEmail || defaults.supportEmail,
    supportPhone: saved.supportPhone || defaults.supportPhone,
    whatsappNumber: saved.whatsapp === '' ? null : saved.whatsapp,
  }
}

/** A text and the language it is in (English while the page's translation is missing). */
export interface LocalText {
  text: string
  lang: Locale
}

/** The business hours staff saved, in `locale` where translated (undefined: none saved, the copy's default holds). */
export async function businessHoursFor(locale: Locale): Promise<LocalText | undefined> {
  const saved = await contactSettings()
  if (!saved?.businessHours) return undefined
  const translated = locale === 'en' ? undefined : saved.translations[locale]?.businessHours
  return translated ? { text: translated, lang: locale } : { text: saved.businessHours, lang: 'en' }
}
