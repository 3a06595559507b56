import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INTER_URL, VAZIRMATN_URL } from '@/app/site-fonts'

import { visitorCookieAssignment, visitorCookieOptions } from './visitor-cookie'
import { cachedFonts, fontFaceRule, fontsCookieValue, fontWarmupSteps, pageFonts } from './web-fonts'

const name = (url: string) => path.basename(url, '.woff2')
const inter = name(INTER_URL)
const vazirmatn = name(VAZIRMATN_URL)

describe('the fonts cookie', () => {
  it('names the current files only: a file from an earlier subset, or anything else, does not count', () => {
    expect(cachedFonts(undefined)).toEqual([])
    expect(cachedFonts('')).toEqual([])
    expect(cachedFonts(inter)).toEqual(['Inter'])
    expect(cachedFonts(`${vazirmatn}.${inter}`)).toEqual(['Inter', 'Vazirmatn'])
    expect(cachedFonts('inter-latin-0000000000')).toEqual([])
    expect(cachedFonts(`${inter}x`)).toEqual([])
    expect(cachedFonts('<script>.;=')).toEqual([])
  })

  it('adds a font once, keeps the others and drops names of files no longer served', () => {
    expect(fontsCookieValue(undefined, 'Inter')).toBe(inter)
    expect(fontsCookieValue(inter, 'Inter')).toBe(inter)
    expect(fontsCookieValue(inter, 'Vazirmatn')).toBe(`${inter}.${vazirmatn}`)
    expect(fontsCookieValue(`inter-latin-0000000000.${vazirmatn}`, 'Inter')).toBe(`${inter}.${vazirmatn}`)
  })

  it('is kept a year for the whole site, sent on same-site requests, secure over HTTPS', () => {
    // The tests' site is plain HTTP.
    expect(fontWarmupSteps(undefined, ['Inter'])[0]!.cookie).toBe(
      `mg-fonts=${inter}; path=/; max-age=31536000; samesite=lax`,
    )
    const https = { ...visitorCookieOptions(31536000), secure: true }
    expect(visitorCookieAssignment('mg-fonts', inter, 31536000, https)).toMatch(/; secure$/)
  })

  it('is written after each font arrives, naming it and those before it (a failure part-way records what came)', () => {
    expect(fontWarmupSteps(undefined, [])).toEqual([])
    const steps = fontWarmupSteps(undefined, ['Vazirmatn', 'Inter'])
    expect(steps.map((step) => step.url)).toEqual([VAZIRMATN_URL, INTER_URL])
    expect(steps[0]!.cookie).toMatch(new RegExp(`^mg-fonts=${vazirmatn};`))
    expect(steps[1]!.cookie).toMatch(new RegExp(`^mg-fonts=${inter}\\.${vazirmatn};`))
    // What the browser already had stays in the cookie.
    expect(fontWarmupSteps(inter, ['Vazirmatn'])[0]!.cookie).toMatch(new RegExp(`^mg-fonts=${inter}\\.${vazirmatn};`))
  })
})

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
