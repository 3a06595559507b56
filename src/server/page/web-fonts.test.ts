import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { fontFaceRule, pageFonts } from './web-fonts'

describe('the fonts a page uses', () => {
  it('are Inter in English, Vazirmatn and Inter (for Latin runs) in Dari and Pashto', () => {
    expect(pageFonts('en')).toEqual(['Inter'])
    expect(pageFonts('fa')).toEqual(['Vazirmatn', 'Inter'])
    expect(pageFonts('ps')).toEqual(['Vazirmatn', 'Inter'])
  })
})

describe('the face declared for every width', () => {
  const css = readFileSync(path.join(process.cwd(), 'src/app/site-fonts.css'), 'utf8')

  it.each(['Inter', 'Vazirmatn'] as const)(
    '%s: the face site-fonts.css declares for wide screens only, with the same file, display and weights',
    (family) => {
      const wide = css.slice(css.indexOf('@media (min-width: 768px)'), css.indexOf('\n}\n'))
      const face = new RegExp(
        `@font-face \\{\\s*font-family: '${family}';\\s*src: url\\('([^']+)'\\) format\\('woff2'\\);\\s*` +
          `font-display: (\\w+);\\s*font-weight: ([\\d ]+);\\s*\\}`,
      ).exec(wide)
      expect(face).not.toBeNull()
      const [, url, display, weight] = face!
      expect(fontFaceRule(family)).toBe(
        `@font-face{font-family:${family};src:url(${url}) format("woff2");font-display:${display};` +
          `font-weight:${weight}}`,
      )
    },
  )

  it('leaves the fallback faces outside the media query: they cost no download', () => {
    const outside = css.slice(css.indexOf('\n}\n'))
    expect(outside).toContain("font-family: 'Inter Fallback'")
    expect(outside).toContain("font-family: 'Vazirmatn Fallback'")
    expect(outside).not.toContain('url(')
  })
})
