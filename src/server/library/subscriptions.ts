import 'server-only'

import { randomBytes } from 'node:crypto'

import { and, eq } from 'drizzle-orm'

import type { Locale } from '@/lib/i18n/locales'
import { getDb } from '@/server/db/client'
import { librarySubscriptions, products } from '@/server/db/schema'
import { leadMailConfig } from '@/server/mail/config'
import { kickOutbox } from '@/server/mail/outbox'
import { SharedRateLimiter } from '@/server/rate-limit/shared'
import { enqueueConfirmation } from './mail'

/**
 * "Notify me" (docs/support-library.md): a visitor subscribes to a product's new releases and advisories by e-mail,
 * with no account. Double opt-in: nothing but the confirmation is sent until its link is opened. The answer is the
 * same whether the address was new, waiting or already subscribed, so the form tells nobody who subscribes to what.
 */

/** Subscriptions per client address: enough for a crew's office, too few to mail-bomb anyone through us. */
export const SUBSCRIBE_RATE_LIMIT = { limit: 10, windowMs: 3_600_000 }
export const subscribeRateLimiter = new SharedRateLimiter({ bucket: 'library-subscribe', ...SUBSCRIBE_RATE_LIMIT })

const EMAIL = /^[^\s@<>()",;:]{1,64}@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/

export type SubscribeResult = 'sent' | 'invalid-email' | 'too-many' | 'unavailable' | 'unknown-product'

export async function subscribe(
  input: { email: string; productSlug: string; locale: Locale; client: string },
  now: Date = new Date(),
): Promise<SubscribeResult> {
  const email = input.email.trim().toLowerCase()
  if (email.length > 254 || !EMAIL.test(email)) return 'invalid-email'
  if (!leadMailConfig()) return 'unavailable'
  const db = await getDb()
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, input.productSlug), eq(products.isActive, true)))
  if (!product) return 'unknown-product'
  const taken = await subscribeRateLimiter.take(input.client)
  if (!taken.ok) return 'too-many'
  const queued = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(librarySubscriptions)
      .where(and(eq(librarySubscriptions.email, email), eq(librarySubscriptions.productId, product.id)))
      .for('update')
    // Already confirmed and subscribed: nothing to ask again.
    if (existing?.confirmedAt && !existing.unsubscribedAt) return false
    const [row] = existing
      ? await tx
          .update(librarySubscriptions)
          .set({ locale: input.locale, confirmedAt: null, unsubscribedAt: null })
          .where(eq(librarySubscriptions.id, existing.id))
          .returning()
      : await tx
          .insert(librarySubscriptions)
          .values({
            email,
            productId: product.id,
            locale: input.locale,
            token: randomBytes(24).toString('base64url'),
            createdAt: now,
          })
          .returning()
    return enqueueConfirmation(tx, row!.id, email, now)
  })
  if (queued) void kickOutbox()
  return 'sent'
}

/** A subscription by the token of its links, with its product's slug and name. */
export async function subscriptionByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined
  const db = await getDb()
  const [row] = await db
    .select({ subscription: librarySubscriptions, slug: products.slug, productName: products.name })
    .from(librarySubscriptions)
    .innerJoin(products, eq(products.id, librarySubscriptions.productId))
    .where(eq(librarySubscriptions.token, token))
  return row
}

/** The confirmation link was opened and confirmed (again is fine). */
export async function confirmSubscription(token: string, now: Date = new Date()): Promise<boolean> {
  const found = await subscriptionByToken(token)
  if (!found) return false
  const db = await getDb()
  await db
    .update(librarySubscriptions)
    .set({ confirmedAt: found.subscription.confirmedAt ?? now, unsubscribedAt: null })
    .where(eq(librarySubscriptions.id, found.subscription.id))
  return true
}

/** One click: no more e-mails for this subscription (again is fine). */
export async function unsubscribe(token: string, now: Date = new Date()): Promise<boolean> {
  const found = await subscriptionByToken(token)
  if (!found) return false
  if (found.subscription.unsubscribedAt) return true
  const db = await getDb()
  await db
    .update(librarySubscriptions)
    .set({ unsubscribedAt: now })
    .where(eq(librarySubscriptions.id, found.subscription.id))
  return true
}
