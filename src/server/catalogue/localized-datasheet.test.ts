import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { datasheetPath, datasheetUrl } from '@/lib/catalogue/datasheet'
import type { Product } from '@/lib/catalogue/types'
import { getProductBySlug } from '@/server/catalogue'

import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { localizedDatasheetResponse } from './localized-datasheet'
import { comparable, hasPdftotext, pdfText } from '../documents/pdf-test-utils'

let db: TestDatabase
let english: Product
beforeAll(async () => {
  process.env.MEDIA_CACHE_DIR = 'off' // every datasheet here is made by this test, none taken from an earlier run
  db = await useTestDatabase({ seed: true })
  english = (await getProductBySlug('k8-gnss-module'))!
})
afterAll(async () => {
  delete process.env.MEDIA_CACHE_DIR
  await db?.dispose()
})

/** The product as the catalogue gives it in Dari (decision 033: translated fields, English where there is none). */
const dari = (): Product => ({
  ...english,
  name: 'ماژول GNSS K8',
  title: 'ماژول RTK چندباندی K8',
  short_description: 'ماژول چندباندی GNSS با RTK.',
  description: 'ماژول فشرده همه باندها با RTK و تعیین سمت.',
  subtitle: 'دقت سانتی‌متری RTK در اندازه 16 × 12 mm',
  key_features: ['۱٬۴۰۸ کانال', 'RTK با دقت 8 mm + 1 ppm', 'تعیین سمت با دو آنتن'],
  highlights: [{ number: '1,408', title: 'کانال', description: 'همه منظومه‌ها.' }],
  specifications: {
    GNSS: { 'تعداد کانال': '1,408', 'دقت افقی RTK': '8 mm + 1 ppm' },
    'مشخصات فیزیکی': { اندازه: '16 × 12.2 × 2.4 mm', وزن: '1.6 g' },
  },
  applications: ['UAV', 'رباتیک'],
  category: english.category && { ...english.category, name: 'ماژول‌های GNSS' },
})

const request = (locale: string, headers: HeadersInit = {}) =>
  new Request(`http://localhost${datasheetPath('k8-gnss-module', locale as 'fa')}`, { headers })

const files = () => readdirSync(path.join(db.dataDir, 'uploads', 'files')).filter((f) => f.includes('-datasheet-fa-'))

describe('datasheets in Dari and Pashto', () => {
  it('are linked by the page of their locale; English links the file made at import', () => {
    const stored = english.downloads.find((d) => d.type === 'PDF')!.url
    expect(datasheetUrl(english, 'en')).toBe(stored)
    expect(datasheetUrl(english, 'fa')).toBe('/fa/product/k8-gnss-module/datasheet.pdf')
    expect(datasheetUrl(english, 'ps')).toBe('/ps/product/k8-gnss-module/datasheet.pdf')
    expect(datasheetUrl({ slug: 'x', downloads: [] }, 'fa')).toBeNull()
  })

  it('are made on the first request, kept as a file, and made once for concurrent requests', async () => {
    expect(files()).toEqual([])
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => localizedDatasheetResponse(request('fa'), dari(), 'fa')),
    )
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())))
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="k8-gnss-module-datasheet-fa.pdf"')
      expect(response.headers.get('content-language')).toBe('fa-AF')
    }
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1)
    expect(files()).toHaveLength(1)
    if (hasPdftotext) {
      const text = comparable(pdfText(bodies[0]!))
      // Poppler picks a reading direction by the letters it sees: this product is in Dari, as a translated one is.
      for (const words of ['برگه مشخصات', 'ماژول فشرده همه باندها با RTK و تعیین سمت.', 'تعیین سمت با دو آنتن'])
        expect(text, words).toContain(comparable(words))
    }
    // Revalidation by ETag; a changed translation is a new file (and a new ETag).
    const etag = responses[0]!.headers.get('etag')!
    expect((await localizedDatasheetResponse(request('fa', { 'If-None-Match': etag }), dari(), 'fa')).status).toBe(304)
    const changed = await localizedDatasheetResponse(request('fa'), { ...dari(), name: 'ماژول K8' }, 'fa')
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(files()).toHaveLength(2)
  })

  it('redirect English to the stored file, and answer 404 for a product without one', async () => {
    const en = await localizedDatasheetResponse(request('en'), english, 'en')
    expect(en.status).toBe(307)
    expect(new URL(en.headers.get('location')!).pathname).toMatch(/^\/uploads\/files\/k8-datasheet-[0-9a-f]{8}\.pdf$/)
    expect(existsSync(path.join(db.dataDir, 'uploads', 'files', path.basename(en.headers.get('location')!)))).toBe(true)
    const none = await getProductBySlug('b4-base-station')
    expect((await localizedDatasheetResponse(request('fa'), none, 'fa')).status).toBe(404)
    expect((await localizedDatasheetResponse(request('fa'), undefined, 'fa')).status).toBe(404)
  })
})
