/**
 * The rules of scripts/check-source.ts (run by `npm run lint`): each one must catch what it is for and leave alone
 * what it exempts. The brief's file names are assembled from pieces so that this file passes the check itself.
 */
import { describe, expect, it } from 'vitest'

import {
  externalCitations,
  longLines,
  MAX_FILE_LINES,
  MAX_LINE_LENGTH,
  oversized,
  pageWarnings,
  PAGE_SOFT_CAP,
  trackerCitations,
} from '../../scripts/check-source'

const SPEC = 'SP' + 'EC'
const DESIGN = 'DES' + 'IGN'
const spec = `${SPEC}.md`
const design = `${DESIGN}.md`
const brand = ['BRAND', 'md'].join('.')
const notes = ['STACK', 'NOTES'].join('-')
const conventions = 'CONVEN' + 'TIONS'

describe('longLines', () => {
  const long = `const text = '${'x'.repeat(MAX_LINE_LENGTH)}'`

  it('reports a source line over 120 characters with its number', () => {
    expect(longLines('src/content/home.ts', `ok\n${long}\n`)).toEqual([
      { line: 2, message: `${long.length} characters (max ${MAX_LINE_LENGTH})` },
    ])
  })

  it('accepts exactly 120 characters, counting characters rather than UTF-16 units', () => {
    expect(longLines('src/a.ts', 'x'.repeat(MAX_LINE_LENGTH))).toEqual([])
    expect(longLines('src/a.ts', '°'.repeat(MAX_LINE_LENGTH))).toEqual([])
    expect(longLines('src/a.ts', '𝑥'.repeat(MAX_LINE_LENGTH))).toEqual([])
  })

  it('covers code, styles and JSON configuration', () => {
    for (const file of ['a.tsx', 'a.mjs', 'a.js', 'src/app/globals.css', 'tsconfig.json', '.ci/x.cjs'])
      expect(longLines(file, long), file).toHaveLength(1)
  })

  it('lets one marked line pass, with its reason, and only that line', () => {
    const marked = `// check-source: long line, Next.js reads this string statically\n${long}\n${long}`
    expect(longLines('src/proxy.ts', marked)).toMatchObject([{ line: 3 }])
    expect(longLines('src/proxy.ts', `// check-source: long line,\n${long}`)).toHaveLength(1)
  })

  it('leaves data, generated files and prose alone', () => {
    for (const file of [
      'catalogue/seed/catalogue.json',
      'tests/fixtures/catalogue/catalogue.json',
      'drizzle/meta/0000_snapshot.json',
      'package-lock.json',
      'README.md',
      'docs/product.md',
    ])
      expect(longLines(file, long), file).toEqual([])
  })
})

describe('externalCitations', () => {
  it.each([
    `// 5000 ms: ${spec} section 2, hero autoplay`,
    ` * (${design} decision 5; the buttons did nothing)`,
    `/** Sorting is a table (${conventions} habit 4). */`,
    `// PGlite keeps Node alive until closed (${notes}).`,
    `it('has the ${SPEC} §7 wrappers', () => {})`,
    `// see ${SPEC} section 9`,
    `// ${DESIGN} decision 3`,
    `// ${brand} "Colour"`,
    `// copied from /work/${'shared'}/notes`,
  ])('catches %s', (line) => {
    expect(externalCitations('src/x.ts', `first line\n${line}\n`)).toMatchObject([{ line: 2 }])
  })

  it.each([
    '// 5000 ms: docs/product.md §9, hero autoplay',
    '// docs/design.md decision 5: buttons do the obvious thing',
    "import { BRAND, darken } from '../lib/color'",
    'const SPEC_PAD_X = 12',
    'The MON-SPECTRUM message plots each band.',
    '/** Renders the specifications table. */',
  ])('accepts %s', (line) => {
    expect(externalCitations('src/x.ts', line)).toEqual([])
  })

  it('reads markdown and configuration too, but not binaries', () => {
    expect(externalCitations('README.md', `See ${spec}.`)).toHaveLength(1)
    expect(externalCitations('.ci/run', `# ${notes}`)).toHaveLength(1)
    expect(externalCitations('src/app/icon.png', `See ${spec}.`)).toEqual([])
  })
})

describe('trackerCitations', () => {
  const issue = ['iss', 'ue'].join('')
  it('reports a tracker issue cited by number in code and tests', () => {
    expect(trackerCitations('src/server/a.ts', `ok\n// the limits (${issue} 26)\n`)).toMatchObject([{ line: 2 }])
    expect(trackerCitations('tests/e2e/a.spec.ts', `test('${issue}s 5 and 10', () => {})`)).toHaveLength(1)
    expect(trackerCitations('scripts/server.mjs', `// ${issue} #12`)).toHaveLength(1)
  })
  it('leaves decision records, docs and plain words alone', () => {
    expect(
      trackerCitations('src/a.ts', '// docs/decisions/032-locales.md; decision 032; an issue with the cache'),
    ).toEqual([])
    expect(trackerCitations('docs/decisions/029-site-search.md', `${issue} 14 asked for it`)).toEqual([])
  })
})

describe('oversized', () => {
  const lines = (n: number) => 'x\n'.repeat(n)
  it(`fails a source file over ${MAX_FILE_LINES} lines, not one at the cap`, () => {
    expect(oversized('src/lib/a.ts', lines(MAX_FILE_LINES))).toEqual([])
    expect(oversized('src/lib/a.ts', lines(MAX_FILE_LINES + 1))).toMatchObject([{ line: MAX_FILE_LINES + 1 }])
  })
  it('exempts copy modules, the database schema and test fixtures', () => {
    for (const file of ['src/content/fa/home.ts', 'src/server/db/schema.ts', 'tests/fixtures/catalogue/a.ts'])
      expect(oversized(file, lines(900)), file).toEqual([])
  })
})

describe('pageWarnings', () => {
  it(`warns about a route page over about ${PAGE_SOFT_CAP} lines`, () => {
    const text = 'x\n'.repeat(PAGE_SOFT_CAP + 1)
    expect(pageWarnings('src/app/[locale]/about/page.tsx', text)).toHaveLength(1)
    expect(pageWarnings('src/components/site/about-view.tsx', text)).toEqual([])
  })
})
