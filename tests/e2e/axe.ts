import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The accessibility bar of docs/design.md: WCAG 2.2 AA. axe's default run leaves out the 2.2 rules (target size), so
 * the tags are named here, once, for every area's tests.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe-core over the page as it is now finds nothing. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Next streams a page's metadata (the <title>) after the first bytes of the body for ordinary browsers, so right
  // after a navigation the title can still be on its way. A visitor sees it a moment later; axe must not judge the
  // page before it has arrived (CI once failed here with "document-title" on /admin/catalogue).
  await expect(page).toHaveTitle(/\S/)
  // Legacy mode: axe.run() in the page itself. The default opens a second, blank tab per scan to merge the frames'
  // results and loads axe into it too; the site has no frames of another origin (CSP default-src 'self'), and the
  // same rules give the same results (compared on three pages) for 40 % less time (docs/decisions/060-ci-time.md).
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}
