import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { INTER_URL, VAZIRMATN_URL, WEB_FONTS } from '@/lib/site-fonts'

import { cachedFiles, cachedFilesCookieValue, fileName, pageFiles, warmupSteps } from './cached-files'
import { visitorCookieAssignment, visitorCookieOptions } from './visitor-cookie'

const name = (url: string) => path.basename(url, path.extname(url))
const inter = name(INTER_URL)
const vazirmatn = name(VAZIRMATN_URL)
const stylesheet = { url: '/_next/static/chunks/1f9ahh_47m9oz.css' }
const sheet = '1f9ahh_47m9oz'
const served = [stylesheet, ...WEB_FONTS]

describe('the cached-files cookie', () => {
  it('names a file by the last segment of its URL, without the extension: the part that carries the hash', () => {
    expect(fileName(stylesheet)).toBe(sheet)
    expect(fileName({ url: INTER_URL })).toBe(inter)
  })

  it('counts current files only: a file from an earlier build or subset, or anything else, does not count', () => {
    expect(cachedFiles(undefined, served)).toEqual([])
    expect(cachedFiles('', served)).toEqual([])
    expect(cachedFiles(inter, served)).toEqual([WEB_FONTS[0]])
    expect(cachedFiles(`${vazirmatn}.${sheet}.${inter}`, served)).toEqual(served)
    expect(cachedFiles('inter-latin-0000000000.0000000000000', served)).toEqual([])
    expect(cachedFiles(`${inter}x`, served)).toEqual([])
    expect(cachedFiles('<script>.;=', served)).toEqual([])
  })

  it('adds a file once, keeps the others and drops names of files no longer served', () => {
    expect(cachedFilesCookieValue(undefined, served, [stylesheet])).toBe(sheet)
    expect(cachedFilesCookieValue(sheet, served, [stylesheet])).toBe(sheet)
    expect(cachedFilesCookieValue(inter, served, [stylesheet])).toBe(`${sheet}.${inter}`)
    expect(cachedFilesCookieValue(`old-sheet.${vazirmatn}`, served, [WEB_FONTS[0]])).toBe(`${inter}.${vazirmatn}`)
  })

  it('is kept a year for the whole site, sent on same-site requests, secure over HTTPS', () => {
    // The tests' site is plain HTTP.
    expect(warmupSteps(undefined, served, [stylesheet])[0]!.cookie).toBe(
      `mg-cached=${sheet}; path=/; max-age=31536000; samesite=lax`,
    )
    const https = { ...visitorCookieOptions(31536000), secure: true }
    expect(visitorCookieAssignment('mg-cached', sheet, 31536000, https)).toMatch(/; secure$/)
  })

  it('is written after each file arrives, naming it and those before it (a failure part-way records what came)', () => {
    expect(warmupSteps(undefined, served, [])).toEqual([])
    const steps = warmupSteps(undefined, served, [stylesheet, WEB_FONTS[1], WEB_FONTS[0]])
    expect(steps.map((step) => step.url)).toEqual([stylesheet.url, VAZIRMATN_URL, INTER_URL])
    expect(steps[0]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet};`))
    expect(steps[1]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet}\\.${vazirmatn};`))
    expect(steps[2]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet}\\.${inter}\\.${vazirmatn};`))
    // What the browser already had stays in the cookie.
    expect(warmupSteps(inter, served, [stylesheet])[0]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet}\\.${inter};`))
  })
})

describe('the files of a page', () => {
  it('on a first visit: the sheet inlined, no font for every width; the sheet fetched first, then fonts', () => {
    const english = pageFiles({ locale: 'en', cookie: undefined, saveData: false }, stylesheet)
    expect(english.linkedStylesheet).toBeNull()
    expect(english.cachedFonts).toEqual([])
    expect(english.warmup.map((step) => step.url)).toEqual([stylesheet.url, INTER_URL])
    expect(
      pageFiles({ locale: 'fa', cookie: undefined, saveData: false }, stylesheet).warmup.map((step) => step.url),
    ).toEqual([stylesheet.url, VAZIRMATN_URL, INTER_URL])
  })

  it('once the browser keeps them: the sheet linked, the fonts declared, nothing more to fetch', () => {
    const english = pageFiles({ locale: 'en', cookie: `${sheet}.${inter}`, saveData: false }, stylesheet)
    expect(english).toEqual({ linkedStylesheet: stylesheet.url, cachedFonts: ['Inter'], warmup: [] })
    // A Dari page also needs Vazirmatn: only that is fetched, and the cookie keeps what it had.
    const dari = pageFiles({ locale: 'fa', cookie: `${sheet}.${inter}`, saveData: false }, stylesheet)
    expect(dari.linkedStylesheet).toBe(stylesheet.url)
    expect(dari.cachedFonts).toEqual(['Inter'])
    expect(dari.warmup).toHaveLength(1)
    expect(dari.warmup[0]!.url).toBe(VAZIRMATN_URL)
    expect(dari.warmup[0]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet}\\.${inter}\\.${vazirmatn};`))
  })

  it("after a new build the old sheet's name counts for nothing: inlined again, and the new file fetched", () => {
    const files = pageFiles({ locale: 'en', cookie: `0000000000000.${inter}`, saveData: false }, stylesheet)
    expect(files.linkedStylesheet).toBeNull()
    expect(files.cachedFonts).toEqual(['Inter'])
    expect(files.warmup.map((step) => step.url)).toEqual([stylesheet.url])
  })

  it('under data saver only the stylesheet is fetched: the fallback faces draw the text', () => {
    const files = pageFiles({ locale: 'fa', cookie: undefined, saveData: true }, stylesheet)
    expect(files.warmup.map((step) => step.url)).toEqual([stylesheet.url])
    expect(files.warmup[0]!.cookie).toMatch(new RegExp(`^mg-cached=${sheet};`))
    // Fonts cached before data saver was turned on are still used; the sheet, once kept, is linked.
    const later = pageFiles({ locale: 'en', cookie: `${sheet}.${inter}`, saveData: true }, stylesheet)
    expect(later).toEqual({ linkedStylesheet: stylesheet.url, cachedFonts: ['Inter'], warmup: [] })
  })

  it('without a built stylesheet file (next dev) the sheet stays inlined and only fonts are fetched', () => {
    const files = pageFiles({ locale: 'en', cookie: sheet, saveData: false }, null)
    expect(files.linkedStylesheet).toBeNull()
    expect(files.warmup.map((step) => step.url)).toEqual([INTER_URL])
  })
})
