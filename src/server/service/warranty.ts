import 'server-only'

import { kabulDate } from '@/lib/content/schedule'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { productSupportHref } from '@/lib/routes'
import { isSerialShape, tidySerial } from '@/lib/service/serial-pattern'
import { warrantyUntil } from '@/lib/service/warranty'
import { openAdvisoriesOfProduct } from '@/server/library/views'
import { SharedRateLimiter } from '@/server/rate-limit/shared'
import { unitCovered, unitsBySerial } from './units'

/**
 * The public warranty check (docs/service-desk.md): a serial number gives each model sold with it, whether it is under
 * warranty and until when, and the open advisories of the support library for that model. Never who owns it, when it
 * was sold to whom, or any request. Rate-limited per address, found or not, so the registry cannot be read by
 * trying serials.
 */

/** 30 checks in 10 minutes per address: a tender office checking a delivery's instruments, not a crawl. */
export const WARRANTY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const
export const warrantyLimiter = new SharedRateLimiter({ bucket: 'warranty', ...WARRANTY_RATE_LIMIT })

/** An advisory of the support library as the warranty check lists it. */
export interface OpenAdvisory {
  title: string
  severity: 'info' | 'caution' | 'do-not-install'
  href: string
}

/**
 * The open advisories of the support library for a product in `locale` (src/server/library/views.ts), each linking
 * to the product's Support section, where the advisory is shown in full.
 */
export async function openAdvisoriesFor(productId: number, locale: Locale, now = new Date()): Promise<OpenAdvisory[]> {
  const { slug, advisories } = await openAdvisoriesOfProduct(productId, locale, now)
  return advisories.map((a) => ({
    title: a.title.value,
    severity: a.severity,
    href: localizeHref(productSupportHref(slug), locale),
  }))
}

export interface WarrantyAnswer {
  model: string
  /** The last day of cover, or null when it was sold without warranty. */
  until: string | null
  covered: boolean
  advisories: OpenAdvisory[]
}

export type WarrantyOutcome =
  | { kind: 'found'; serial: string; units: WarrantyAnswer[] }
  | { kind: 'unknown'; serial: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

export async function checkWarranty(
  typed: string,
  address: string,
  locale: Locale,
  now = new Date(),
): Promise<WarrantyOutcome> {
  const taken = await warrantyLimiter.take(address)
  if (!taken.ok) return { kind: 'rate-limited', retryAfterSeconds: taken.retryAfterSeconds }
  if (!isSerialShape(typed)) return { kind: 'invalid' }
  const serial = tidySerial(typed)
  const units = await unitsBySerial(serial)
  if (units.length === 0) return { kind: 'unknown', serial }
  const today = kabulDate(now)
  return {
    kind: 'found',
    serial,
    units: await Promise.all(
      units.map(async (u) => ({
        model: u.productName,
        until: warrantyUntil(u.saleDate, u.warrantyMonths),
        covered: unitCovered(u, today),
        advisories: u.productId ? await openAdvisoriesFor(u.productId, locale, now) : [],
      })),
    ),
  }
}
