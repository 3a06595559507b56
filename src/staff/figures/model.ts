import 'server-only'

import { getProductBySlug } from '@/server/catalogue'
import { getDb } from '@/server/db/client'
import { siteDay } from '@/server/figures/classify.mjs'
import { readFigures, type Figures, type Totals } from '@/server/figures/read'
import { refreshFigures } from '@/server/figures/worker'
import { releasePage } from '@/server/library/views'
import type { Locale } from '@/lib/i18n/locales'
import { getStaffAccount } from '@/server/staff/accounts'
import { csvRow } from '@/server/staff/csv'
import type { FiguresRange } from './range'

/** One table of the figures page, and of its CSV file: the same rows, so the two always agree. */
export interface FiguresTable {
  id: string
  title: string
  /** The first column's heading, then the counts'. */
  columns: string[]
  rows: { label: string; values: (number | string)[]; href?: string }[]
  empty: string
}

export interface FiguresModel {
  figures: Figures
  tables: FiguresTable[]
}

export const TABLE_IDS = [
  'days',
  'pages',
  'products',
  'downloads',
  'searches-none',
  'searches',
  'sources',
  'campaigns',
  'languages',
  'devices',
  'enquiries',
  'enquiry-kinds',
  'whatsapp',
] as const
export type TableId = (typeof TABLE_IDS)[number]

const LANGUAGES: Record<string, string> = { en: 'English', fa: 'Dari', ps: 'Pashto' }
const DEVICES: Record<string, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer', other: 'Other' }
const ENQUIRIES: Record<string, string> = {
  'quote-request': 'Quote requests',
  contact: 'Contact messages',
  'service-request': 'Service requests',
}

/** "12.5%": a share of two counts; "-" when there is nothing to divide by. */
function rate(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}%`
}

async function productName(slug: string): Promise<string> {
  return (await getProductBySlug(slug))?.name ?? `${slug} (no longer in the catalogue)`
}

async function releaseTitle(id: string, now: Date): Promise<string> {
  const page = await releasePage(Number(id), 'en', now)
  return page ? `${page.release.title} ${page.release.version}` : `Release ${id} (no longer published)`
}

async function productsTable(f: Figures): Promise<FiguresTable> {
  const count = (rows: { key: string; value: number }[]) => new Map(rows.map((r) => [r.key, r.value]))
  const views = count(f.tables.product)
  const adds = count(f.tables['product-add'])
  const requested = count(f.tables['product-request'])
  const slugs = [...new Set([...views.keys(), ...adds.keys(), ...requested.keys()])].sort(
    (a, b) => (views.get(b) ?? 0) - (views.get(a) ?? 0) || (requested.get(b) ?? 0) - (requested.get(a) ?? 0),
  )
  return {
    id: 'products',
    title: 'Products: views, quote-list adds and requests',
    columns: ['Product', 'Views', 'Quote-list adds', 'Requests', 'Enquiry rate'],
    rows: await Promise.all(
      slugs.map(async (slug) => {
        const v = views.get(slug) ?? 0
        const r = requested.get(slug) ?? 0
        return { label: await productName(slug), values: [v, adds.get(slug) ?? 0, r, rate(r, v)] }
      }),
    ),
    empty: 'No product was viewed in this range.',
  }
}

async function downloadsTable(f: Figures, now: Date): Promise<FiguresTable> {
  const rows = [
    ...f.tables.download.map((r) => ({ ...r, kind: 'datasheet' as const })),
    ...f.tables.library.map((r) => ({ ...r, kind: 'library' as const })),
  ].sort((a, b) => b.value - a.value)
  return {
    id: 'downloads',
    title: 'Downloads by language',
    columns: ['File', 'Language', 'Downloads'],
    rows: await Promise.all(
      rows.map(async (r) => {
        const [subject, locale] = r.key.split('|') as [string, string]
        const label =
          r.kind === 'datasheet'
            ? `Datasheet: ${await productName(subject)}`
            : `Library: ${await releaseTitle(subject, now)}`
        return { label, values: [LANGUAGES[locale] ?? locale, r.value] }
      }),
    ),
    empty: 'Nothing was downloaded in this range.',
  }
}

function simple(
  id: TableId,
  title: string,
  columns: string[],
  rows: { key: string; value: number }[],
  empty: string,
  label: (key: string) => string = (k) => k,
  href?: (key: string) => string,
): FiguresTable {
  return {
    id,
    title,
    columns,
    rows: rows.map((r) => ({ label: label(r.key), values: [r.value], ...(href ? { href: href(r.key) } : {}) })),
    empty,
  }
}

/** The day's row of the by-day table. */
const dayValues = (d: Totals) => [d.visitors, d.visits, d.views, d.enquiries]

/**
 * The owner's figures for a range, brought up to date first (this instance's buffer written, today rolled up), as
 * the tables the page and the CSV files show.
 */
export async function loadFiguresModel(range: Pick<FiguresRange, 'from' | 'to'>): Promise<FiguresModel> {
  const db = await getDb()
  await refreshFigures(db)
  const figures = await readFigures(db, range.from, range.to)
  const now = new Date()
  const t = figures.tables
  const tables: FiguresTable[] = [
    {
      id: 'days',
      title: 'By day',
      columns: ['Day', 'Visitors', 'Visits', 'Page views', 'Enquiries'],
      rows: figures.days.map((d) => ({ label: d.day, values: dayValues(d) })),
      empty: '',
    },
    simple('pages', 'Top pages', ['Page', 'Page views'], t.page, 'No page was viewed in this range.'),
    await productsTable(figures),
    await downloadsTable(figures, now),
    simple(
      'searches-none',
      'Searches with no result',
      ['Query', 'Searches'],
      t['search-none'],
      'Every search found something.',
      undefined,
      (q) => `/admin/products?q=${encodeURIComponent(q)}`,
    ),
    simple('searches', 'All searches', ['Query', 'Searches'], t.search, 'Nobody searched in this range.'),
    simple('sources', 'Sources', ['Source', 'Visits'], t.source, 'No visits in this range.'),
    simple(
      'campaigns',
      'Campaigns',
      ['Source / medium / campaign', 'Visits'],
      t.campaign,
      'No visit came from a tagged campaign link (utm_source, utm_medium, utm_campaign).',
    ),
    simple('languages', 'Languages', ['Language', 'Page views'], t.locale, 'No page views.', (k) => LANGUAGES[k] ?? k),
    simple('devices', 'Devices', ['Device', 'Page views'], t.device, 'No page views.', (k) => DEVICES[k] ?? k),
    simple(
      'enquiries',
      'Enquiries by the page they were sent from',
      ['Page', 'Enquiries'],
      t['enquiry-from'],
      'No enquiries in this range.',
    ),
    simple(
      'enquiry-kinds',
      'Enquiries by kind',
      ['Kind', 'Enquiries'],
      t.enquiry,
      'No enquiries in this range.',
      (k) => ENQUIRIES[k] ?? k,
    ),
    simple(
      'whatsapp',
      'WhatsApp clicks by page',
      ['Page', 'Clicks'],
      t['whatsapp-from'],
      'No WhatsApp clicks in this range.',
    ),
  ]
  return { figures, tables }
}

/** Today in the site's time zone (the figures' days are Afghanistan's). */
export function figuresToday(): string {
  return siteDay()
}

export function isTableId(value: unknown): value is TableId {
  return (TABLE_IDS as readonly unknown[]).includes(value)
}

/** One table as CSV (RFC 4180, with a byte order mark for Excel): the page's rows, all of them, plain numbers. */
export async function figuresCsv(id: TableId, range: Pick<FiguresRange, 'from' | 'to'>): Promise<string> {
  const { tables } = await loadFiguresModel(range)
  const table = tables.find((t) => t.id === id)!
  return `\uFEFF${csvRow(table.columns)}${table.rows.map((r) => csvRow([r.label, ...r.values])).join('')}`
}

/** The language the staff member reads numbers in (their account's; the panel's words stay English). */
export async function staffNumberLanguage(id: number): Promise<Locale> {
  return (await getStaffAccount(id))?.language ?? 'en'
}
