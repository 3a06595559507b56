import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'

import { kabulDate } from '@/lib/content/schedule'
import { serviceNumber, type ServiceNumberKind } from '@/lib/service/references'
import type { DbOrTx } from '@/server/db/client'

/**
 * References and tokens of the service desk (docs/decisions/100-service-references-and-links.md): numbers per kind
 * and year from a counter row taken in the creating transaction (as quotations' are, decision 048), and random
 * tokens of which only the SHA-256 is stored.
 */

/** The year's next `R-…` or `C-…` number, in one statement: concurrent creations never share one. */
export async function takeServiceNumber(db: DbOrTx, kind: ServiceNumberKind, now: Date): Promise<string> {
  const year = Number(kabulDate(now).slice(0, 4))
  const result = await db.execute(sql`
    INSERT INTO service_counters (kind, year, last_sequence) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_sequence = service_counters.last_sequence + 1
    RETURNING last_sequence`)
  const row = (result as unknown as { rows: { last_sequence: number }[] }).rows[0]!
  return serviceNumber(kind, year, Number(row.last_sequence))
}

/** 256 random bits, URL-safe: a status link's token (43 characters). */
export const newStatusToken = () => randomBytes(32).toString('base64url')

/** 120 random bits, URL-safe: a certificate's verification code (20 characters, short enough for a small QR code). */
export const newCertificateCode = () => randomBytes(15).toString('base64url')

/** A token's SHA-256 in hex: what the database keeps and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
