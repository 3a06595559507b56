/**
 * Every tool in scripts/ and bench/ is reachable: named by an npm script, by the CI script or a tool's config
 * (Playwright's web server), or imported or started by another reachable script. A tool nobody can find from
 * `npm run` is either wired there or deleted (README, "Running it").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const packageScripts = JSON.parse(read('package.json')).scripts as Record<string, string>
/** Where tools are started from, besides package.json. */
const ENTRY_FILES = ['.ci/run', 'playwright.config.ts', 'vitest.config.ts', 'next.config.ts']

/** Top-level files and folders of scripts/ and bench/ (a folder is one tool with its own entry file). */
function tools(): string[] {
  return ['scripts', 'bench'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      // A type declaration (compile-hints.d.mts, for next.config.ts) belongs to its module; it is not a tool.
      .filter((name) => !name.endsWith('.test.ts') && !name.endsWith('.md') && !/\.d\.[mc]?ts$/.test(name))
      .map((name) => `${dir}/${name}`),
  )
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `text` names the tool: its path, its quoted file name, or a relative import of it. */
function names(text: string, tool: string): boolean {
  if (statSync(path.join(root, tool)).isDirectory()) return text.includes(`${tool}/`)
  const base = path.basename(tool)
  const stem = base.replace(/\.[^.]+$/, '')
  return new RegExp(
    `${escape(tool)}|['"]${escape(base)}['"]|['"]\\.\\.?/(?:[\\w-]+/)*${escape(stem)}(?:\\.[mc]?[jt]s)?['"]`,
  ).test(text)
}

/** Tools reachable from npm scripts and the entry files, following references between scripts. */
function reachable(candidates: readonly string[], scripts = packageScripts): Set<string> {
  const found = new Set<string>()
  let frontier = [Object.values(scripts).join('\n'), ...ENTRY_FILES.map(read)]
  while (frontier.length) {
    const next: string[] = []
    for (const tool of candidates) {
      if (found.has(tool) || !frontier.some((text) => names(text, tool))) continue
      found.add(tool)
      if (statSync(path.join(root, tool)).isFile()) next.push(read(tool))
    }
    frontier = next
  }
  return found
}

describe('scripts/ and bench/', () => {
  it('every tool is reachable from an npm script', () => {
    const all = tools()
    expect(all).toContain('scripts/check-seed.ts')
    const found = reachable(all)
    expect(all.filter((tool) => !found.has(tool))).toEqual([])
  })

  it('the check notices an unwired tool', () => {
    expect(reachable(['scripts/catalogue-import.ts', 'scripts/cli.ts'])).toContain('scripts/cli.ts')
    const { 'catalogue:check': _, ...withoutCheck } = packageScripts
    expect(reachable(['scripts/check-seed.ts'], withoutCheck)).not.toContain('scripts/check-seed.ts')
  })
})
