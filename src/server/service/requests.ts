import 'server-only'

import { and, asc, desc, eq } from 'drizzle-orm'

import { isServiceStatus, type ServiceKind, type ServiceStatus } from '@/lib/service/flow'
import { getDb, type DbOrTx } from '@/server/db/client'
import {
  products,
  serviceEvents,
  servicePhotos,
  serviceLinks,
  serviceRequests,
  staffUsers,
  units,
  type ServiceRequestRow,
  type UnitRow,
} from '@/server/db/schema'

/**
 * A service request as the panel and the customer's page read it (docs/service-desk.md). Writes go through
 * ./submit.ts (a new request), ./status.ts (its status, the one door) and ./desk.ts (notes and assignment).
 */

export interface ServiceUnit {
  id: number
  productName: string
  serial: string
  saleDate: string
  warrantyMonths: number
}

export interface ServiceRequestDetail {
  id: number
  number: string
  kind: ServiceKind
  status: ServiceStatus
  statusChangedAt: Date
  productId: number | null
  /** The product's slug while it is in the catalogue. */
  productSlug: string | null
  productName: string
  categoryId: number | null
  serial: string
  serialKey: string
  unit: ServiceUnit | null
  fault: string
  purchaseDate: string | null
  purchasePlace: string
  office: string
  pickup: boolean
  pickupAddress: string
  name: string
  phone: string
  email: string | null
  locale: string
  whatsapp: boolean
  customerId: number | null
  assigneeId: number | null
  assigneeName: string | null
  createdAt: Date
  updatedAt: Date
}

export interface ServiceEvent {
  id: number
  kind: 'status' | 'note'
  status: ServiceStatus | null
  note: string
  actorName: string
  at: Date
}

export interface ServicePhoto {
  id: number
  position: number
  key: string
  width: number
  height: number
  bytes: number
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0

export function detailOf(
  row: ServiceRequestRow,
  extra: { productSlug: string | null; unit: ServiceUnit | null; assigneeName: string | null },
): ServiceRequestDetail {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind === 'calibration' ? 'calibration' : 'repair',
    status: isServiceStatus(row.status) ? row.status : 'received',
    statusChangedAt: row.statusChangedAt,
    productId: row.productId,
    productSlug: extra.productSlug,
    productName: row.productName,
    categoryId: row.categoryId,
    serial: row.serial,
    serialKey: row.serialKey,
    unit: extra.unit,
    fault: row.fault,
    purchaseDate: row.purchaseDate,
    purchasePlace: row.purchasePlace,
    office: row.office,
    pickup: row.pickup,
    pickupAddress: row.pickupAddress,
    name: row.name,
    phone: row.phone,
    email: row.email,
    locale: row.locale,
    whatsapp: row.whatsapp,
    customerId: row.customerId,
    assigneeId: row.assigneeId,
    assigneeName: extra.assigneeName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** One request with its unit, its product's slug and its technician's name; undefined when there is none. */
export async function getServiceRequest(id: number, given?: DbOrTx): Promise<ServiceRequestDetail | undefined> {
  if (!validId(id)) return undefined
  const db = given ?? (await getDb())
  const [found] = await db
    .select(REQUEST_FIELDS)
    .from(serviceRequests)
    .leftJoin(products, eq(products.id, serviceRequests.productId))
    .leftJoin(units, eq(units.id, serviceRequests.unitId))
    .leftJoin(staffUsers, eq(staffUsers.id, serviceRequests.assigneeId))
    .where(eq(serviceRequests.id, id))
  return found && detailOfJoined(found)
}

/**
 * The request a status link opens, with the link's expiry and stored hash, in one query (the status page's first
 * read: a look-up of the link, then of the request, was one round trip more on every render). The caller checks the
 * hash and the expiry (src/server/service/status-link.ts).
 */
export async function requestOfLinkHash(
  tokenHash: string,
): Promise<{ request: ServiceRequestDetail; tokenHash: string; expiresAt: Date | null } | undefined> {
  const db = await getDb()
  const [found] = await db
    .select({ ...REQUEST_FIELDS, tokenHash: serviceLinks.tokenHash, expiresAt: serviceLinks.expiresAt })
    .from(serviceLinks)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceLinks.requestId))
    .leftJoin(products, eq(products.id, serviceRequests.productId))
    .leftJoin(units, eq(units.id, serviceRequests.unitId))
    .leftJoin(staffUsers, eq(staffUsers.id, serviceRequests.assigneeId))
    .where(eq(serviceLinks.tokenHash, tokenHash))
  return found && { request: detailOfJoined(found), tokenHash: found.tokenHash, expiresAt: found.expiresAt }
}

/** What both reads above select: the request, its product's slug, its unit and its technician's name. */
const REQUEST_FIELDS = {
  row: serviceRequests,
  slug: products.slug,
  unit: units,
  assignee: staffUsers.displayName,
}

function detailOfJoined(found: {
  row: ServiceRequestRow
  slug: string | null
  unit: UnitRow | null
  assignee: string | null
}): ServiceRequestDetail {
  const u = found.unit
  return detailOf(found.row, {
    productSlug: found.slug,
    unit: u && {
      id: u.id,
      productName: u.productName,
      serial: u.serial,
      saleDate: u.saleDate,
      warrantyMonths: u.warrantyMonths,
    },
    assigneeName: found.assignee,
  })
}

/** A request's history, oldest first; only its statuses when `statusesOnly` (what the customer sees). */
export async function listServiceEvents(id: number, statusesOnly = false): Promise<ServiceEvent[]> {
  if (!validId(id)) return []
  const db = await getDb()
  const rows = await db
    .select()
    .from(serviceEvents)
    .where(
      statusesOnly
        ? and(eq(serviceEvents.requestId, id), eq(serviceEvents.kind, 'status'))
        : eq(serviceEvents.requestId, id),
    )
    .orderBy(asc(serviceEvents.at), asc(serviceEvents.id))
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === 'note' ? 'note' : 'status',
    status: isServiceStatus(r.status) ? r.status : null,
    note: r.note,
    actorName: r.actorName,
    at: r.at,
  }))
}

export async function listServicePhotos(id: number): Promise<ServicePhoto[]> {
  if (!validId(id)) return []
  const db = await getDb()
  return db
    .select({
      id: servicePhotos.id,
      position: servicePhotos.position,
      key: servicePhotos.key,
      width: servicePhotos.width,
      height: servicePhotos.height,
      bytes: servicePhotos.bytes,
    })
    .from(servicePhotos)
    .where(eq(servicePhotos.requestId, id))
    .orderBy(asc(servicePhotos.position))
}

/** One photo by its id (the staff photo route), or undefined. */
export async function getServicePhoto(id: number): Promise<ServicePhoto | undefined> {
  if (!validId(id)) return undefined
  const db = await getDb()
  const [row] = await db.select().from(servicePhotos).where(eq(servicePhotos.id, id))
  return row
}

/** A customer record's requests, newest first (its page's timeline). */
export async function requestsOfCustomer(customerId: number) {
  if (!validId(customerId)) return []
  const db = await getDb()
  return db
    .select({
      id: serviceRequests.id,
      number: serviceRequests.number,
      status: serviceRequests.status,
      productName: serviceRequests.productName,
      serial: serviceRequests.serial,
      createdAt: serviceRequests.createdAt,
      statusChangedAt: serviceRequests.statusChangedAt,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, customerId))
    .orderBy(desc(serviceRequests.createdAt))
}
