/**
 * For bench:service (bench/service.mjs): fills a data directory that already holds a catalogue with a service desk's
 * worth of data, then prints (as one JSON line on stdout) what the benchmark asks for: references, serials, names,
 * phones, status links and a family.
 * Usage: tsx --conditions=react-server bench/lib/service-data.ts --requests 10000 --units 20000
 *
 * - customers: one per two or three units (a company or a person, one contact with an e-mail and a phone);
 * - units: serials over every product of the catalogue, sold over the last four years, 12 or 24 months' warranty;
 * - requests: received over the last two years, most for a registered unit; the old ones mostly collected, the
 *   recent ones over every status, office (and pickup) and kind, so the board's tabs, filters and its overdue view
 *   all have rows; each with its history (received, then its current status) and numbered per year as the desk does.
 *
 * Rows are written with multi-row INSERTs, 500 at a time, in one transaction, for speed: then `--compare N` (default
 * 200) requests are filed one by one through the desk's own submitServiceRequest (checks, number, link, history,
 * audit entry and notice each) and both costs per request are printed, so the choice is checked at every run
 * (docs/service-desk.md, "The benchmark"). The status links the benchmark opens are made by the desk's own
 * createStatusLink, and the counters are left where the desk's next number follows on. Seeded: the same data every
 * run for the same counts.
 */
import { parseArgs } from 'node:util'

import { sql } from 'drizzle-orm'

import { kabulDate } from '../../src/lib/content/schedule'
import { SERVICE_STATUSES, type ServiceStatus } from '../../src/lib/service/flow'
import { phoneKey } from '../../src/lib/service/phone'
import { OTHER_PRODUCT } from '../../src/lib/service/request-fields'
import { serviceNumber } from '../../src/lib/service/references'
import { serialKey } from '../../src/lib/service/serial-pattern'
import {
  categories,
  customerContacts,
  customers,
  products,
  serviceEvents,
  serviceRequests,
  units,
} from '../../src/server/db/schema'
import { createStatusLink } from '../../src/server/service/status-link'
import { submitServiceRequest } from '../../src/server/service/submit'
import { withDatabase } from '../../scripts/cli'

const { values } = parseArgs({
  options: { requests: { type: 'string' }, units: { type: 'string' }, compare: { type: 'string' } },
})
const REQUESTS = Number(values.requests ?? 10_000)
const UNITS = Number(values.units ?? REQUESTS * 2)
/** How many requests are also filed one by one through the desk's own submitServiceRequest, to compare. */
const COMPARE = Number(values.compare ?? 200)
const CHUNK = 500
/** Status links made for the benchmark to open (each request its own, as customers each have theirs). */
const LINKS = 40
const OFFICES = ['kabul', 'jalalabad', 'mazar-i-sharif', 'pickup'] as const
const NAMES = ['Ahmad', 'Mariam', 'Farid', 'Zahra', 'Hamid', 'Laila', 'Nasir', 'Shabnam', 'Wahid', 'Parwana']
const FAMILY = ['Karimi', 'Ahmadzai', 'Rahimi', 'Popal', 'Sultani', 'Noori', 'Hotak', 'Azizi', 'Safi', 'Wardak']
const COMPANIES = ['Survey', 'Construction', 'Engineering', 'Mapping', 'Roads', 'Mining']
const DAY = 86_400_000

// A small seeded generator (mulberry32): the same data for the same counts, so runs compare.
let state = 0x5eed
function random(): number {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

/** Where a request received `ageDays` ago stands now: old ones are mostly closed, recent ones anywhere. */
function statusFor(ageDays: number): ServiceStatus {
  if (ageDays > 60 && random() < 0.95) return random() < 0.9 ? 'collected' : 'returned-unrepaired'
  return pick(SERVICE_STATUSES)
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK))
}

await withDatabase(async ({ db }) => {
  const now = new Date()
  const catalogue = await db
    .select({ id: products.id, name: products.name, categoryId: products.categoryId })
    .from(products)
    .orderBy(products.id)
  if (catalogue.length === 0) throw new Error('the data directory holds no catalogue')
  // A top family (its sub-families' requests count too): the board's family filter at its widest.
  const tree = new Map((await db.select().from(categories)).map((c) => [c.id, c.parentId]))
  const rootOf = (id: number | null): number | null => {
    let at = id
    while (at !== null && tree.get(at) != null) at = tree.get(at)!
    return at
  }
  const started = performance.now()
  const out = await db.transaction(async (tx) => {
    // Customers, one contact each.
    const customerCount = Math.max(1, Math.ceil(UNITS / 2.5))
    const people = Array.from({ length: customerCount }, (_, i) => {
      const person = `${pick(NAMES)} ${pick(FAMILY)}`
      const company = random() < 0.4
      const phone = `07${String(10_000_000 + i * 37).slice(-8)}`
      return {
        kind: company ? ('company' as const) : ('person' as const),
        name: company ? `${pick(FAMILY)} ${pick(COMPANIES)} ${i}` : `${person} ${i}`,
        contact: { name: person, email: `customer${i}@example.af`, phone, phoneKey: phoneKey(phone)! },
      }
    })
    const customerIds: number[] = []
    await inChunks(people, async (chunk) => {
      const rows = await tx
        .insert(customers)
        .values(chunk.map((p) => ({ kind: p.kind, name: p.name, createdAt: now, updatedAt: now })))
        .returning({ id: customers.id })
      await tx.insert(customerContacts).values(rows.map((r, i) => ({ customerId: r.id, ...chunk[i]!.contact })))
      customerIds.push(...rows.map((r) => r.id))
    })

    // Units over the whole catalogue, each serial once per product.
    const unitRows = Array.from({ length: UNITS }, (_, i) => {
      const product = catalogue[i % catalogue.length]!
      const serial = `MG${String(i + 1).padStart(7, '0')}`
      const customer = Math.floor(i / 2.5)
      return {
        productId: product.id,
        productName: product.name,
        serial,
        serialKey: serialKey(serial),
        customerId: customerIds[customer % customerIds.length]!,
        saleDate: kabulDate(new Date(now.getTime() - Math.floor(random() * 4 * 365) * DAY)),
        warrantyMonths: random() < 0.7 ? 12 : 24,
        createdAt: now,
        updatedAt: now,
      }
    })
    const unitIds: number[] = []
    await inChunks(unitRows, async (chunk) => {
      const rows = await tx.insert(units).values(chunk).returning({ id: units.id })
      unitIds.push(...rows.map((r) => r.id))
    })

    // Requests, oldest first so the numbers run in order within each year.
    const ages = Array.from({ length: REQUESTS }, () => random() * 730 * DAY).sort((a, b) => b - a)
    const sequences = new Map<number, number>()
    const requestRows = ages.map((age, i) => {
      const createdAt = new Date(now.getTime() - age)
      const year = Number(kabulDate(createdAt).slice(0, 4))
      const sequence = (sequences.get(year) ?? 0) + 1
      sequences.set(year, sequence)
      const status = statusFor(age / DAY)
      // In its status for some part of its age: recent moves and long-held ones (the overdue) both.
      const statusChangedAt = status === 'received' ? createdAt : new Date(createdAt.getTime() + random() * age)
      const registered = random() < 0.8
      const u = registered ? Math.floor(random() * UNITS) : -1
      const unit = registered ? unitRows[u]! : undefined
      const product = unit ? catalogue.find((p) => p.id === unit.productId)! : pick(catalogue)
      const serial = unit?.serial ?? `X${String(i).padStart(8, '0')}`
      const person = people[unit ? Math.floor(u / 2.5) % people.length : i % people.length]!
      const office = pick(OFFICES)
      return {
        number: serviceNumber('R', year, sequence),
        kind: random() < 0.3 ? 'calibration' : 'repair',
        status,
        statusChangedAt,
        productId: product.id,
        productName: product.name,
        categoryId: product.categoryId,
        serial,
        serialKey: serialKey(serial),
        unitId: unit ? unitIds[u]! : null,
        fault: 'The instrument does not hold a fix after a drop on site; the display flickers when it is cold.',
        office: office === 'pickup' ? '' : office,
        pickup: office === 'pickup',
        pickupAddress: office === 'pickup' ? 'Site office, Darulaman road, Kabul' : '',
        name: person.contact.name,
        phone: person.contact.phone,
        phoneKey: person.contact.phoneKey,
        email: random() < 0.6 ? person.contact.email : null,
        locale: pick(['en', 'fa', 'ps']),
        whatsapp: random() < 0.5,
        createdAt,
        updatedAt: statusChangedAt,
      }
    })
    const requestIds: number[] = []
    await inChunks(requestRows, async (chunk) => {
      const rows = await tx.insert(serviceRequests).values(chunk).returning({ id: serviceRequests.id })
      requestIds.push(...rows.map((r) => r.id))
      const events = rows.flatMap((r, i) => {
        const q = chunk[i]!
        const first = { requestId: r.id, kind: 'status', status: 'received', actorName: `${q.name} (customer)` }
        return q.status === 'received'
          ? [{ ...first, at: q.createdAt }]
          : [
              { ...first, at: q.createdAt },
              {
                requestId: r.id,
                kind: 'status',
                status: q.status,
                actorName: 'Bench Technician',
                at: q.statusChangedAt,
              },
            ]
      })
      await tx.insert(serviceEvents).values(events)
    })
    // The desk's counters where its next number follows on from the generated ones.
    for (const [year, last] of sequences)
      await tx.execute(sql`
        INSERT INTO service_counters (kind, year, last_sequence) VALUES ('R', ${year}, ${last})
        ON CONFLICT (kind, year) DO UPDATE SET last_sequence = greatest(service_counters.last_sequence, ${last})`)

    // What the benchmark opens and searches for, spread over the list (not only the newest).
    const sample = Array.from({ length: LINKS }, (_, i) => Math.floor(((i + 0.5) / LINKS) * REQUESTS))
    const links: string[] = []
    for (const i of sample) links.push(await createStatusLink(tx, requestIds[i]!))
    const registered = requestRows.filter((r) => r.unitId !== null)
    return {
      requests: REQUESTS,
      units: UNITS,
      customers: customerCount,
      products: catalogue.length,
      requestIds: sample.map((i) => requestIds[i]!),
      references: sample.map((i) => requestRows[i]!.number),
      serials: sample.map((i) => registered[i % registered.length]!.serial),
      names: sample.map((i) => requestRows[i]!.name.split(' ')[1]!),
      phones: sample.map((i) => requestRows[i]!.phone),
      tokens: links,
      familyId: rootOf(requestRows[0]!.categoryId),
    }
  })
  const bulkMs = performance.now() - started

  // The same kind of request filed one by one through the public form's server code (no photos, a pickup, a model
  // typed as "other", so no office or serial mask is needed): what writing everything that way would cost.
  const appStarted = performance.now()
  for (let i = 0; i < COMPARE; i++) {
    const outcome = await submitServiceRequest(
      {
        kind: 'repair',
        product: OTHER_PRODUCT,
        otherModel: 'Bench total station',
        serial: `CMP${String(i).padStart(6, '0')}`,
        fault: 'Compared with the bulk insert.',
        purchaseDate: '',
        purchasePlace: '',
        office: 'pickup',
        pickupAddress: 'Site office, Kabul',
        name: 'Compare Karimi',
        phone: `0790${String(100_000 + i)}`,
        email: '',
        language: 'en',
      },
      [],
      now,
    )
    if (outcome.kind !== 'created') throw new Error(`filing through the desk failed: ${JSON.stringify(outcome)}`)
  }
  const appMs = performance.now() - appStarted
  const perRequest = (ms: number, n: number) => Math.round((ms / n) * 100) / 100
  console.log(
    JSON.stringify({
      ...out,
      writeMs: Math.round(bulkMs),
      bulkMsPerRequest: perRequest(bulkMs, REQUESTS),
      appMsPerRequest: COMPARE ? perRequest(appMs, COMPARE) : null,
      compared: COMPARE,
    }),
  )
})
// The desk's modules loaded for the comparison leave timers behind (the mail outbox's, the rate limiters'): the work
// is done and the database closed, so leave.
process.exit()
