import 'server-only'

import { and, eq } from 'drizzle-orm'

import { siteUrl } from '@/env'
import { kabulDate } from '@/lib/content/schedule'
import { localizeHref } from '@/lib/i18n/locales'
import { serviceStatusHref } from '@/lib/routes'
import { phoneKey } from '@/lib/service/phone'
import { OTHER_PRODUCT, type ServiceError } from '@/lib/service/request-fields'
import { serviceErrors, serviceRequestSchema, type ServiceRequestInput } from '@/lib/service/request-schema'
import { matchesMask, serialKey } from '@/lib/service/serial-pattern'
import { serviceProductBySlug } from '@/server/catalogue/serial-patterns'
import { publicOffices } from '@/server/content/offices'
import { getDb, type Tx } from '@/server/db/client'
import { serviceEvents, servicePhotos, serviceRequests, units, type DraftPhoto } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { SharedRateLimiter } from '@/server/rate-limit/shared'
import { recordAudit } from '@/server/staff/audit'
import { localeOf, enqueueNotice } from './notices'
import { takeServiceNumber } from './numbers'
import { createStatusLink } from './status-link'
import { writeService } from '@/server/revision/service-write'

/**
 * A customer's service request (docs/service-desk.md): the form's fields checked by the schema the form is built
 * from (src/lib/service/request-schema.ts), then what needs the database: the product is in the public catalogue,
 * the serial follows its family's mask, the office is published, the purchase was not tomorrow. Stored in one
 * transaction with its number, its first status link, its photos, the history's first entry, the audit entry (the
 * customer as the actor) and the first notice, which carries the private link.
 */

/**
 * 20 posts an hour per address, refused or not: a workshop sending a few instruments, or a customer fixing a field
 * several times, is fine; a script filling the board, or making the server re-encode photos all day, is not.
 */
export const SERVICE_REQUEST_RATE_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const
export const serviceRequestLimiter = new SharedRateLimiter({ bucket: 'service-request', ...SERVICE_REQUEST_RATE_LIMIT })

export type SubmitOutcome =
  | { kind: 'created'; id: number; number: string; token: string; locale: string }
  | { kind: 'invalid'; errors: Record<string, ServiceError> }

interface Checked {
  ok: true
  input: ServiceRequestInput
  productId: number | null
  productName: string
  categoryId: number | null
}

/** The database's half of the checks; the fields' own errors come first and are kept. */
async function check(
  raw: Record<string, string>,
  now: Date,
): Promise<Checked | { ok: false; errors: Record<string, ServiceError> }> {
  const parsed = serviceRequestSchema.safeParse(raw)
  const errors: Record<string, ServiceError> = parsed.success ? {} : serviceErrors(parsed.error.issues)
  const product = raw.product && raw.product !== OTHER_PRODUCT ? await serviceProductBySlug(raw.product) : undefined
  if (raw.product && raw.product !== OTHER_PRODUCT && !product) errors.product ??= 'product-unknown'
  if (product && raw.serial && !errors.serial && !matchesMask(raw.serial, product.serialPattern))
    errors.serial = 'serial-pattern'
  const locale = localeOf(raw.language ?? '')
  if (raw.office && raw.office !== 'pickup' && !errors.office) {
    const offices = await publicOffices(locale, now)
    if (!offices.some((o) => o.slug === raw.office)) errors.office = 'office-unknown'
  }
  if (!raw.office) errors.office ??= 'office-unknown'
  if (raw.purchaseDate && !errors.purchaseDate && raw.purchaseDate > kabulDate(now)) errors.purchaseDate = 'date-future'
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: parsed.data,
    productId: product?.id ?? null,
    productName: product?.name ?? parsed.data.otherModel,
    categoryId: product?.categoryId ?? null,
  }
}

/** The unit sold with this serial: of the product when known, else the only unit with that serial. */
async function unitFor(tx: Tx, productId: number | null, key: string): Promise<number | null> {
  const rows = await tx
    .select({ id: units.id })
    .from(units)
    .where(
      productId === null ? eq(units.serialKey, key) : and(eq(units.productId, productId), eq(units.serialKey, key)),
    )
    .limit(2)
  return rows.length === 1 ? rows[0]!.id : null
}

/**
 * Checks and stores a request; `photos` are already cleaned and stored (./photos.ts), `photoError` is what was wrong
 * with the others (the request is then refused with every field's error).
 */
export async function submitServiceRequest(
  raw: Record<string, string>,
  photos: readonly DraftPhoto[],
  now = new Date(),
  photoError?: ServiceError,
): Promise<SubmitOutcome> {
  const checked = await check(raw, now)
  if (!checked.ok) return { kind: 'invalid', errors: { ...checked.errors, ...(photoError && { photos: photoError }) } }
  if (photoError) return { kind: 'invalid', errors: { photos: photoError } }
  const { input } = checked
  const key = serialKey(input.serial)
  const db = await getDb()
  const created = await writeService(db, async (tx) => {
    const number = await takeServiceNumber(tx, 'R', now)
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        number,
        kind: input.kind,
        productId: checked.productId,
        productName: checked.productName,
        categoryId: checked.categoryId,
        serial: input.serial,
        serialKey: key,
        unitId: await unitFor(tx, checked.productId, key),
        fault: input.fault,
        purchaseDate: input.purchaseDate || null,
        purchasePlace: input.purchasePlace,
        office: input.pickup ? '' : input.office,
        pickup: input.pickup,
        pickupAddress: input.pickup ? input.pickupAddress : '',
        name: input.name,
        phone: input.phone,
        phoneKey: phoneKey(input.phone)!,
        email: input.email,
        locale: input.language,
        whatsapp: input.whatsapp,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const request = row!
    const token = await createStatusLink(tx, request.id)
    if (photos.length) {
      await tx.insert(servicePhotos).values(
        photos.map((p, position) => ({
          requestId: request.id,
          position,
          key: p.key,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
        })),
      )
    }
    const customer = { customer: { name: input.name, email: input.email ?? '' } }
    await tx.insert(serviceEvents).values({
      requestId: request.id,
      kind: 'status',
      status: 'received',
      actorName: `${input.name} (customer)`,
      at: now,
    })
    await recordAudit(tx, {
      actor: customer,
      entityType: 'service-request',
      entityId: String(request.id),
      action: 'create',
      at: now,
      before: null,
      after: {
        number,
        kind: input.kind,
        product: checked.productName,
        serial: input.serial,
        photos: photos.length,
        status: 'received',
      },
    })
    const link = `${siteUrl()}${localizeHref(serviceStatusHref(token), input.language)}`
    await enqueueNotice(tx, request, 'received', { privateLink: link })
    return { id: request.id, number, token }
  })
  if (input.email) void kickOutbox()
  return { kind: 'created', ...created, locale: input.language }
}
