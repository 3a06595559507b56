/**
 * Citations into docs/ must lead somewhere: code and tests cite "docs/product.md §2.5", "docs/design.md decision 5"
 * and "docs/decisions/NNN-title.md"; this fails when a cited section, decision or record does not exist (renumbered,
 * renamed, deleted), and when a decision record is missing from the index in docs/decisions/README.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { repositoryFiles } from '../../scripts/check-source'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const product = read('docs/product.md')
const design = read('docs/design.md')

/** Section numbers of product.md headings: "## 2. Screens" → "2", "### 2.5 Category listing" → "2.5". */
const productSections = new Set([...product.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]!))
/** Numbers of the decisions list in design.md's "Decisions that change the spec". */
const decisionsBlock = design.split('## Decisions that change the spec')[1]!.split('\n## ')[0]!
const designDecisions = new Set([...decisionsBlock.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])))

const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json|ya?ml)$|^\.ci\/|^\.env\.example$/
const files = repositoryFiles(root).filter(
  (f) => TEXT.test(f) && !f.startsWith('catalogue/') && existsSync(path.join(root, f)),
)

interface Citation {
  file: string
  line: number
  text: string
}

function citations(pattern: RegExp): (Citation & { match: RegExpExecArray })[] {
  const out: (Citation & { match: RegExpExecArray })[] = []
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const match of line.matchAll(new RegExp(pattern, 'g')))
          out.push({ file, line: i + 1, text: match[0], match: match as RegExpExecArray })
      })
  }
  return out
}

const where = (c: Citation) => `${c.file}:${c.line} ${c.text}`

describe('docs/product.md', () => {
  it('numbers its sections 1 to 9 with sub-sections', () => {
    for (const n of ['1', '2', '2.1', '2.5', '2.14', '3', '3.4', '5.1', '7', '8', '9'])
      expect(productSections).toContain(n)
  })

  it('every "docs/product.md §N" cited in the repository exists', () => {
    const cited = citations(/product\.md,? §(\d+(?:\.\d+)*)/)
    expect(cited.length).toBeGreaterThan(0)
    expect(cited.filter((c) => !productSections.has(c.match[1]!)).map(where)).toEqual([])
  })
})

describe('docs/design.md', () => {
  it('keeps decisions 1 to 10, so citations map', () => {
    expect([...designDecisions]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('every "docs/design.md decision N" cited in the repository exists', () => {
    const cited = citations(/design\.md,? decisions? (\d+)(?:(?:,| and| to|,? and) (\d+))*/)
    expect(cited.length).toBeGreaterThan(0)
    const numbers = (c: Citation) => [...c.text.matchAll(/\d+/g)].map((m) => Number(m[0]))
    expect(cited.filter((c) => numbers(c).some((n) => !designDecisions.has(n))).map(where)).toEqual([])
  })

  it('indexes every decision record in docs/decisions/README.md, and every indexed record exists', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f))
    const index = read('docs/decisions/README.md')
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]!)
    expect(records.filter((r) => !linked.includes(r))).toEqual([])
    expect(linked.filter((l) => !records.includes(l))).toEqual([])
  })
})

describe('paths named in the documentation', () => {
  it('every `src/…`, `scripts/…`, `tests/…`, `docs/…` path in README.md and docs/ exists', () => {
    const docs = files.filter((f) => f.endsWith('.md') && (f === 'README.md' || f.startsWith('docs/')))
    const missing: string[] = []
    for (const doc of docs) {
      for (const m of read(doc).matchAll(/`((?:src|scripts|tests|bench|docs|drizzle)\/[^`\s]+)`/g)) {
        const named = m[1]!.replace(/#.*$/, '')
        if (/[*{…]|NNN/.test(named)) continue // a pattern or placeholder, not a path
        const full = path.join(root, named)
        // "docs/decisions/010" names a record by its number.
        const dir = path.dirname(full)
        const exists =
          existsSync(full) || (existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(path.basename(full))))
        if (!exists) missing.push(`${doc}: ${named}`)
      }
    }
    expect(missing).toEqual([])
  })
})

describe('docs/decisions', () => {
  it('every cited decision record exists', () => {
    const cited = citations(/docs\/decisions\/(\d{3}[a-z0-9-]*\.md)/)
    expect(cited.length).toBeGreaterThan(0)
    expect(cited.filter((c) => !existsSync(path.join(root, 'docs/decisions', c.match[1]!))).map(where)).toEqual([])
  })
})

/** A record's file by its number ("026" → docs/decisions/026-graceful-shutdown.md). */
const recordFiles = new Map(
  readdirSync(path.join(root, 'docs/decisions'))
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .map((f) => [f.slice(0, 3), `docs/decisions/${f}`]),
)
/** Text compared loosely: case, quotes, markup and runs of spaces do not matter. */
const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_“”"'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const holds = (file: string, section: string) => loose(read(file)).includes(loose(section))

describe('citations of a section', () => {
  it('every "decision NNN" cited in the repository exists', () => {
    const cited = citations(/\bdecisions? (\d{3})\b/)
    expect(cited.length).toBeGreaterThan(50)
    expect(cited.filter((c) => !recordFiles.has(c.match[1]!)).map(where)).toEqual([])
  })

  it('a section or phrase named in quotes after a decision record is in that record', () => {
    const cited = citations(
      /(?:\bdecision (\d{3})|docs\/decisions\/(\d{3})-[\w-]+\.md)(?:,|:| \(|,? section)? ?"([^"]{3,60})"/,
    )
    expect(cited.length).toBeGreaterThan(3)
    const missing = cited.filter((c) => {
      const file = recordFiles.get(c.match[1] ?? c.match[2]!)
      return !file || !holds(file, c.match[3]!)
    })
    expect(missing.map(where)).toEqual([])
  })

  it('a section named in quotes after README or a docs page is a heading (or a bold lead-in) of that page', () => {
    const cited = citations(/\b(README|docs\/[\w-]+\.md)(?:,|:| \(|,? section)? ?"([^"]{3,60})"/)
    expect(cited.length).toBeGreaterThan(3)
    const headings = (file: string) =>
      [...read(file).matchAll(/^#{1,4} (.+)$|\*\*([^*]+)\*\*/gm)].map((m) =>
        loose((m[1] ?? m[2]!).replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[:.]$/, '')),
      )
    const missing = cited.filter((c) => {
      const file = c.match[1] === 'README' ? 'README.md' : c.match[1]!
      const name = loose(c.match[2]!)
      // A heading may say more after the name ("Languages: ?locale=").
      return !existsSync(path.join(root, file)) || !headings(file).some((h) => h === name || h.startsWith(`${name}:`))
    })
    expect(missing.map(where)).toEqual([])
  })
})
