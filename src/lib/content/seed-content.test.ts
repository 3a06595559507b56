import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONTENT_FIELD_SCHEMAS, contentSlug } from './kinds'
import { PAGE_SLUGS, pageDescription, pageFieldsSchema, type PageSlug } from './pages'
import { pageTextLeaves, translationSchema } from './page-texts'
import { richTextToPlain, type RichDoc } from './rich-text'
import { eventPhase } from './schedule'

const seed = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../catalogue/seed/content.json'), 'utf8'),
) as {
  entries: {
    kind: keyof typeof CONTENT_FIELD_SCHEMAS | 'page'
    slug: string
    fields: unknown
    translations: Record<string, Record<string, unknown>>
  }[]
}

describe('the seed content (catalogue/seed/content.json)', () => {
  it('every entry is valid for its kind, with Dari and Pashto texts for the fields it translates', () => {
    expect(seed.entries.map((e) => `${e.kind}/${e.slug}`).sort()).toEqual(
      [
        'event/geospatial-expo-kabul-2026',
        'news/construction-partnership',
        'news/k8-series-launch',
        'office/jalalabad',
        'office/kabul',
        'office/mazar-i-sharif',
        ...PAGE_SLUGS.map((slug) => `page/${slug}`),
      ].sort(),
    )
    for (const entry of seed.entries) {
      if (entry.kind === 'page') continue
      expect(contentSlug.safeParse(entry.slug).success).toBe(true)
      const parsed = CONTENT_FIELD_SCHEMAS[entry.kind].safeParse(entry.fields)
      expect(parsed.error?.issues ?? [], `${entry.kind}/${entry.slug}`).toEqual([])
      for (const locale of ['fa', 'ps']) {
        const translated = entry.translations[locale] ?? {}
        expect(Object.keys(translated).length, `${entry.slug} ${locale}`).toBeGreaterThan(0)
        for (const key of Object.keys(translated)) expect(Object.keys(entry.fields as object)).toContain(key)
      }
    }
  })

  it('each page is valid for its description, and its Dari and Pashto translate every text of it', () => {
    for (const entry of seed.entries.filter((e) => e.kind === 'page')) {
      const slug = entry.slug as PageSlug
      const parsed = pageFieldsSchema(slug).safeParse(entry.fields)
      expect(parsed.error?.issues ?? [], slug).toEqual([])
      for (const locale of ['fa', 'ps']) {
        expect(translationSchema(pageDescription(slug)).safeParse(entry.translations[locale]).success).toBe(true)
        const leaves = pageTextLeaves(pageDescription(slug), entry.fields, entry.translations[locale])
        expect(leaves.length, slug).toBeGreaterThan(0)
        expect(
          leaves.filter((leaf) => leaf.translated === undefined).map((leaf) => leaf.path),
          `${slug} ${locale}`,
        ).toEqual([])
      }
    }
  })

  it('the Kabul expo of 8–10 December 2026 becomes a past event once 10 December is over in Kabul', () => {
    const expo = seed.entries.find((e) => e.slug === 'geospatial-expo-kabul-2026')!.fields as {
      startDate: string
      endDate: string
    }
    expect(eventPhase(expo, new Date('2026-11-28T12:00:00Z'))).toBe('upcoming')
    expect(eventPhase(expo, new Date('2026-12-10T19:30:00Z'))).toBe('past')
  })

  it("the articles are today's: 350 to 700 words each, ISO dates, the event in Kabul in 2026", () => {
    const articles = seed.entries.filter((e) => ['news', 'event', 'case-study'].includes(e.kind))
    for (const article of articles) {
      const fields = article.fields as { body: RichDoc; date: string }
      const words = richTextToPlain(fields.body).split(/\s+/).filter(Boolean).length
      expect(words, article.slug).toBeGreaterThanOrEqual(350)
      expect(words, article.slug).toBeLessThanOrEqual(700)
      expect(Number.isNaN(Date.parse(fields.date))).toBe(false)
    }
    const expo = seed.entries.find((e) => e.slug === 'geospatial-expo-kabul-2026')!
    expect(expo.kind).toBe('event')
    expect((expo.fields as { venue: { city: string } }).venue.city).toBe('Kabul')
  })

  it('the offices: Kabul head office, Jalalabad, Mazar-i-Sharif, with the spec hours', () => {
    const offices = seed.entries.filter((e) => e.kind === 'office')
    const fields = offices.map((o) => o.fields as { city: string; headOffice: boolean; hours: string })
    expect(fields.map((o) => [o.city, o.headOffice])).toEqual([
      ['Kabul', true],
      ['Jalalabad', false],
      ['Mazar-i-Sharif', false],
    ])
    for (const office of fields) expect(office.hours).toBe('Sat-Thu 8:00 AM to 5:00 PM AFT')
  })
})
