import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { categories, products } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import { getCategoryBySlug, getCategoryTree, getProductBySlug } from '../queries'
import { currentSlugFor } from '../redirects'
import { readCatalogueRevision } from '../revision'
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  setCategoryActive,
  updateCategory,
  type AdminCategory,
} from './categories'
import { CatalogueEditError, type AuditEntry, type EditorContext } from './types'

let db: TestDatabase
const audit: AuditEntry[] = []
const ctx = (): EditorContext => ({
  actor: { id: 1, email: 'editor@example.com', displayName: 'Eda Editor', role: 'editor' },
  audit: async (_tx, entry) => void audit.push(entry),
  db: db.handle.db,
})

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

const bySlug = async (slug: string): Promise<AdminCategory> => {
  const found = (await listAdminCategories(db.handle.db)).find((c) => c.slug === slug)
  if (!found) throw new Error(`no category ${slug}`)
  return found
}
const formOf = (c: AdminCategory) => ({
  slug: c.slug,
  name: c.name,
  description: c.description,
  icon: c.icon ?? '',
  features: c.features,
  is_active: c.isActive,
  parent_id: c.parentId,
})
async function refusal(promise: Promise<unknown>): Promise<CatalogueEditError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(CatalogueEditError)
  return err as CatalogueEditError
}

describe('the category tree editor', () => {
  it('lists every category (inactive too) depth-first with its direct product count', async () => {
    const list = await listAdminCategories(db.handle.db)
    const slugs = list.map((c) => c.slug)
    expect(slugs.indexOf('rtk-rovers')).toBeGreaterThan(slugs.indexOf('gnss-receivers'))
    expect(slugs).toContain('retired')
    expect(list.find((c) => c.slug === 'rtk-rovers')?.productCount).toBe(2)
    // The first few by name, for a refused delete to name and link.
    const rovers = list.find((c) => c.slug === 'rtk-rovers')!
    expect(rovers.products.map((p) => p.name)).toEqual(['Old Rover', 'R12 RTK Rover'])
    expect(rovers.products.every((p) => Number.isInteger(p.id))).toBe(true)
  })

  it('creates a category under a parent, last among its siblings, visible on the site at once', async () => {
    const gnss = await bySlug('gnss-receivers')
    const revision = await readCatalogueRevision(db.handle.db)
    const created = await createCategory(
      {
        slug: 'gnss-antennas',
        name: 'GNSS Antennas',
        description: 'Survey antennas',
        features: ['Multi-band'],
        icon: 'antenna',
        is_active: true,
        parent_id: gnss.id,
      },
      ctx(),
    )
    expect(created.parentId).toBe(gnss.id)
    expect(await readCatalogueRevision(db.handle.db)).toBe(revision + 1)
    const tree = await getCategoryTree()
    const children = tree.find((c) => c.slug === 'gnss-receivers')!.children.map((c) => c.slug)
    expect(children.at(-1)).toBe('gnss-antennas')
    expect(audit.at(-1)).toMatchObject({
      entityType: 'category',
      action: 'create',
      before: null,
      after: { slug: 'gnss-antennas', parent: 'gnss-receivers' },
    })
  })

  it('refuses invalid input with the import schema’s messages per field, writing nothing', async () => {
    const err = await refusal(
      createCategory({ slug: 'Bad Slug', name: ' ', features: ['x'.repeat(121)], parent_id: null }, ctx()),
    )
    expect(err.status).toBe(400)
    const paths = err.issues.map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['slug', 'name', 'features[0]']))
    expect(err.issues.find((i) => i.path === 'slug')?.message).toMatch(/lowercase slug/)
  })

  it('refuses a slug another category uses', async () => {
    const err = await refusal(createCategory({ slug: 'rtk-rovers', name: 'Another', parent_id: null }, ctx()))
    expect(err.status).toBe(409)
    expect(err.issues).toEqual([{ path: 'slug', message: 'already used by the category "RTK Rovers"' }])
  })

  it('renames and re-slugs: the old URL redirects and the audit log has the field diff', async () => {
    const rovers = await bySlug('rtk-rovers')
    await updateCategory(rovers.id, { ...formOf(rovers), name: 'RTK Receivers', slug: 'rtk-receivers' }, ctx())
    expect((await getCategoryBySlug('rtk-receivers'))?.name).toBe('RTK Receivers')
    expect(await getCategoryBySlug('rtk-rovers')).toBeUndefined()
    expect(await currentSlugFor('category', 'rtk-rovers')).toBe('rtk-receivers')
    // Products follow their category.
    expect((await getProductBySlug('r12-rover'))?.category?.slug).toBe('rtk-receivers')
    const entry = audit.at(-1)!
    expect(entry.action).toBe('update')
    expect(entry.before).toMatchObject({ name: 'RTK Rovers', slug: 'rtk-rovers' })
    expect(entry.after).toMatchObject({ name: 'RTK Receivers', slug: 'rtk-receivers' })
  })

  it('moves under another parent and refuses cycles (itself, or its own descendant)', async () => {
    const gnss = await bySlug('gnss-receivers')
    const receivers = await bySlug('rtk-receivers')
    const oem = await bySlug('oem-boards')
    let err = await refusal(moveCategory(gnss.id, { parentId: receivers.id, index: 0 }, ctx()))
    expect(err.status).toBe(409)
    expect(err.message).toBe('"RTK Receivers" is inside this category: moving it there would make a loop.')
    err = await refusal(updateCategory(gnss.id, { ...formOf(gnss), parent_id: gnss.id }, ctx()))
    expect(err.message).toBe('A category cannot be its own parent.')

    await moveCategory(receivers.id, { parentId: oem.id, index: 0 }, ctx())
    const tree = await getCategoryTree()
    expect(tree.find((c) => c.slug === 'oem-boards')!.children.map((c) => c.slug)).toEqual([
      'rtk-receivers',
      'gnss-modules',
    ])
    expect(tree.find((c) => c.slug === 'gnss-receivers')!.children.map((c) => c.slug)).not.toContain('rtk-receivers')
    expect(audit.at(-1)).toMatchObject({
      action: 'move',
      before: { parent: 'gnss-receivers' },
      after: { parent: 'oem-boards' },
    })
  })

  it('reorders siblings: the public tree shows the new order', async () => {
    const modules = await bySlug('gnss-modules')
    const oem = await bySlug('oem-boards')
    await moveCategory(modules.id, { parentId: oem.id, index: 0 }, ctx())
    const tree = await getCategoryTree()
    expect(tree.find((c) => c.slug === 'oem-boards')!.children.map((c) => c.slug)).toEqual([
      'gnss-modules',
      'rtk-receivers',
    ])
    const top = tree.map((c) => c.slug)
    const scanners = await bySlug('3d-scanners')
    await moveCategory(scanners.id, { parentId: null, index: 0 }, ctx())
    expect((await getCategoryTree()).map((c) => c.slug)).toEqual([
      '3d-scanners',
      ...top.filter((s) => s !== '3d-scanners'),
    ])
  })

  it('deactivates and activates: the category and its products leave the site and come back', async () => {
    const receivers = await bySlug('rtk-receivers')
    await setCategoryActive(receivers.id, false, ctx())
    expect(await getCategoryBySlug('rtk-receivers')).toBeUndefined()
    expect(await getProductBySlug('r12-rover')).toBeUndefined()
    await setCategoryActive(receivers.id, true, ctx())
    expect(await getCategoryBySlug('rtk-receivers')).toBeDefined()
    expect(await getProductBySlug('r12-rover')).toBeDefined()
    expect(audit.slice(-2).map((e) => e.action)).toEqual(['deactivate', 'activate'])
  })

  it('refuses to delete a category that has products or sub-categories, naming them', async () => {
    const receivers = await bySlug('rtk-receivers')
    let err = await refusal(deleteCategory(receivers.id, ctx()))
    expect(err.status).toBe(409)
    expect(err.message).toBe(
      '"RTK Receivers" cannot be deleted: it still has 2 products ("Old Rover", "R12 RTK Rover"). Move ' +
        'or delete them first, or deactivate the category to hide it.',
    )
    const gnss = await bySlug('gnss-receivers')
    err = await refusal(deleteCategory(gnss.id, ctx()))
    expect(err.message).toMatch(
      /it still has 1 product \("A2 Handheld"\) and 2 sub-categories \("Base Stations", "GNSS Antennas"\)/,
    )
    expect(await bySlug('gnss-receivers')).toBeDefined()
  })

  it('deletes an empty category and its redirects; siblings close the gap', async () => {
    const antennas = await bySlug('gnss-antennas')
    await updateCategory(antennas.id, { ...formOf(antennas), slug: 'antennas' }, ctx())
    expect(await currentSlugFor('category', 'gnss-antennas')).toBe('antennas')
    await deleteCategory(antennas.id, ctx())
    expect((await listAdminCategories(db.handle.db)).some((c) => c.id === antennas.id)).toBe(false)
    expect(await currentSlugFor('category', 'gnss-antennas')).toBeUndefined()
    const [left] = await db.handle.db.select().from(categories).where(eq(categories.slug, 'base-stations'))
    expect(left?.sortOrder).toBe(0)
    expect(audit.at(-1)).toMatchObject({ action: 'delete', after: null })
  })

  it('an unknown category answers 404', async () => {
    expect((await refusal(setCategoryActive(999_999, false, ctx()))).status).toBe(404)
  })

  it('an edited category is written again by a re-import of the old file (its import hash is cleared)', async () => {
    const [row] = await db.handle.db.select().from(categories).where(eq(categories.slug, 'base-stations'))
    expect(row?.sourceHash).toBe('')
    const [untouched] = await db.handle.db.select().from(products).where(eq(products.slug, 'k8-gnss-module'))
    expect(untouched?.sourceHash).not.toBe('')
  })
})

describe('translations in the category editor (decision 033)', () => {
  const dari = (t: Record<string, unknown>) => ({ name: '', description: '', features: {}, image_alt: '', ...t })

  it('saves Dari and Pashto beside the English; the localized tree shows them at once', async () => {
    const gnss = await bySlug('gnss-receivers')
    await updateCategory(
      gnss.id,
      {
        ...formOf(gnss),
        translations: {
          fa: dari({
            name: 'گیرنده‌های GNSS',
            features: { 'Tilt compensation': 'جبران کجی' },
            image_alt: 'گیرندهٔ سیار',
          }),
          ps: dari({ name: 'د GNSS ترلاسه کوونکي' }),
        },
      },
      ctx(),
    )
    const fa = (await getCategoryBySlug('gnss-receivers', 'fa'))!
    expect(fa).toMatchObject({ name: 'گیرنده‌های GNSS', features: ['RTK', 'جبران کجی'] })
    expect(fa.image?.alt).toBe('گیرندهٔ سیار')
    expect(fa.fallback).toEqual(['description', 'features.0'])
    expect((await getCategoryBySlug('gnss-receivers', 'ps'))!.name).toBe('د GNSS ترلاسه کوونکي')
    expect((await bySlug('gnss-receivers')).translations.fa).toEqual({
      name: 'گیرنده‌های GNSS',
      features: [null, 'جبران کجی'],
      image_alt: 'گیرندهٔ سیار',
    })
    expect(audit.at(-1)?.after).toMatchObject({ translations: { ps: { name: 'د GNSS ترلاسه کوونکي' } } })
  })

  it('keeps them when a save leaves them out, lined up with the new English features', async () => {
    const gnss = await bySlug('gnss-receivers')
    await updateCategory(gnss.id, { ...formOf(gnss), features: ['Tilt compensation', 'IP67', 'RTK'] }, ctx())
    const fa = (await getCategoryBySlug('gnss-receivers', 'fa'))!
    expect(fa.name).toBe('گیرنده‌های GNSS')
    expect(fa.features).toEqual(['جبران کجی', 'IP67', 'RTK'])
  })

  it('refuses an over-long translation with its path', async () => {
    const gnss = await bySlug('gnss-receivers')
    const err = await refusal(
      updateCategory(
        gnss.id,
        { ...formOf(gnss), translations: { fa: dari({ features: { IP67: 'ا'.repeat(121) } }) } },
        ctx(),
      ),
    )
    expect(err.status).toBe(400)
    expect(err.issues).toEqual([{ path: 'translations.fa.features[1]', message: expect.stringMatching(/120/) }])
    expect((await getCategoryBySlug('gnss-receivers', 'fa'))!.name).toBe('گیرنده‌های GNSS')
  })
})
