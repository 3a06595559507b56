import 'server-only'

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

import { getDb, type Db, type Tx } from '@/server/db/client'
import {
  auditLog,
  categories,
  contactMessages,
  contentEntries,
  libraryAdvisories,
  libraryReleases,
  customers,
  products,
  serviceRequests,
  staffUsers,
  units,
  type AuditChange,
} from '@/server/db/schema'
import type { StaffUser } from './staff-user'

/**
 * The audit log (docs/decisions/015-staff-accounts.md): who changed what and when, with a field-level before/after
 * diff. Writers call recordAudit() with the same `tx` as the change itself, so an entry exists exactly when the change
 * committed.
 */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'category',
  'account',
  'lead',
  'catalogue-import',
  'content',
  'lead-settings',
  'backup',
  'library-release',
  'library-advisory',
  'service-request',
  'unit',
  'unit-import',
  'customer',
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

export type { AuditChange }

/**
 * Who made a change: a staff member (their account), a customer acting through a private link (no account: the entry
 * names them), or the site itself (a rule, a scheduled job: the entry names what did it).
 */
export type AuditActor = StaffUser | { customer: { name: string; email: string } } | { system: string }

/** The columns an entry names its actor with; the e-mail and name are copied, so the entry reads right later. */
function actorColumns(actor: AuditActor): { actorId: number | null; actorEmail: string; actorName: string } {
  if ('customer' in actor)
    return { actorId: null, actorEmail: actor.customer.email, actorName: `${actor.customer.name} (customer)` }
  if ('system' in actor) return { actorId: null, actorEmail: '', actorName: actor.system }
  return { actorId: actor.id, actorEmail: actor.email, actorName: actor.displayName }
}

export interface AuditEntryInput {
  actor: AuditActor
  entityType: AuditEntityType
  entityId: string
  /** What happened, in a word or two: 'create', 'update', 'delete', 'status', 'disable', 'reset-password'… */
  action: string
  /** The entity before (null when created) and after (null when deleted); objects are diffed field by field. */
  before: unknown
  after: unknown
  /** When it happened (default: the database's now). */
  at?: Date
}

/** Bookkeeping fields that change with every write and say nothing a reader wants to see. */
const IGNORED_FIELDS = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at', 'sourceHash', 'source_hash'])
/** Secrets never enter the log: their change is recorded, their value is not. */
const SECRET_FIELD = /password|hash|token|secret/i
const REDACTED = '(changed)'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order (jsonb reorders). */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  )
}

/** A JSON-safe copy (Dates become ISO strings, undefined becomes null). */
function jsonValue(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown)
}

/**
 * The fields that differ between two versions of an entity, in the after-version's field order (then fields only
 * the before-version had). Values are whole: a changed list or specification table is stored before and after.
 * Non-object values (a status string, say) become one change with the field '(value)'.
 */
export function diffFields(before: unknown, after: unknown): AuditChange[] {
  if (!isPlainObject(before ?? {}) || !isPlainObject(after ?? {})) {
    return canonical(before) === canonical(after)
      ? []
      : [{ field: '(value)', before: jsonValue(before), after: jsonValue(after) }]
  }
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  const changes: AuditChange[] = []
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue
    const was = field in b ? b[field] : null
    const now = field in a ? a[field] : null
    if (canonical(was) === canonical(now)) continue
    if (SECRET_FIELD.test(field)) {
      changes.push({ field, before: was == null ? null : REDACTED, after: now == null ? null : REDACTED })
    } else {
      changes.push({ field, before: jsonValue(was), after: jsonValue(now) })
    }
  }
  return changes
}

/**
 * Stores one audit entry: the one way anything writes the audit log. Call it inside the transaction of the change
 * (pass its `tx`). An update that changed nothing is not recorded.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntryInput): Promise<void> {
  const changes = diffFields(entry.before, entry.after)
  if (changes.length === 0 && entry.before !== null && entry.after !== null) return
  await db.insert(auditLog).values({
    ...(entry.at ? { at: entry.at } : {}),
    ...actorColumns(entry.actor),
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    changes,
  })
}

export interface AuditEntry {
  id: number
  at: Date
  actorId: number | null
  actorEmail: string
  actorName: string
  entityType: string
  entityId: string
  action: string
  changes: AuditChange[]
}

export const AUDIT_PAGE_SIZE = 30

export function isAuditEntityType(value: unknown): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly unknown[]).includes(value)
}

/** Entries newest first, paged, optionally of one entity type (and one entity). */
export async function listAudit(
  options: { entityType?: AuditEntityType; entityId?: string; page?: number; pageSize?: number } = {},
): Promise<{ entries: AuditEntry[]; total: number; page: number; pageCount: number }> {
  const pageSize = options.pageSize ?? AUDIT_PAGE_SIZE
  const db = await getDb()
  const filters: SQL[] = []
  if (options.entityType) filters.push(eq(auditLog.entityType, options.entityType))
  if (options.entityId !== undefined) filters.push(eq(auditLog.entityId, options.entityId))
  const where = filters.length ? and(...filters) : undefined
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(where)
  const pageCount = Math.max(1, Math.ceil(n / pageSize))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1) || 1), pageCount)
  const entries = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { entries, total: n, page, pageCount }
}

/** What an entry is about, as a reader names it: the item's name, and where it opens in the panel while it exists. */
export interface AuditSubject {
  name: string
  /** The panel page of the item; absent when it was deleted or has no page of its own. */
  href?: string
}

interface SubjectSource {
  table: PgTable
  id: PgColumn
  /** A column, or an expression (a content entry's title lives in its JSON fields). */
  name: PgColumn | SQL
  /** The item's page: the prefix its id is appended to, or the list (categories have no page of their own). */
  href: string
}

const SUBJECTS: Partial<Record<AuditEntityType, SubjectSource>> = {
  product: { table: products, id: products.id, name: products.name, href: '/admin/products/' },
  category: { table: categories, id: categories.id, name: categories.name, href: '/admin/categories' },
  account: { table: staffUsers, id: staffUsers.id, name: staffUsers.displayName, href: '/admin/accounts/' },
  lead: { table: contactMessages, id: contactMessages.id, name: contactMessages.name, href: '/admin/leads/' },
  content: {
    table: contentEntries,
    id: contentEntries.id,
    // News, events and case studies have a title, offices a name; the contact settings only their slug.
    name: sql<string>`coalesce(
      ${contentEntries.fields}->>'title', ${contentEntries.fields}->>'name', ${contentEntries.slug})`,
    href: '/admin/content/',
  },
  'library-release': {
    table: libraryReleases,
    id: libraryReleases.id,
    name: sql<string>`${libraryReleases.title} || ' ' || ${libraryReleases.version}`,
    href: '/admin/library/releases/',
  },
  'library-advisory': {
    table: libraryAdvisories,
    id: libraryAdvisories.id,
    name: libraryAdvisories.title,
    href: '/admin/library/advisories/',
  },
  'service-request': {
    table: serviceRequests,
    id: serviceRequests.id,
    name: sql<string>`${serviceRequests.number} || ' · ' || ${serviceRequests.productName}`,
    href: '/admin/service/',
  },
  unit: {
    table: units,
    id: units.id,
    name: sql<string>`${units.productName} || ' · ' || ${units.serial}`,
    href: '/admin/service/units/',
  },
  customer: { table: customers, id: customers.id, name: customers.name, href: '/admin/customers/' },
}

/** The name an entry itself recorded (a create's after, a delete's before), for items that no longer exist. */
function recordedName(entry: AuditEntry): string | undefined {
  for (const field of ['name', 'displayName', 'email']) {
    const change = entry.changes.find((c) => c.field === field)
    const value = change && (change.after ?? change.before)
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}

/**
 * Names the items of `entries` by their current names (one query per kind of item), or, for deleted ones, by the
 * name the entry recorded. Keyed by entry id. Imports have no item: they are named by their action.
 */
export async function auditSubjects(entries: AuditEntry[]): Promise<Map<number, AuditSubject>> {
  const db = await getDb()
  const current = new Map<string, string>()
  for (const [type, subject] of Object.entries(SUBJECTS)) {
    const ids = entries
      .filter((e) => e.entityType === type && /^\d{1,9}$/.test(e.entityId))
      .map((e) => Number(e.entityId))
    if (!subject || ids.length === 0) continue
    const rows = await db
      .select({ id: subject.id, name: subject.name })
      .from(subject.table)
      .where(inArray(subject.id, [...new Set(ids)]))
    for (const row of rows) current.set(`${type}:${String(row.id)}`, String(row.name))
  }
  const out = new Map<number, AuditSubject>()
  for (const entry of entries) {
    const subject = SUBJECTS[entry.entityType as AuditEntityType]
    const name = current.get(`${entry.entityType}:${entry.entityId}`)
    if (subject && name !== undefined) {
      const href = subject.href.endsWith('/') ? `${subject.href}${entry.entityId}` : subject.href
      out.set(entry.id, { name, href })
    } else {
      // Deleted since (or never had a page): the name the entry recorded; an import is named by its id.
      out.set(entry.id, { name: subject ? (recordedName(entry) ?? `#${entry.entityId}`) : entry.entityId })
    }
  }
  return out
}
