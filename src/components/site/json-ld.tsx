/**
 * Structured data for search engines (docs/design.md "Findable": Organization, BreadcrumbList, Article). A
 * `<script type="application/ld+json">` is data, not code: the Content-Security-Policy does not block it, so it
 * needs no nonce. `<` is escaped so a string in the data can never close the script element.
 */
import type { PublicOffice } from '@/server/content/offices'

type JsonValue = string | number | boolean | null | undefined | JsonValue[] | { [key: string]: JsonValue }
export type JsonLdObject = { [key: string]: JsonValue }

export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

/** Absolute URL for structured data and Open Graph (relative URLs are not valid there). */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

export interface BreadcrumbEntry {
  readonly label: string
  /** Omitted for the current page (the last crumb). */
  readonly href?: string
}

/** schema.org BreadcrumbList; the last crumb (the current page) gets `currentUrl`. */
export function breadcrumbListJsonLd(
  siteUrl: string,
  items: readonly BreadcrumbEntry[],
  currentPath?: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const href = item.href ?? currentPath
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: item.label,
        ...(href ? { item: absoluteUrl(siteUrl, href) } : {}),
      }
    }),
  }
}

/** schema.org PostalAddress of an office (every office is in Afghanistan). */
export function officeAddressJsonLd(office: PublicOffice): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.addressLines.join(', '),
    addressLocality: office.city,
    addressRegion: office.province || undefined,
    addressCountry: 'AF',
  }
}

/** schema.org Place for an office: name, postal address, phone and map. */
export function officePlaceJsonLd(office: PublicOffice): JsonLdObject {
  return {
    '@type': 'Place',
    name: office.name,
    address: officeAddressJsonLd(office),
    telephone: office.phones[0],
    hasMap: office.mapUrl || undefined,
  }
}
