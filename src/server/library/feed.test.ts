/**
 * The seed library and what the public side reads of it (docs/support-library.md): seeded for the fixture's products
 * (a category target reaches the rovers in it), the rover's Support section (recommended firmware, the withdrawn one
 * only in the list, the Do-not-install advisory in Dari), the withdrawn file's 410, the Atom feeds and the sitemap.
 */
import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sitemapUrls } from '@/app/_sitemap/urls'
import { getDb } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { libraryDownload } from './downloads'
import { libraryFeed } from './feed'
import { seedLibraryIfEmpty } from './seed'
import { productSupport, productSupportPage, supportHub } from './views'

const NOW = new Date('2026-12-01T08:00:00Z')
let db: TestDatabase
let rover: { id: number; categoryId: number | null }

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  expect(await seedLibraryIfEmpty(await getDb(), mediaStorage(), { now: NOW })).toBeGreaterThan(0)
  const rows = await db.handle.db.select().from(products)
  const r = rows.find((p) => p.slug === 'r12-rover')!
  rover = { id: r.id, categoryId: r.categoryId }
})
afterAll(async () => db?.dispose())

describe('the seed library', () => {
  it('is written once: a second start adds nothing', async () => {
    expect(await seedLibraryIfEmpty(await getDb(), mediaStorage(), { now: NOW })).toBe(0)
  })

  it("shows on a rover's Support section: recommended firmware, every version, the advisory in Dari", async () => {
    const support = (await productSupport(rover, 'fa', NOW))!
    const firmware = support.recommended.find((r) => r.kind === 'firmware')!
    expect(firmware.version).toBe('4.15.1')
    expect(firmware.title).toEqual({ value: 'فرم‌ور گیرنده‌های Vireo G', lang: 'fa' })
    expect(support.all.map((r) => `${r.version} ${r.status}`)).toEqual(
      expect.arrayContaining(['4.15.0 withdrawn', '4.12.0 superseded', '4.15.1 recommended']),
    )
    expect(support.advisories[0]).toMatchObject({ severity: 'do-not-install', title: { lang: 'fa' } })
    expect(support.advisories[0]!.title.value).toContain('4.15.0')
  })

  it("lists in the hub's latest releases only those one may install: no superseded or withdrawn one", async () => {
    const hub = await supportHub('en', NOW, { limit: 50 })
    const versions = hub.latest.map((r) => `${r.version} ${r.status}`)
    expect(versions).toContain('4.15.1 recommended')
    expect(versions.filter((v) => /superseded|withdrawn/.test(v))).toEqual([])
  })

  it("serves the seed's files with their SHA-256, and the withdrawn one as 410 with its advisory", async () => {
    const support = (await productSupport(rover, 'en', NOW))!
    const file = support.recommended.find((r) => r.kind === 'firmware')!.files[0]!
    const ok = await libraryDownload(new Request(`http://x${file.href}`), String(file.id), file.name)
    expect(ok.status).toBe(200)
    expect(
      createHash('sha256')
        .update(Buffer.from(await ok.arrayBuffer()))
        .digest('hex'),
    ).toBe(file.sha256)
    const gone = support.all.find((r) => r.status === 'withdrawn')!.files[0]!
    const answer = await libraryDownload(
      new Request(`http://x${gone.href}`, { headers: { 'Accept-Language': 'ps' } }),
      String(gone.id),
      gone.name,
    )
    expect(answer.status).toBe(410)
    expect(await answer.text()).toContain('د Vireo G فرم‌ویر 4.15.0 کېدای شي RTK فیکس له لاسه ورکړي')
  })
})

describe('the Atom feeds', () => {
  it("carries a product's releases and open advisories, in the page's language", async () => {
    const xml = (await libraryFeed('fa', 'https://meridiangeo.af', 'Meridian', NOW, 'r12-rover'))!
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fa-AF">')
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://meridiangeo.af/fa/support/feed/r12-rover"/>',
    )
    expect(xml).toContain('فرم‌ور گیرنده‌های Vireo G 4.15.1')
    expect(xml).toContain('فرم‌ور 4.15.0 گیرنده‌های Vireo G ممکن است فیکس RTK را از دست بدهد')
    // The K8 module's firmware is not the rover's.
    expect(xml).not.toContain('K8 GNSS module firmware')
  })

  it('carries the whole library, and refuses a product the catalogue does not show', async () => {
    const xml = (await libraryFeed('en', 'https://meridiangeo.af', 'Meridian', NOW))!
    expect(xml).toContain('K8 GNSS module firmware 1.9.3')
    expect(xml).toContain('Vireo G receiver firmware 4.15.1')
    expect(await libraryFeed('en', 'https://meridiangeo.af', 'Meridian', NOW, 'no-such-product')).toBeUndefined()
  })
})

describe('the sitemap', () => {
  it('lists the hub and every published release, in the three languages', async () => {
    const paths = (await sitemapUrls()).map((u) => new URL(u.url).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/support', '/fa/support', '/ps/support']))
    const support = (await productSupport(rover, 'en', NOW))!
    for (const release of support.all)
      expect(paths).toEqual(
        expect.arrayContaining([`/support/releases/${release.id}`, `/ps/support/releases/${release.id}`]),
      )
  })

  it('lists the support page of each product the library has something for, and of no other', async () => {
    const paths = (await sitemapUrls()).map((u) => new URL(u.url).pathname)
    const supportPages = paths.filter((p) => p.startsWith('/support/products/'))
    expect(supportPages.length).toBeGreaterThan(0)
    for (const path of supportPages) {
      const slug = path.split('/').pop()!
      expect(paths).toEqual(expect.arrayContaining([`/fa/support/products/${slug}`, `/ps/support/products/${slug}`]))
      expect((await productSupportPage(slug, 'en', new Date()))?.support).not.toBeNull()
    }
    const products = paths.filter((p) => p.startsWith('/product/')).map((p) => p.split('/').pop()!)
    const without = []
    for (const slug of products) if (!(await productSupportPage(slug, 'en', new Date()))?.support) without.push(slug)
    expect(without.length).toBeGreaterThan(0)
    for (const slug of without) expect(supportPages).not.toContain(`/support/products/${slug}`)
  })
})
