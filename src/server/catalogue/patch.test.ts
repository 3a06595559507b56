import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/lib/i18n/locales'
import { createContentEntry, type ContentDraft } from '@/server/content/entries'
import { getContent } from '@/server/content/snapshot'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import {
  deleteProduct,
  duplicateProduct,
  getEditorProduct,
  renditionsSettled,
  setProductPublished,
  updateProduct,
} from './editor/products'
import { getProductBySlug, listProducts } from './queries'
import { searchSite } from './search'
import { indexFor } from './search-indexes'
import { getSnapshot, invalidateCatalogueCache, viewOf } from './snapshot'
import { loadSnapshot, type CatalogueSnapshot } from './views'

/*
 * A product save patches the snapshot (./patch.ts) instead of reloading it. What a visitor is shown afterwards must be
 * what a reload at the same revision shows: every list, lookup, count, redirect, view and search result.
 */

let db: TestDatabase
let actor: StaffUser
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  actor = await createStaffAccount(
    { email: 'patch@meridian.test', displayName: 'Pat Ch', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
})
afterAll(async () => {
  await renditionsSettled()
  await db?.dispose()
})

const LOCALES: Locale[] = ['en', 'fa', 'ps']

/** What pages read of a snapshot, in a form two snapshots can be compared by. */
function visible(snapshot: CatalogueSnapshot) {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const view = viewOf(snapshot, locale)
      return [
        locale,
        {
          products: view.products,
          bySlug: [...view.productBySlug.keys()].sort(),
          whole: view.products.map((p) => view.whole.has(p.id)),
          categories: view.categories.map((c) => [c.slug, c.name, c.product_count]),
          tree: view.tree.map((c) => [c.slug, c.children.map((child) => [child.slug, child.product_count])]),
        },
      ]
    }),
  ) as Record<string, unknown> & { redirects?: unknown }
}

/** The patched snapshot (this process's) beside a fresh load of the same database. */
async function expectSameAsReload(): Promise<CatalogueSnapshot> {
  const patched = await getSnapshot()
  const reloaded = await loadSnapshot(patched.ctx)
  expect(patched.revision).toBe(reloaded.revision)
  expect({
    ...visible(patched),
    redirects: [...patched.redirects.product].sort(),
  }).toEqual({
    ...visible(reloaded),
    redirects: [...reloaded.redirects.product].sort(),
  })
  for (const locale of LOCALES) {
    const first = viewOf(patched, locale).products[0]!
    expect(await getProductBySlug(first.slug, locale)).toEqual(
      (await import('./details')).wholeProduct(viewOf(reloaded, locale), first.id),
    )
  }
  return patched
}

async function edit(slug: string, change: (data: Record<string, unknown>) => Record<string, unknown>) {
  const id = viewOf(await getSnapshot()).productBySlug.get(slug)!.id
  const current = (await getEditorProduct(id))!
  const saved = await updateProduct(id, current.version, change(current.data as never), actor)
  expect(saved.ok).toBe(true)
  return id
}

describe('a product save patches the snapshot', () => {
  it('a price and a name: the same as a reload, without one; the search indexes carried over and updated', async () => {
    invalidateCatalogueCache()
    const before = await getSnapshot()
    const indexes = await Promise.all(LOCALES.map((locale) => indexFor(before, locale)))
    await edit('k8-gnss-module', (data) => ({ ...data, price: 777.5, name: 'K8 Patched Module' }))
    const patched = await expectSameAsReload()
    expect(patched).not.toBe(before)
    expect(patched.revision).toBe(before.revision + 1)
    // The indexes of the old snapshot are the new one's (a reload would have built new ones), with the saved
    // product's document replaced: its new name finds it.
    expect(await Promise.all(LOCALES.map((locale) => indexFor(patched, locale)))).toEqual(indexes)
    const hits = (await searchSite('patched module')).hits
    expect(hits[0]).toMatchObject({ slug: 'k8-gnss-module', title: 'K8 Patched Module' })
    expect((await getProductBySlug('k8-gnss-module'))?.price).toBe(777.5)
    expect((await listProducts({ search: 'patched' })).products.map((p) => p.slug)).toEqual(['k8-gnss-module'])
    // The Dari view took the new price and kept its Dari name.
    const dari = (await getProductBySlug('k8-gnss-module', 'fa'))!
    expect(dari.price).toBe(777.5)
    expect(dari.name).toBe(viewOf(before, 'fa').productBySlug.get('k8-gnss-module')!.name)
  })

  it('a new slug: the old address redirects, the new one answers', async () => {
    await edit('r12-rover', (data) => ({ ...data, slug: 'r12-rtk-rover' }))
    const patched = await expectSameAsReload()
    expect(patched.redirects.product.get('r12-rover')).toBe('r12-rtk-rover')
    expect(await getProductBySlug('r12-rover')).toBeUndefined()
    expect((await getProductBySlug('r12-rtk-rover'))?.name).toBe('R12 RTK Rover')
  })

  it('unpublished, a copy, published again and deleted: lists, counts and search follow', async () => {
    const id = viewOf(await getSnapshot()).productBySlug.get('a2-handheld')!.id
    const category = viewOf(await getSnapshot()).productBySlug.get('a2-handheld')!.category!.slug
    const count = () => viewOf(getSnapshotSync()!).categoryBySlug.get(category)!.product_count
    await getSnapshot()
    const before = count()
    let current = (await getEditorProduct(id))!
    expect((await setProductPublished(id, current.version, false, actor)).ok).toBe(true)
    await expectSameAsReload()
    expect(count()).toBe(before - 1)
    expect((await searchSite('a2 handheld')).hits.map((h) => h.slug)).not.toContain('a2-handheld')

    // A copy is a draft: nothing public changes, but the revision moves.
    const copy = await duplicateProduct(viewOf(await getSnapshot()).products[0]!.id, actor)
    expect(copy.ok).toBe(true)
    await expectSameAsReload()

    current = (await getEditorProduct(id))!
    expect((await setProductPublished(id, current.version, true, actor)).ok).toBe(true)
    await expectSameAsReload()
    expect(count()).toBe(before)
    expect((await searchSite('a2 handheld')).hits.map((h) => h.slug)).toContain('a2-handheld')

    current = (await getEditorProduct(id))!
    expect((await deleteProduct(id, current.version, actor)).ok).toBe(true)
    await expectSameAsReload()
    expect(count()).toBe(before - 1)
    expect(await getProductBySlug('a2-handheld')).toBeUndefined()
  })
})

describe('a content save leaves the catalogue snapshot alone', () => {
  it('the same snapshot and search indexes, the content read again, the article found', async () => {
    const before = await getSnapshot()
    const indexes = await Promise.all(LOCALES.map((locale) => indexFor(before, locale)))
    const draft: ContentDraft = {
      kind: 'news',
      slug: 'patched-survey-week',
      status: 'published',
      publishAt: null,
      unpublishAt: null,
      fields: {
        title: 'Patched survey week in Herat',
        summary: 'Training days',
        author: 'Desk',
        date: '2026-11-01',
        cover: { src: '/images/news/a.svg', alt: 'A cover' },
      },
      translations: {},
      sortOrder: 0,
    }
    expect(await createContentEntry(draft, actor)).toMatchObject({ ok: true })
    // The catalogue's own revision did not move: its snapshot, views and indexes are the very same objects.
    expect(await getSnapshot()).toBe(before)
    expect((await getContent()).entries.map((e) => e.slug)).toContain('patched-survey-week')
    expect(await Promise.all(LOCALES.map((locale) => indexFor(before, locale)))).toEqual(indexes)
    expect((await searchSite('herat survey week')).hits[0]).toMatchObject({ kind: 'news', slug: 'patched-survey-week' })
  })
})

/** The snapshot this process holds, without loading one. */
function getSnapshotSync(): CatalogueSnapshot | undefined {
  return (globalThis as unknown as { __catalogue?: { snapshot?: CatalogueSnapshot } }).__catalogue?.snapshot
}
