import 'server-only'

import { createHash } from 'node:crypto'

import { count, inArray } from 'drizzle-orm'

import type { RichDoc } from '@/lib/content/rich-text'
import { fileTypeOf } from '@/lib/library/file-types'
import type { Db } from '@/server/db/client'
import {
  categories,
  libraryAdvisories,
  libraryAdvisoryReleases,
  libraryFiles,
  libraryReleases,
  libraryTargets,
  products,
} from '@/server/db/schema'
import type { Storage } from '@/server/storage'
import { writeLibrary } from './changes'
import { SEED_ADVISORIES, SEED_RELEASES, type SeedAdvisory, type SeedRelease } from './seed-data'
import { LIBRARY_PREFIX } from './uploads'

/**
 * Seeds the support library (src/server/library/seed-data.ts) when it has no release yet and the catalogue has the
 * products it names: every file generated, put in the media store, and recorded with its real size and SHA-256, so
 * downloads, ranges and checksums work on a fresh site as on a real one. Returns how many releases it wrote.
 */
export async function seedLibraryIfEmpty(
  db: Db,
  store: Storage,
  options: { releases?: readonly SeedRelease[]; advisories?: readonly SeedAdvisory[]; now?: Date } = {},
): Promise<number> {
  const { releases: wanted = SEED_RELEASES, advisories = SEED_ADVISORIES, now = new Date() } = options
  const [row] = await db.select({ n: count() }).from(libraryReleases)
  if ((row?.n ?? 0) > 0) return 0
  const slugs = (list: readonly { products?: string[]; categories?: string[] }[], key: 'products' | 'categories') => [
    ...new Set(list.flatMap((x) => x[key] ?? [])),
  ]
  const items = [...wanted, ...advisories]
  const productSlugs = slugs(items, 'products')
  const categorySlugs = slugs(items, 'categories')
  const [productRows, categoryRows] = await Promise.all([
    productSlugs.length
      ? db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, productSlugs))
      : [],
    categorySlugs.length
      ? db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, categorySlugs))
      : [],
  ])
  const productId = new Map(productRows.map((p) => [p.slug, p.id]))
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]))
  const targetsOf = (item: { products?: string[]; categories?: string[] }) => ({
    productIds: (item.products ?? []).flatMap((s) => productId.get(s) ?? []),
    categoryIds: (item.categories ?? []).flatMap((s) => categoryId.get(s) ?? []),
  })
  const releases = wanted.filter((r) => {
    const t = targetsOf(r)
    return t.productIds.length + t.categoryIds.length > 0
  })
  if (!releases.length) return 0

  // The files first, outside the transaction: a seed that stops half-way leaves stray files, never rows without bytes.
  const files = new Map<string, { key: string; bytes: number; sha256: string; contentType: string }>()
  for (const release of releases)
    for (const name of release.files) {
      const body = seedFile(name, release)
      const key = `${LIBRARY_PREFIX}seed-${name}`
      const contentType = fileTypeOf(name)?.contentType ?? 'application/octet-stream'
      await store.put(key, body, { contentType })
      files.set(name, { key, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex'), contentType })
    }

  await writeLibrary(async (tx) => {
    const ids = new Map<string, number>()
    for (const r of releases) {
      const [saved] = await tx
        .insert(libraryReleases)
        .values({
          kind: r.kind,
          title: r.title,
          version: r.version,
          releaseDate: r.releaseDate,
          status: r.status,
          published: true,
          publishedAt: now,
          languages: r.languages,
          notes: r.notes.length ? bulletList(r.notes) : null,
          requirements: r.requirements ?? '',
          translations: r.translations ?? {},
        })
        .returning({ id: libraryReleases.id })
      ids.set(r.key, saved!.id)
      const t = targetsOf(r)
      await tx
        .insert(libraryTargets)
        .values([
          ...t.productIds.map((id) => ({ releaseId: saved!.id, productId: id })),
          ...t.categoryIds.map((id) => ({ releaseId: saved!.id, categoryId: id })),
        ])
      await tx.insert(libraryFiles).values(
        r.files.map((name, position) => {
          const f = files.get(name)!
          return { releaseId: saved!.id, storageKey: f.key, fileName: name, position, ...pick(f) }
        }),
      )
    }
    for (const a of advisories) {
      const t = targetsOf(a)
      if (t.productIds.length + t.categoryIds.length === 0) continue
      const [saved] = await tx
        .insert(libraryAdvisories)
        .values({
          severity: a.severity,
          title: a.title,
          body: a.body,
          instead: a.instead ?? '',
          startsOn: a.startsOn,
          published: true,
          publishedAt: now,
          translations: a.translations ?? {},
        })
        .returning({ id: libraryAdvisories.id })
      await tx
        .insert(libraryTargets)
        .values([
          ...t.productIds.map((id) => ({ advisoryId: saved!.id, productId: id })),
          ...t.categoryIds.map((id) => ({ advisoryId: saved!.id, categoryId: id })),
        ])
      const about = (a.releases ?? []).flatMap((k) => ids.get(k) ?? [])
      if (about.length)
        await tx
          .insert(libraryAdvisoryReleases)
          .values(about.map((releaseId) => ({ advisoryId: saved!.id, releaseId })))
    }
  }, db)
  return releases.length
}

const pick = (f: { bytes: number; sha256: string; contentType: string }) => ({
  bytes: f.bytes,
  sha256: f.sha256,
  contentType: f.contentType,
})

function bulletList(items: readonly string[]): RichDoc {
  return {
    type: 'doc',
    content: [
      {
        type: 'bulletList',
        content: items.map((text) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
        })),
      },
    ],
  }
}

/** A seed file's bytes: a one-page PDF naming the release, text, or firmware-like bytes derived from the name. */
export function seedFile(name: string, release: Pick<SeedRelease, 'title' | 'version'>): Buffer {
  const label = `${release.title} ${release.version}`
  if (name.endsWith('.pdf')) return onePagePdf(label)
  if (name.endsWith('.txt')) return Buffer.from(`${label}\n\nSample release notes of the seed library.\n`, 'utf8')
  // 96 KiB of bytes that look like a firmware image (a hash chain: the same on every machine).
  const out = Buffer.alloc(96 * 1024)
  let block = createHash('sha256').update(name).digest()
  for (let at = 0; at < out.length; at += block.length) {
    block.copy(out, at)
    block = createHash('sha256').update(block).digest()
  }
  return out
}

/** A valid one-page PDF with one line of text (a real cross-reference table, so every reader opens it). */
function onePagePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '')
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj 0 -28 Td /F1 11 Tf (Meridian Geosystems support library) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
