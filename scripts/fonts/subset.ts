/**
 * `npm run fonts:subset`: the public site's web fonts, written to public/assets/ with their @font-face rules in
 * src/app/site-fonts.css and their URLs in src/lib/site-fonts.ts (docs/decisions/036-font-subset.md). Run it after
 * copy or seed changes that bring a character the subset lacks (src/app/fonts.test.ts fails and names it); the
 * output is committed, so builds need nothing.
 *
 * - Inter (the Latin subset @fontsource-variable/inter publishes) cut to the characters the site can show: printable
 *   ASCII and Latin-1 (what staff may type into the catalogue) plus every character of the copy in every locale and
 *   of the seed catalogue that Inter has; the layout features the pages use (kerning, ligatures, contextual forms,
 *   tabular figures) and the weights they use (400 to 700). 48 KB becomes about 26 KB.
 * - Vazirmatn (Dari and Pashto pages) is copied as published, the Arabic-script subset: cutting it by glyph could
 *   break the joining forms and marks its shaping substitutes (decision 032).
 *
 * File names carry a hash of the content, so the files can be cached for a year (next.config.ts).
 * The fallback faces (Arial resized to the web font's metrics, so swapping fonts moves no text) use the values
 * next/font computes, from the same function.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Font } from 'fontkit'
// next/font's own calculation of fallback metrics (what next/font/local writes for a local font).
// check-source: long line, a module path cannot be split.
import { getFallbackMetricsFromFontFile } from 'next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js'
import { format, resolveConfig } from 'prettier'
import subsetFont from 'subset-font'

import { LOCALES } from '../../src/lib/i18n/locales'
import { copyText, openWoff2, seedText } from './site-text'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'public', 'assets')
const cssFile = path.join(root, 'src', 'app', 'site-fonts.css')
const urlsFile = path.join(root, 'src', 'lib', 'site-fonts.ts')
const fontsource = path.join(root, 'node_modules', '@fontsource-variable')
const INTER_SOURCE = path.join(fontsource, 'inter', 'files', 'inter-latin-wght-normal.woff2')
const VAZIRMATN_SOURCE = path.join(fontsource, 'vazirmatn', 'files', 'vazirmatn-arabic-wght-normal.woff2')

/** What the pages draw with Inter: glyph substitution and positioning features; the rest (ss01, cv01...) go. */
const INTER_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']
const INTER_WEIGHTS = { min: 400, max: 700 }
/** Where the web faces apply from the first visit, and where the layout preloads Inter: one media query for both. */
const WIDE_SCREEN = '(min-width: 768px)'

function hashed(name: string, buffer: Buffer): string {
  return `${name}-${createHash('sha256').update(buffer).digest('hex').slice(0, 10)}.woff2`
}

function fallbackFace(family: string, font: Font): string {
  const m = getFallbackMetricsFromFontFile(font, 'sans-serif')
  return (
    `@font-face { font-family: '${family} Fallback'; src: local(Arial); ascent-override: ${m.ascentOverride}; ` +
    `descent-override: ${m.descentOverride}; line-gap-override: ${m.lineGapOverride}; size-adjust: ${m.sizeAdjust}; }\n`
  )
}

const interSource = readFileSync(INTER_SOURCE)
const interFull = await openWoff2(interSource)
let text = ''
for (let code = 0x20; code <= 0x7e; code++) text += String.fromCodePoint(code)
for (let code = 0xa0; code <= 0xff; code++) text += String.fromCodePoint(code)
const used = new Set([...LOCALES.map(copyText), seedText()].join(''))
text += [...used].filter((c) => interFull.hasGlyphForCodePoint(c.codePointAt(0)!)).join('')
const chars = [...new Set(text)].sort()

const inter = await subsetFont(interSource, chars.join(''), {
  targetFormat: 'woff2',
  keepFeatures: INTER_FEATURES,
  variationAxes: { wght: INTER_WEIGHTS },
})
const vazirmatn = readFileSync(VAZIRMATN_SOURCE)
const interFile = hashed('inter-latin', inter)
const vazirmatnFile = hashed('vazirmatn-arabic', vazirmatn)

// The folder also holds other hashed files (the icon sprite): only this script's earlier outputs go.
mkdirSync(outDir, { recursive: true })
for (const old of readdirSync(outDir)) {
  if (/^(inter-latin|vazirmatn-arabic)-[0-9a-f]+\.woff2$/.test(old)) rmSync(path.join(outDir, old))
}
writeFileSync(path.join(outDir, interFile), inter)
writeFileSync(path.join(outDir, vazirmatnFile), vazirmatn)

// The web faces sit inside a wide-screen media query (docs/decisions/040-fonts-on-phones.md): a phone downloads a web
// font only in the background once a page is idle, and the layout declares the face for every width once the
// visitor's browser has it (src/server/page/cached-files.ts).
const webFace = (family: string, file: string, weight: string) =>
  `  @font-face {\n    font-family: '${family}';\n    src: url('/assets/${file}') format('woff2');\n` +
  `    font-display: optional;\n    font-weight: ${weight};\n  }\n`
const interWeight = `${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`
const vazirmatnWeight = '100 900'
const css =
  "/*\n * Generated by `npm run fonts:subset` (scripts/fonts/subset.ts): do not edit. The public site's fonts\n" +
  ' * (docs/decisions/036-font-subset.md); `display: optional` never holds text back: a font that is not there for\n' +
  ' * the first paint is used from the next page on; the fallback faces match it. On a phone the web faces apply\n' +
  ' * once the browser has the files (docs/decisions/040-fonts-on-phones.md).\n' +
  ' */\n' +
  `@media ${WIDE_SCREEN} {\n` +
  webFace('Inter', interFile, interWeight) +
  webFace('Vazirmatn', vazirmatnFile, vazirmatnWeight) +
  '}\n' +
  fallbackFace('Inter', await openWoff2(inter)) +
  fallbackFace('Vazirmatn', await openWoff2(vazirmatn))
// Formatted as the repository's Prettier settings have it, so `npm run format:check` accepts the generated file.
writeFileSync(cssFile, await format(css, { ...(await resolveConfig(cssFile)), filepath: cssFile }))
// The same files for the layout: the wide-screen preload, and the faces it declares for every width once a phone has
// the files (src/app/[locale]/layout.tsx, src/server/page/web-fonts.ts).
writeFileSync(
  urlsFile,
  '// Generated by `npm run fonts:subset` (scripts/fonts/subset.ts): do not edit. The files of site-fonts.css.\n' +
    `export const INTER_URL = '/assets/${interFile}'\nexport const VAZIRMATN_URL = '/assets/${vazirmatnFile}'\n` +
    '/** Where site-fonts.css applies the web faces from the first visit, and the layout preloads Inter. */\n' +
    `export const WIDE_SCREEN = '${WIDE_SCREEN}'\n` +
    '/** The web faces site-fonts.css declares inside its wide-screen media query. */\n' +
    'export const WEB_FONTS = [\n' +
    `  { family: 'Inter', url: INTER_URL, weight: '${interWeight}' },\n` +
    `  { family: 'Vazirmatn', url: VAZIRMATN_URL, weight: '${vazirmatnWeight}' },\n` +
    '] as const\n',
)

console.log(
  `public/assets/${interFile}: ${inter.length} bytes (${chars.length} characters; source ${interSource.length})\n` +
    `public/assets/${vazirmatnFile}: ${vazirmatn.length} bytes (copied)\n` +
    'src/app/site-fonts.css and src/lib/site-fonts.ts written',
)
