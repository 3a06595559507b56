/**
 * Public views speak three languages, so their words come from the copy modules (src/content, docs/new-page.md
 * "Copy or content"), never typed into the markup: an English sentence written inline in a component under
 * src/components/site or a page under src/app/[locale] shows in English on the Dari and Pashto pages. This reads every
 * such file with the TypeScript parser and fails on JSX text with a word in it, and on a literal string given to an
 * attribute people read (alt, title, aria-label, placeholder…).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DIRS = ['src/components/site', 'src/app/[locale]']
/** Attributes a visitor or a screen reader reads out. */
const READ_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'label'])
/** A word: two letters or more (a lone "×", "·" or "/" between two values is punctuation, not copy). */
const WORD = /\p{L}{2,}/u

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name)
    if (statSync(path.join(ROOT, rel)).isDirectory()) return walk(rel)
    return rel.endsWith('.tsx') && !rel.endsWith('.test.tsx') ? [rel] : []
  })
}

/** `file:line "text"` for each word typed into the markup of `source`. */
export function inlineCopy(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const at = (node: ts.Node, text: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) at(node, node.text)
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const value = node.initializer
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
          ? value.expression
          : undefined
      if (literal && WORD.test(literal.text)) at(literal, literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('public views type no copy of their own', () => {
  it('catches a sentence or a read attribute typed into the markup', () => {
    const view = `export const V = () => <p title="Open it" aria-label={'Close'}>Order now <b>{n}</b> · 4</p>`
    expect(inlineCopy('v.tsx', view)).toEqual(['v.tsx:1 "Open it"', 'v.tsx:1 "Close"', 'v.tsx:1 "Order now"'])
    expect(inlineCopy('v.tsx', `export const V = () => <p className="mt-2" aria-hidden="true">{copy.x} ·</p>`)).toEqual(
      [],
    )
  })

  it('every component of the public site and every public page takes its words from the copy modules', () => {
    const files = DIRS.flatMap(walk)
    expect(files.length).toBeGreaterThan(50)
    expect(files.flatMap((file) => inlineCopy(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([])
  })
})
