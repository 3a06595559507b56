import { describe, expect, it } from 'vitest'

import seed from '../../../catalogue/seed/content.json'
import type { ContentEntryRow } from '@/server/db/schema'
import { localizeEntry, translationStatus } from './read'

const row = (slug: string): ContentEntryRow => {
  const entry = structuredClone(seed.entries.find((e) => e.kind === 'page' && e.slug === slug)!)
  return { ...entry, id: 1, version: 1, updatedAt: new Date(), createdAt: new Date() } as unknown as ContentEntryRow
}

describe('page entries in a language (decision 032 rule)', () => {
  it('a complete translation shows, with left-to-right runs isolated as the copy modules did', () => {
    const home = row('home')
    expect(translationStatus(home, 'fa')).toEqual({ status: 'done', missing: [] })
    const shown = localizeEntry(home, 'fa')
    expect(shown.lang).toBe('fa')
    const slide = (shown.fields.heroSlides as { title: string; text: string; image: { src: string } }[])[0]!
    expect(slide.image.src).toBe('/images/hero/slide-1.svg')
    expect(slide.text).toContain('\u2068')
  })

  it('a partial translation is reported with its missing texts and the page shows in English', () => {
    const home = row('home')
    const fa = home.translations.fa as { heroSlides: { title?: string }[] }
    delete fa.heroSlides[1]!.title
    expect(translationStatus(home, 'fa')).toEqual({ status: 'partial', missing: ['heroSlides.1.title'] })
    const shown = localizeEntry(home, 'fa')
    expect(shown.lang).toBe('en')
    expect(shown.fields).toEqual(home.fields)
  })

  it('no translation at all is missing', () => {
    const about = { ...row('about'), translations: {} }
    expect(translationStatus(about, 'ps').status).toBe('missing')
  })
})
