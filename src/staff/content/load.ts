import 'server-only'

import { asc } from 'drizzle-orm'

import { SETTINGS_SLUG } from '@/lib/content/kinds'
import { eventPhase, scheduleState, type ContentStatus } from '@/lib/content/schedule'
import { businessHoursText } from '@/content/site'
import { REPLY_WITHIN_HOURS } from '@/lib/contact-details'
import {
  contentEntriesForStaff,
  contentEntryById,
  contentEntryBySlug,
  contentRevisionsOf,
} from '@/server/content/entries'
import { translationStatus, type TranslationStatus } from '@/server/content/read'
import { getDb } from '@/server/db/client'
import { products, type ContentRevisionRow } from '@/server/db/schema'
import { getSiteConfig } from '@/server/page/site-config'
import { EDITABLE_KINDS, type EditableKind, type FormKind } from './form'
import { pathLabel, snapshotOf, valueAt, valueText } from './save'

/** What the list says about an entry's visibility: the schedule's state, and "past" for an event that has ended. */
export type ListState = 'draft' | 'scheduled' | 'published' | 'expired' | 'archived' | 'past-event'

export interface ContentListItem {
  id: number
  kind: EditableKind
  title: string
  slug: string
  state: ListState
  publishAt: string | null
  translations: { fa: TranslationStatus; ps: TranslationStatus }
  updatedAt: string
  updatedBy: string | null
}

/** The staff list: every entry of `kind` (or of every editable kind), most recently changed first. */
export async function loadContentList(kind: EditableKind | null, now = new Date()) {
  const rows = await contentEntriesForStaff(kind ? [kind] : EDITABLE_KINDS)
  const items: ContentListItem[] = rows.map((row) => {
    const schedule = { status: row.status as ContentStatus, publishAt: row.publishAt, unpublishAt: row.unpublishAt }
    let state: ListState = scheduleState(schedule, now)
    const f = row.fields as { title?: string; name?: string; startDate?: string; endDate?: string }
    if (row.kind === 'event' && state === 'published' && f.startDate && f.endDate)
      if (eventPhase({ startDate: f.startDate, endDate: f.endDate }, now) === 'past') state = 'past-event'
    return {
      id: row.id,
      kind: row.kind as EditableKind,
      title: f.title ?? f.name ?? row.slug,
      slug: row.slug,
      state,
      publishAt: row.publishAt?.toISOString() ?? null,
      translations: { fa: translationStatus(row, 'fa').status, ps: translationStatus(row, 'ps').status },
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    }
  })
  return { kind, items }
}

/** The catalogue's products a case study may name, by slug. */
async function productOptions() {
  const db = await getDb()
  return db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name))
}

/** A version's value at `path` as the history shows it; a slug or order its version did not keep (saved before
 * versions kept them) says so rather than "(empty)". */
function shown(revision: ContentRevisionRow, path: string): string {
  if ((path === 'slug' || path === 'sortOrder') && revision[path] === null) return '(not recorded)'
  return valueText(valueAt(revision as never, path))
}

/** The editor of one entry with its history; undefined when there is none (or it is the settings entry). */
export async function loadContentEditor(id: number) {
  const row = await contentEntryById(id)
  if (!row) return undefined
  const [revisions, productList] = await Promise.all([contentRevisionsOf(id), productOptions()])
  return {
    entry: snapshotOf(row),
    kind: row.kind,
    products: productList,
    // Each version with what it changed from the one before (newest first: the one before is the next in the list).
    revisions: revisions.map((r, i) => {
      const previous = revisions[i + 1]
      return {
        version: r.version,
        at: r.at.toISOString(),
        actorName: r.actorName,
        status: r.status,
        changes: r.changed.map((path) => ({
          field: pathLabel(row.kind as FormKind, path),
          before: previous ? shown(previous, path) : '',
          after: shown(r, path),
        })),
      }
    }),
  }
}

export async function loadNewContent() {
  return { products: await productOptions() }
}

/** The contact settings as stored, or the environment's values a first save will store. */
export async function loadContactSettings() {
  const row = await contentEntryBySlug('settings', SETTINGS_SLUG)
  if (row) return { entry: snapshotOf(row), fromDefaults: false }
  const { contact } = getSiteConfig()
  return {
    fromDefaults: true,
    entry: {
      id: 0,
      version: 0,
      slug: SETTINGS_SLUG,
      status: 'published',
      publishAt: null,
      unpublishAt: null,
      fields: {
        // As the site shows them ("+93 20 230 1450"): pages build the links.
        salesEmail: contact.salesEmail,
        supportEmail: contact.supportEmail,
        salesPhone: contact.salesPhone,
        supportPhone: contact.supportPhone,
        whatsapp: contact.whatsappNumber ?? '',
        businessHours: businessHoursText,
        replyWithinHours: REPLY_WITHIN_HOURS,
      },
      translations: {},
    },
  }
}
