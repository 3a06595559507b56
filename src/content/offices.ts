/**
 * Regional offices (docs/product.md §2.11: Kabul head office, Jalalabad, Mazar-i-Sharif). Addresses and
 * numbers are fictional placeholders in plausible local formats; replace them with the real ones before launch.
 */
import { businessHoursText } from './site'

/** One office; `address` maps directly onto schema.org PostalAddress for JSON-LD. */
export interface Office {
  readonly id: 'kabul' | 'jalalabad' | 'mazar-i-sharif'
  readonly name: string
  readonly city: string
  /** Street lines, displayed one per line before the city. */
  readonly addressLines: readonly string[]
  /** Province (addressRegion). */
  readonly province: string
  readonly country: string
  readonly countryCode: string
  /** Displayed in international format; link with `telHref`. */
  readonly phone: string
  readonly email: string
  readonly hours: string
  readonly isHeadOffice: boolean
  /** Approximate city-center coordinates, WGS-84 decimal degrees (for a static map or JSON-LD geo). */
  readonly geo: { readonly latitude: number; readonly longitude: number }
}

/** The three offices, head office first (docs/product.md §2.11). */
export const offices: readonly Office[] = [
  {
    id: 'kabul',
    name: 'Kabul Head Office',
    city: 'Kabul',
    addressLines: ['House 27, Street 4, Qala-e-Fatullah', 'District 10'],
    province: 'Kabul',
    country: 'Afghanistan',
    countryCode: 'AF',
    phone: '+93 20 230 1450',
    email: 'kabul@meridiangeo.af',
    hours: businessHoursText,
    isHeadOffice: true,
    geo: { latitude: 34.538, longitude: 69.165 },
  },
  {
    id: 'jalalabad',
    name: 'Jalalabad Office',
    city: 'Jalalabad',
    addressLines: ['Second floor, Plot 112, Mukhabarat Square Road', 'Police District 3'],
    province: 'Nangarhar',
    country: 'Afghanistan',
    countryCode: 'AF',
    phone: '+93 60 280 3315',
    email: 'jalalabad@meridiangeo.af',
    hours: businessHoursText,
    isHeadOffice: false,
    geo: { latitude: 34.431, longitude: 70.448 },
  },
  {
    id: 'mazar-i-sharif',
    name: 'Mazar-i-Sharif Office',
    city: 'Mazar-i-Sharif',
    addressLines: ['Building 9, Darwaza-e-Balkh Road', 'Near Rawza Square'],
    province: 'Balkh',
    country: 'Afghanistan',
    countryCode: 'AF',
    phone: '+93 50 250 7720',
    email: 'mazar@meridiangeo.af',
    hours: businessHoursText,
    isHeadOffice: false,
    geo: { latitude: 36.709, longitude: 67.11 },
  },
]

/** The head office (Kabul): the contact page's "Visit us" card and Organization JSON-LD address. */
export const headOffice: Office = offices.find((office) => office.isHeadOffice) ?? (offices[0] as Office)

/** Offices section chrome on the contact page. */
export const officesSection = {
  title: 'Regional Offices',
  intro: 'Visit, call or write to the office nearest your project.',
  headOfficeBadge: 'Head Office',
  labels: { address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
} as const
