import 'server-only'

import { and, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'

import { addWorkingMs } from '@/lib/sales/business-clock'
import { CLOSED_STATUSES, isServiceStatus, SERVICE_STATUSES, TURNAROUND_HOURS } from '@/lib/service/flow'
import type { ServiceStatus } from '@/lib/service/flow'
import { phoneKey } from '@/lib/service/phone'
import { serialKey } from '@/lib/service/serial-pattern'
import { getDb } from '@/server/db/client'
import { categories, serviceRequests, staffUsers } from '@/server/db/schema'

/**
 * The service board's list (docs/service-desk.md): requests by status, filtered by office, technician, product family,
 * age and overdue, searched by reference, serial, name or phone. Overdue means held in a status longer than its
 * promise (TURNAROUND_HOURS, counted in the reply clock's business hours: docs/decisions/101-service-status-flow.md).
 */

export const BOARD_PAGE_SIZE = 50

export interface BoardFilters {
  status?: ServiceStatus
  /** An office's slug, or 'pickup'. */
  office?: string
  /** A technician's id, or 'none' for requests nobody has. */
  assignee?: number | 'none'
  /** A product family (category id): its requests and its sub-families'. */
  category?: number
  /** Only requests older than this many days. */
  olderThanDays?: number
  overdue?: boolean
  q?: string
  page?: number
}

export interface BoardRow {
  id: number
  number: string
  status: ServiceStatus
  kind: string
  productName: string
  serial: string
  name: string
  phone: string
  office: string
  pickup: boolean
  assigneeName: string | null
  statusChangedAt: Date
  createdAt: Date
  /** When the status's promise runs out; null when it waits for the customer or is closed. */
  dueAt: Date | null
  overdue: boolean
}

/** When a request in `status` since `since` becomes overdue; null when no promise runs. */
export function dueAt(status: ServiceStatus, since: Date): Date | null {
  const hours = TURNAROUND_HOURS[status]
  return hours === null ? null : addWorkingMs(since, hours * 3_600_000)
}

/** The family and every family under it. */
async function familyIds(root: number): Promise<number[]> {
  const db = await getDb()
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)
  const ids = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const c of all)
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id)
        grew = true
      }
  }
  return [...ids]
}

/** The search: a reference (exactly), a serial or phone (by their keys), or a part of the name. */
function searchWhere(q: string): SQL | undefined {
  const text = q.trim().slice(0, 120)
  if (!text) return undefined
  const parts: (SQL | undefined)[] = [
    eq(serviceRequests.number, text.toUpperCase()),
    eq(serviceRequests.serialKey, serialKey(text)),
    ilike(serviceRequests.name, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  ]
  const phone = phoneKey(text)
  if (phone) parts.push(eq(serviceRequests.phoneKey, phone))
  return or(...parts)
}

async function whereOf(filters: BoardFilters, now: Date): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = []
  if (filters.status) conditions.push(eq(serviceRequests.status, filters.status))
  if (filters.office === 'pickup') conditions.push(eq(serviceRequests.pickup, true))
  else if (filters.office) conditions.push(eq(serviceRequests.office, filters.office))
  if (filters.assignee === 'none') conditions.push(isNull(serviceRequests.assigneeId))
  else if (filters.assignee !== undefined) conditions.push(eq(serviceRequests.assigneeId, filters.assignee))
  if (filters.category !== undefined)
    conditions.push(inArray(serviceRequests.categoryId, await familyIds(filters.category)))
  if (filters.olderThanDays)
    conditions.push(lt(serviceRequests.createdAt, new Date(now.getTime() - filters.olderThanDays * 86_400_000)))
  if (filters.overdue) {
    // Business time never runs faster than the wall clock: a request in its status for less than the promise in
    // plain hours cannot be overdue, so the database narrows the list and the business clock decides (below).
    const running = SERVICE_STATUSES.filter((s) => TURNAROUND_HOURS[s] !== null)
    conditions.push(
      or(
        ...running.map((s) =>
          and(
            eq(serviceRequests.status, s),
            lt(serviceRequests.statusChangedAt, new Date(now.getTime() - TURNAROUND_HOURS[s]! * 3_600_000)),
          ),
        ),
      ),
    )
  }
  conditions.push(searchWhere(filters.q ?? ''))
  const present = conditions.filter((c): c is SQL => c !== undefined)
  return present.length ? and(...present) : undefined
}

const columns = {
  id: serviceRequests.id,
  number: serviceRequests.number,
  status: serviceRequests.status,
  kind: serviceRequests.kind,
  productName: serviceRequests.productName,
  serial: serviceRequests.serial,
  name: serviceRequests.name,
  phone: serviceRequests.phone,
  office: serviceRequests.office,
  pickup: serviceRequests.pickup,
  assigneeName: staffUsers.displayName,
  statusChangedAt: serviceRequests.statusChangedAt,
  createdAt: serviceRequests.createdAt,
}

type Raw = { [K in keyof typeof columns]: unknown } & { status: string; statusChangedAt: Date }

function rowOf(raw: Raw, now: Date): BoardRow {
  const status = isServiceStatus(raw.status) ? raw.status : 'received'
  const due = dueAt(status, raw.statusChangedAt)
  return { ...(raw as unknown as BoardRow), status, dueAt: due, overdue: due !== null && due < now }
}

/** One page of the board, newest first, and how many match. */
export async function listServiceBoard(filters: BoardFilters, now = new Date()) {
  const db = await getDb()
  const where = await whereOf(filters, now)
  const page = Math.max(1, Math.floor(filters.page ?? 1))
  const base = () =>
    db
      .select(columns)
      .from(serviceRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, serviceRequests.assigneeId))
      .where(where)
      .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
  if (filters.overdue) {
    // The business clock's verdict per row: the candidates are few (held past their promise in plain hours).
    const rows = (await base()).map((r) => rowOf(r as Raw, now)).filter((r) => r.overdue)
    const start = (page - 1) * BOARD_PAGE_SIZE
    return { rows: rows.slice(start, start + BOARD_PAGE_SIZE), total: rows.length, page }
  }
  const [rows, [total]] = await Promise.all([
    base()
      .limit(BOARD_PAGE_SIZE)
      .offset((page - 1) * BOARD_PAGE_SIZE),
    db.select({ n: count() }).from(serviceRequests).where(where),
  ])
  return { rows: rows.map((r) => rowOf(r as Raw, now)), total: total?.n ?? 0, page }
}

/** How many requests are in each status (the board's tabs); closed ones counted too. */
export async function countServiceByStatus(): Promise<Record<ServiceStatus, number>> {
  const db = await getDb()
  const rows = await db
    .select({ status: serviceRequests.status, n: count() })
    .from(serviceRequests)
    .groupBy(serviceRequests.status)
  const out = Object.fromEntries(SERVICE_STATUSES.map((s) => [s, 0])) as Record<ServiceStatus, number>
  for (const r of rows) if (isServiceStatus(r.status)) out[r.status] = r.n
  return out
}

/** Statuses still open (the board's default view leaves the collected ones out). */
export const OPEN_STATUSES = SERVICE_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s))
