import { createHash } from 'node:crypto'
import { mkdirSync, openSync, closeSync } from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { PAGE_ROUTES } from '../../src/lib/page-routes.mjs'

/**
 * The accessibility bar of docs/design.md: WCAG 2.2 AA. axe's default run leaves out the 2.2 rules (target size), so
 * the tags are named here, once, for every area's tests.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Public routes with a dynamic segment, as patterns: a product page is one template whatever the product. */
const TEMPLATES = PAGE_ROUTES.filter((r) => r.route.includes('['))
  .map((r) => ({
    route: r.route,
    pattern: new RegExp(`^${r.route.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`),
  }))
  // The catch-all last: it matches every path.
  .sort(
    (a, b) => Number(a.route.includes('[...')) - Number(b.route.includes('[...')) || b.route.length - a.route.length,
  )
const STATIC_ROUTES = new Set(PAGE_ROUTES.filter((r) => !r.route.includes('[')).map((r) => r.route))

/**
 * The template a URL shows: the path with its locale prefix, a dynamic segment as its route names it (public pages,
 * src/lib/page-routes.mjs), a number or a token as `[id]` (the staff panel, a quotation link), the query's names.
 */
export function templateOf(url: string): string {
  const { pathname, searchParams } = new URL(url)
  const locale = /^\/(fa|ps)(?=\/|$)/.exec(pathname)?.[0] ?? ''
  let rest = pathname.slice(locale.length) || '/'
  if (rest.startsWith('/admin') || rest.startsWith('/q/')) rest = rest.replace(/\/(\d+|[\w-]{20,})(?=\/|$)/g, '/[id]')
  else if (!STATIC_ROUTES.has(rest)) rest = TEMPLATES.find((t) => t.pattern.test(rest))?.route ?? rest
  const query = [...new Set(searchParams.keys())].sort().join('&')
  return `${locale}${rest}${query ? `?${query}` : ''}`
}

/**
 * What the page shows now, in the terms accessibility depends on: open dialogs, expanded controls, fields marked
 * invalid, messages announced, direction and width. Two scans of one template with the same state check the same
 * markup; another state (a menu open, a form refused) is checked on its own.
 */
function stateOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || el.tagName === 'DIALOG'
    const count = (selector: string, filter: (el: Element) => boolean = () => true) =>
      [...document.querySelectorAll(selector)].filter(filter).length
    return [
      `dialog:${count('dialog[open], [role=dialog], [role=alertdialog]', shown)}`,
      `expanded:${count('[aria-expanded="true"]')}`,
      `invalid:${count('[aria-invalid="true"]')}`,
      `said:${count('[role=alert], [role=status], [aria-live]', (el) => (el.textContent ?? '').trim() !== '')}`,
      `dir:${document.documentElement.dir || 'ltr'}`,
      `width:${innerWidth < 640 ? 'narrow' : innerWidth < 1024 ? 'medium' : 'wide'}`,
    ].join(' ')
  })
}

/**
 * Whether this run has yet to scan `key`: true for the first test to ask (it then scans), false for the others. The
 * run's template folder (tests/support/data-dir-run.ts) holds one file per scan; outside a run every scan is made.
 */
function firstScanOf(key: string): boolean {
  const run = process.env.MG_DATA_TEMPLATES
  if (!run) return true
  const dir = path.join(run, 'axe')
  mkdirSync(dir, { recursive: true })
  try {
    closeSync(openSync(path.join(dir, createHash('sha1').update(key).digest('hex')), 'wx'))
    return true
  } catch {
    return false
  }
}

/**
 * axe-core over the page as it is now finds nothing. Once per page template and state in a run
 * (docs/decisions/060-ci-time.md): a second test reaching the same template in the same state has nothing new for axe,
 * whose scan of a page is a few seconds of the machine's two cores.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Next streams a page's metadata (the <title>) after the first bytes of the body for ordinary browsers, so right
  // after a navigation the title can still be on its way. A visitor sees it a moment later; axe must not judge the
  // page before it has arrived (CI once failed here with "document-title" on /admin/catalogue).
  await expect(page).toHaveTitle(/\S/)
  if (!firstScanOf(`${templateOf(page.url())} ${await stateOf(page)}`)) return
  // Legacy mode: axe.run() in the page itself. The default opens a second, blank tab per scan to merge the frames'
  // results and loads axe into it too; the site has no frames of another origin (CSP default-src 'self'), and the
  // same rules give the same results (compared on three pages) for 40 % less time (docs/decisions/060-ci-time.md).
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}
