import { describe, expect, it } from 'vitest'

import seed from '../../../catalogue/seed/content.json'
import { pageDescription, pageFieldsSchema } from './pages'
import { pageOverEnglish, pageTextLeaves, textPart, translationSchema } from './page-texts'

/* eslint-disable @typescript-eslint/no-explicit-any -- the seed's pages are changed freely here to break them */
const pageOf = (slug: string) => {
  const entry = seed.entries.find((e) => e.kind === 'page' && e.slug === slug)!
  return structuredClone(entry) as unknown as {
    fields: Record<string, any>
    translations: { fa: Record<string, any>; ps: Record<string, any> }
  }
}
const issuePaths = (slug: 'home' | 'about' | 'mining', fields: unknown) =>
  (pageFieldsSchema(slug).safeParse(fields).error?.issues ?? []).map((i) => i.path.join('.'))

describe('page schemas (src/lib/content/pages.ts)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/',
    '/\\evil.example',
    'ftp://example.com/',
  ])('refuses the link %j', (href) => {
    const home = pageOf('home')
    home.fields.heroSlides[0].buttons[0].href = href
    expect(issuePaths('home', home.fields)).toEqual(['heroSlides.0.buttons.0.href'])
  })

  it.each(['/contact', 'https://example.com/a?b=c', 'mailto:sales@example.af', 'tel:+93202301450'])(
    'accepts the link %j',
    (href) => {
      const home = pageOf('home')
      home.fields.heroSlides[0].buttons[0].href = href
      expect(issuePaths('home', home.fields)).toEqual([])
    },
  )

  it('holds texts to their lengths and requires them; images to site or uploaded files with alt text', () => {
    const home = pageOf('home')
    home.fields.heroSlides[0].title = 'x'.repeat(121)
    home.fields.heroSlides[1].eyebrow = '   '
    home.fields.heroSlides[2].image.src = 'https://evil.example/x.png'
    home.fields.heroSlides[2].image.alt = ''
    expect(issuePaths('home', home.fields)).toEqual([
      'heroSlides.0.title',
      'heroSlides.1.eyebrow',
      'heroSlides.2.image.src',
      'heroSlides.2.image.alt',
    ])
    const mining = pageOf('mining')
    mining.fields.benefits = []
    expect(issuePaths('mining', mining.fields)).toEqual(['benefits'])
  })

  it('a translation keeps only texts: a link or an image file in it is dropped', () => {
    const parsed = translationSchema(pageDescription('home')).parse({
      heroSlides: [{ title: 'عنوان', buttons: [{ label: 'برچسب', href: 'javascript:alert(1)' }], image: { src: 'x' } }],
    }) as { heroSlides: { title: string; buttons: Record<string, unknown>[]; image: Record<string, unknown> }[] }
    expect(parsed.heroSlides[0]!.buttons[0]).toEqual({ label: 'برچسب' })
    expect(parsed.heroSlides[0]!.image).toEqual({})
  })

  it('an untranslated text falls back to the English; the leaves name what is missing', () => {
    const about = pageOf('about')
    delete about.translations.fa.mission.title
    const leaves = pageTextLeaves(pageDescription('about'), about.fields, about.translations.fa)
    expect(leaves.filter((l) => !l.translated).map((l) => l.path)).toEqual(['mission.title'])
    const shown = pageOverEnglish(pageDescription('about'), about.fields, about.translations.fa) as typeof about.fields
    expect(shown.mission.title).toBe(about.fields.mission.title)
    expect(shown.mission.text).toBe(about.translations.fa.mission.text)
    expect(shown.mission.image.src).toBe(about.fields.mission.image.src)
  })

  it('the text part of a page is its texts only', () => {
    const part = textPart(pageDescription('home'), pageOf('home').fields) as { heroSlides: Record<string, unknown>[] }
    expect(Object.keys(part.heroSlides[0]!).sort()).toEqual(['buttons', 'eyebrow', 'image', 'text', 'title'])
  })
})
