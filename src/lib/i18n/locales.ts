/**
 * The site's locales (decision 032). Client-safe: no copy here, only the facts every layer needs to agree
 * on. English keeps today's unprefixed URLs; Dari lives under /fa and Pashto under /ps.
 */
export const LOCALES = ['en', 'fa', 'ps'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, `hreflang`, JSON-LD `inLanguage`. */
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
  /** Open Graph `og:locale`. */
  readonly ogLocale: string
  /** The language's own name, as the switcher shows it. */
  readonly nativeName: string
  /** Tag for Intl formatters: fa-AF and ps-AF give Eastern Arabic-Indic digits and Afghan month names. */
  readonly intl: string
  /** URL prefix: '' for English, '/fa', '/ps'. */
  readonly prefix: '' | `/${string}`
}

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  en: { lang: 'en', dir: 'ltr', ogLocale: 'en_US', nativeName: 'English', intl: 'en-US', prefix: '' },
  fa: { lang: 'fa-AF', dir: 'rtl', ogLocale: 'fa_AF', nativeName: 'دری', intl: 'fa-AF', prefix: '/fa' },
  ps: { lang: 'ps-AF', dir: 'rtl', ogLocale: 'ps_AF', nativeName: 'پښتو', intl: 'ps-AF', prefix: '/ps' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A path that starts with a prefixed locale's segment: /fa, /fa/..., /ps, /ps/... (not /fashion). */
const PREFIXED = new RegExp(`^/(${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|')})(?=/|$)(.*)$`)

/**
 * Splits a browser path into its locale and the locale-free path: "/fa/products" → { locale: 'fa', path: '/products' },
 * "/fa" → { locale: 'fa', path: '/' }, "/products" → { locale: 'en', path: '/products' }. "/fashion" is English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' }
  return { locale: match[1] as Locale, path: match[2] || '/' }
}

/**
 * A locale-free internal href ("/products?sort=name", "/contact#form") as seen in `locale`: "/fa/products?sort=name".
 * The home page of a prefixed locale is "/fa", not "/fa/".
 */
export function localizeHref<H extends string>(href: H, locale: Locale): H {
  const prefix = localeInfo[locale].prefix
  if (!prefix || !href.startsWith('/') || href.startsWith('//') || !isSitePath(href)) return href
  if (splitLocale(href.replace(/[?#].*$/, '')).locale !== DEFAULT_LOCALE) return href
  if (href === '/') return prefix as H
  if (href.startsWith('/?') || href.startsWith('/#')) return `${prefix}${href.slice(1)}` as H
  return `${prefix}${href}` as H
}

/**
 * Whether a root-relative href is a page of the localized site, as opposed to the staff panel, the API, media, build
 * files and public assets, which have one address whatever the page's language.
 */
export function isSitePath(href: string): boolean {
  return !/^\/(?:admin|api|uploads|images|_next|serwist)(?:[/?#]|$)/.test(href)
}

/** Remembers the visitor's language choice for a year (read by the site layout for the one-line offer). */
export const LOCALE_COOKIE = 'locale'
/** Set when the visitor dismisses the offer to read a page in their language. */
export const LOCALE_OFFER_COOKIE = 'locale-offer'

/** The locale to offer on an English page (plain JavaScript: the HTTP server's page cache reads it too). */
export { preferredLocale } from './preferred-locale.mjs'
