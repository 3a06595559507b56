import 'server-only'

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'

import { phoneKey } from '@/lib/service/phone'
import { getDb } from '@/server/db/client'
import { customerContacts, customers } from '@/server/db/schema'
import type { CustomerContact } from './customers'

/**
 * Matching new leads and service requests to customer records (docs/decisions/104-customer-matching.md): a record
 * matches when one of its contacts has the same e-mail address (case aside) or the same phone line (the last nine
 * digits, however it was typed). A match is offered to staff, never applied by itself: two people share an office
 * phone, a reseller writes for a client.
 */

export interface MatchProbe {
  email?: string | null
  phone?: string | null
}

export interface CustomerMatch {
  id: number
  name: string
  kind: 'company' | 'person'
  /** What matched. */
  by: ('e-mail' | 'phone')[]
  contacts: CustomerContact[]
}

const emailOf = (probe: MatchProbe) => probe.email?.trim().toLowerCase() || undefined
const keyOf = (probe: MatchProbe) => (probe.phone ? phoneKey(probe.phone) : undefined)

/** The records matching each probe (same order), best first: both e-mail and phone, then by name. */
export async function matchCustomers(probes: readonly MatchProbe[]): Promise<CustomerMatch[][]> {
  const emails = [...new Set(probes.map(emailOf).filter((e): e is string => Boolean(e)))]
  const keys = [...new Set(probes.map(keyOf).filter((k): k is string => Boolean(k)))]
  if (emails.length === 0 && keys.length === 0) return probes.map(() => [])
  const db = await getDb()
  const hits = await db
    .select({ contact: customerContacts, customer: customers })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(
      and(
        isNull(customers.mergedInto),
        or(
          ...(emails.length ? [inArray(customerContacts.email, emails)] : []),
          ...(keys.length ? [inArray(customerContacts.phoneKey, keys)] : []),
        ),
      ),
    )
    .orderBy(asc(customers.name), asc(customerContacts.id))
  return probes.map((probe) => {
    const email = emailOf(probe)
    const key = keyOf(probe)
    const found = new Map<number, CustomerMatch>()
    for (const { contact, customer } of hits) {
      const byEmail = email !== undefined && contact.email === email
      const byPhone = key !== undefined && contact.phoneKey === key
      if (!byEmail && !byPhone) continue
      const match = found.get(customer.id) ?? {
        id: customer.id,
        name: customer.name,
        kind: customer.kind === 'company' ? ('company' as const) : ('person' as const),
        by: [],
        contacts: [],
      }
      if (byEmail && !match.by.includes('e-mail')) match.by.push('e-mail')
      if (byPhone && !match.by.includes('phone')) match.by.push('phone')
      match.contacts.push({ id: contact.id, name: contact.name, email: contact.email, phone: contact.phone })
      found.set(customer.id, match)
    }
    return [...found.values()].sort((a, b) => b.by.length - a.by.length)
  })
}

export async function matchCustomer(probe: MatchProbe): Promise<CustomerMatch[]> {
  return (await matchCustomers([probe]))[0]!
}
