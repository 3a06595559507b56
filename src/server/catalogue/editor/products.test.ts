import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  editorProductTranslationSchema,
  type EditorProductTranslationInput,
  type ProductEditorData,
} from '@/lib/catalogue/editor-format'
import { parsePastedSpecifications } from '@/lib/catalogue/spec-paste'
import { resetEnvCache } from '@/env'
import { getProductBySlug } from '@/server/catalogue'
import { notStoredMessage, StorageUnavailable } from '@/server/storage'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { listAudit } from '@/server/staff/audit'
import { useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import {
  checkSlug,
  createProduct,
  deleteProduct,
  duplicateProduct,
  getEditorProduct,
  listEditorProducts,
  renditionsSettled,
  setProductPublished,
  updateProduct,
  type SaveResult,
} from './products'
import { acceptImageUpload, uploadRenditionsSettled } from './uploads'

let actor: StaffUser

let db: TestDatabase
let photo: string
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  actor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Edi Tor', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
  const pixels = Buffer.alloc(640 * 480 * 3, 90)
  photo = (
    await acceptImageUpload(
      await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
        .jpeg()
        .toBuffer(),
    )
  ).source
})
afterAll(async () => {
  await uploadRenditionsSettled()
  await renditionsSettled()
  await db?.dispose()
})

function newProduct(overrides: Partial<ProductEditorData> = {}): ProductEditorData {
  const pasted = parsePastedSpecifications('Channels\t1,408\nRTK accuracy (H)\t8 mm + 1 ppm\nWeight\t0.9 kg')
  return {
    slug: 'r20-rover',
    name: 'R20 Rover',
    title: 'R20 GNSS rover with tilt compensation',
    subtitle: '',
    short_description: 'A light rover for cadastral crews.',
    description: '',
    category: 'rtk-rovers',
    series: '',
    is_active: true,
    is_featured: false,
    price: 4200,
    sort_order: 0,
    key_features: ['Tilt compensation'],
    features: [],
    highlights: [],
    applications: ['Cadastral survey'],
    specifications: [{ group: 'GNSS performance', rows: pasted.rows }],
    images: [{ source: photo, alt: 'R20 rover on a pole' }],
    gallery: [],
    downloads: [{ name: 'R20 Datasheet', type: 'PDF', generate: 'datasheet' }],
    translations: {},
    ...overrides,
  }
}

function expectOk(result: SaveResult): Extract<SaveResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected a save, got ${JSON.stringify(result)}`)
  return result
}

describe('product editor writes', () => {
  let id: number
  let version: number

  it('creates a product that is public at once, with its pasted specifications and a generated datasheet', async () => {
    const created = expectOk(await createProduct(newProduct(), actor))
    ;({ id, version } = created)
    expect(version).toBe(1)
    const product = await getProductBySlug('r20-rover')
    expect(product?.specifications).toEqual({
      'GNSS performance': { Channels: '1,408', 'RTK accuracy (H)': '8 mm + 1 ppm', Weight: '0.9 kg' },
    })
    expect(product?.images[0]).toMatchObject({ alt: 'R20 rover on a pole' })
    expect(product?.price).toBe(4200)
    const datasheet = product!.downloads[0]!
    expect(datasheet.name).toBe('R20 Datasheet')
    // The local driver keeps the layout sites have always had.
    expect(existsSync(path.join(db.dataDir, 'uploads', 'files', datasheet.filename))).toBe(true)
  })

  it('fails a save whose media store cannot be reached, naming it, and stores nothing', async () => {
    const saved = { ...process.env }
    // A bucket on a closed loopback port, one short attempt at a time: the save must fail, not hang.
    Object.assign(process.env, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_TIMEOUT_MS: '1000',
    })
    resetEnvCache()
    try {
      const failed = await createProduct(newProduct({ slug: 'r30-rover' }), actor).catch((e: unknown) => e)
      expect(failed).toBeInstanceOf(StorageUnavailable)
      expect(notStoredMessage(failed as StorageUnavailable)).toMatch(/^Not saved: The media storage \(bucket media/)
    } finally {
      process.env = saved
      resetEnvCache()
    }
    expect(await getProductBySlug('r30-rover')).toBeUndefined()
  })

  it('reports invalid fields with their paths and stores nothing', async () => {
    const result = await createProduct(
      newProduct({ slug: 'Bad Slug', name: '  ', images: [{ source: photo, alt: '' }], price: -5 }),
      actor,
    )
    expect(result.ok).toBe(false)
    if (result.ok || result.kind !== 'invalid') throw new Error('expected invalid')
    expect(result.issues.map((i) => i.path).sort()).toEqual(['images[0].alt', 'name', 'price', 'slug'])
    expect(result.issues.find((i) => i.path === 'images[0].alt')?.message).toBe(
      'describe the image for people who cannot see it',
    )
  })

  it('refuses a slug another product uses, naming it, and suggests a free one', async () => {
    const result = await createProduct(newProduct({ slug: 'k8-gnss-module' }), actor)
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'slug', message: 'already used by "K8 GNSS Module"' }],
    })
    expect(await checkSlug('k8-gnss-module')).toMatchObject({ available: false, suggestion: 'k8-gnss-module-2' })
    expect(await checkSlug('r20-rover', id)).toEqual({ available: true })
  })

  it('refuses a file that was never uploaded', async () => {
    const result = await createProduct(
      newProduct({ slug: 'r21', images: [{ source: 'aaaaaaaaaaaaaaaaaaaaaaaa.png', alt: 'x' }] }),
      actor,
    )
    expect(result).toMatchObject({ ok: false, issues: [{ path: 'images[0]' }] })
  })

  it('regenerates the datasheet when the data changes', async () => {
    const before = (await getProductBySlug('r20-rover'))!.downloads[0]!.filename
    const saved = expectOk(await updateProduct(id, version, newProduct({ name: 'R20 Pro Rover', price: 4350 }), actor))
    expect(saved.version).toBe(2)
    version = saved.version
    const product = (await getProductBySlug('r20-rover'))!
    expect(product.name).toBe('R20 Pro Rover')
    expect(product.downloads[0]!.filename).not.toBe(before)
  })

  it('refuses a save that started from an older version and returns the current data', async () => {
    const stale = await updateProduct(id, 1, newProduct({ name: 'Overwrite attempt' }), actor)
    expect(stale).toMatchObject({ ok: false, kind: 'conflict', current: { version: 2 } })
    if (stale.ok || stale.kind !== 'conflict') throw new Error('expected conflict')
    expect(stale.current.data).toMatchObject({ name: 'R20 Pro Rover', price: 4350 })
    expect((await getProductBySlug('r20-rover'))!.name).toBe('R20 Pro Rover')
  })

  it('loads what it stored, so an unchanged save stores the same product', async () => {
    const loaded = (await getEditorProduct(id))!
    expect(loaded.data).toEqual({ ...newProduct({ name: 'R20 Pro Rover', price: 4350 }) })
  })

  it('duplicates into a draft with a new slug that is not public', async () => {
    const copy = expectOk(await duplicateProduct(id, actor))
    expect(copy.slug).toBe('r20-rover-copy')
    const loaded = (await getEditorProduct(copy.id))!
    expect(loaded.data).toMatchObject({
      name: 'R20 Pro Rover (copy)',
      is_active: false,
      specifications: newProduct().specifications,
    })
    expect(await getProductBySlug('r20-rover-copy')).toBeUndefined()
    const drafts = await listEditorProducts({ status: 'draft', q: 'r20' })
    expect(drafts.items.map((p) => p.slug)).toEqual(['r20-rover-copy'])
  })

  it('unpublishes (gone from the public catalogue) and publishes again', async () => {
    const hidden = expectOk(await setProductPublished(id, version, false, actor))
    expect(await getProductBySlug('r20-rover')).toBeUndefined()
    const shown = expectOk(await setProductPublished(id, hidden.version, true, actor))
    version = shown.version
    expect(await getProductBySlug('r20-rover')).toBeDefined()
    expect(await setProductPublished(id, 1, false, actor)).toMatchObject({ ok: false, kind: 'conflict' })
  })

  it('lists drafts and published products with filters, search and paging', async () => {
    const all = await listEditorProducts({})
    expect(all.total).toBe(9)
    const rovers = await listEditorProducts({ category: 'rtk-rovers', sort: 'price' })
    expect(rovers.items.map((p) => p.slug).sort()).toEqual(['old-rover', 'r12-rover', 'r20-rover', 'r20-rover-copy'])
    const prices = rovers.items.map((p) => p.price ?? Infinity)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const paged = await listEditorProducts({ page: 99 })
    expect(paged).toMatchObject({ page: 1, pageCount: 1 })
    expect(rovers.items.find((p) => p.slug === 'old-rover')?.isActive).toBe(false)
  })

  it('deletes, guarded by the version', async () => {
    expect(await deleteProduct(id, version - 1, actor)).toMatchObject({ ok: false, kind: 'conflict' })
    expect(await deleteProduct(id, version, actor)).toEqual({ ok: true })
    expect(await getEditorProduct(id)).toBeUndefined()
    expect(await getProductBySlug('r20-rover')).toBeUndefined()
    expect(await deleteProduct(id, version, actor)).toEqual({ ok: false, kind: 'not-found' })
  })

  it('recorded every change in the audit log with the editor and the changed fields', async () => {
    const { entries } = await listAudit({ entityType: 'product' })
    const actions = entries.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'duplicate', 'unpublish', 'publish', 'delete']))
    const update = entries.find((e) => e.action === 'update')!
    expect(update).toMatchObject({ actorName: 'Edi Tor', entityId: String(id) })
    expect(update.changes.map((c) => c.field).sort()).toEqual(['name', 'price'])
  })
})

describe('translations in the product editor (decision 033)', () => {
  const fa = (t: EditorProductTranslationInput) => editorProductTranslationSchema.parse(t)
  let r30: { id: number; version: number }

  it('saves Dari beside the English, shown on the Dari product at once and loaded back as edited', async () => {
    const created = expectOk(
      await createProduct(
        newProduct({
          slug: 'r30-rover',
          name: 'R30 Rover',
          key_features: ['Tilt compensation', 'Long range'],
          translations: {
            fa: fa({
              name: 'روور R30',
              key_features: { 'Long range': 'برد بلند' },
              spec_groups: { 'GNSS performance': 'کارکرد GNSS' },
              spec_labels: { Weight: 'وزن' },
              image_alts: { 'R20 rover on a pole': 'روور R30 روی ژالون' },
            }),
          },
        }),
        actor,
      ),
    )
    r30 = created
    const product = (await getProductBySlug('r30-rover', 'fa'))!
    expect(product.name).toBe('روور R30')
    expect(product.key_features).toEqual(['Tilt compensation', 'برد بلند'])
    expect(product.specifications['کارکرد GNSS']).toMatchObject({ وزن: '0.9 kg', Channels: '1,408' })
    expect(product.images[0]!.alt).toBe('روور R30 روی ژالون')
    expect(product.fallback).toContain('key_features.0')
    const loaded = (await getEditorProduct(created.id))!
    expect(loaded.data.translations?.fa).toMatchObject({
      name: 'روور R30',
      key_features: { 'Long range': 'برد بلند' },
      spec_labels: { Weight: 'وزن' },
    })
  })

  it('keeps the stored translations when a save leaves them out, each with its English entry', async () => {
    const { translations: _none, ...withoutTranslations } = newProduct({
      slug: 'r30-rover',
      name: 'R30 Rover',
      key_features: ['Long range', 'IP67', 'Tilt compensation'],
    })
    const saved = expectOk(await updateProduct(r30.id, r30.version, withoutTranslations, actor))
    r30 = saved
    const product = (await getProductBySlug('r30-rover', 'fa'))!
    expect(product.name).toBe('روور R30')
    expect(product.key_features).toEqual(['برد بلند', 'IP67', 'Tilt compensation'])
  })

  it('refuses an over-long translation with its path, storing nothing', async () => {
    const result = await updateProduct(
      r30.id,
      r30.version,
      newProduct({
        slug: 'r30-rover',
        name: 'R30 Rover',
        translations: { ps: fa({ key_features: { 'Tilt compensation': 'ا'.repeat(201) } }) },
      }),
      actor,
    )
    // The file's limit for a key feature (200), at the file's path of that entry.
    expect(result).toMatchObject({ ok: false, kind: 'invalid', issues: [{ path: 'translations.ps.key_features[0]' }] })
    expect((await getProductBySlug('r30-rover', 'fa'))!.name).toBe('روور R30')
  })

  it('lists each product’s translation state per locale, and filters those missing a locale', async () => {
    const all = await listEditorProducts({ q: 'r30' })
    expect(all.items[0]!.translations).toMatchObject({
      fa: { status: 'partial', translated: 5 },
      ps: { status: 'missing', translated: 0 },
    })
    const missingDari = await listEditorProducts({ missing: 'fa' })
    const slugs = missingDari.items.map((p) => p.slug)
    expect(slugs).toContain('r30-rover')
    expect(slugs).toContain('k8-gnss-module') // partly translated in the fixture
    expect(missingDari.total).toBe((await listEditorProducts({})).total)

    // Translate every text of R30 into Dari: it leaves the "missing Dari" list, and stays in "missing Pashto".
    const loaded = (await getEditorProduct(r30.id))!
    const data = loaded.data
    const dictionary = (texts: string[]) => Object.fromEntries(texts.map((t) => [t, `دری: ${t}`]))
    const rows = data.specifications.flatMap((g) => g.rows.map((r) => r.label))
    const complete = fa({
      name: 'روور R30',
      title: 'روور GNSS R30',
      short_description: 'روور سبک.',
      key_features: dictionary(data.key_features),
      applications: dictionary(data.applications),
      image_alts: dictionary(data.images.map((i) => i.alt)),
      download_names: dictionary(data.downloads.map((d) => d.name)),
      spec_groups: dictionary(data.specifications.map((g) => g.group)),
      spec_labels: dictionary(rows),
    })
    expectOk(await updateProduct(r30.id, loaded.version, { ...data, translations: { fa: complete } }, actor))
    expect((await listEditorProducts({ missing: 'fa', q: 'r30' })).items).toEqual([])
    expect((await listEditorProducts({ missing: 'ps', q: 'r30' })).items.map((p) => p.slug)).toEqual(['r30-rover'])
    expect((await getProductBySlug('r30-rover', 'fa'))!.fallback).toBeUndefined()
  })
})
