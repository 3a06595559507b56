import { expect, type Page } from '@playwright/test'

/**
 * Shared helpers of the site specs (not a spec itself: the config only runs *.spec.ts).
 */

/** Raw server HTML as text a visitor would read: comments React puts between text nodes removed, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

/** Every JSON-LD object in a page's raw HTML. */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

/** The first attribute value of a meta/link tag in raw HTML, e.g. meta('property', 'og:title'). */
export function headValue(html: string, tag: 'meta' | 'link', key: string, value: string): string | undefined {
  const attr = tag === 'meta' ? 'content' : 'href'
  const re = new RegExp(`<${tag}[^>]*${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`)
  const found = html.match(re)?.[0]
  return found?.match(new RegExp(`${attr}="([^"]*)"`))?.[1]
}

export { expectNoAxeViolations } from './axe'

/**
 * Starts a fake clock that does not move on its own (page.clock; no sleeps): install before navigation, then pause
 * once the carousels are hydrated so their timers exist, and advance time only with `page.clock.runFor`.
 */
export async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.goto(path)
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached()
  // Margin for the round trip: the page clock keeps running until paused. A second is far below the carousels'
  // 5000/6000 ms intervals; on a very slow machine one retry with more margin.
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000).catch(() => page.clock.pauseAt(now + 2500))
}

/** Moves the pointer to the top-start corner (the header logo), away from any carousel. */
export async function pointerAway(page: Page) {
  await page.mouse.move(2, 2)
}

/** Waits until the worker has saved `path` together with every build file its HTML loads (what offline needs). */
export async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const saved = await (await caches.open('mg-pages-v1')).match(wanted)
          if (!saved) return 'page not saved'
          const html = await saved.text()
          const build = await caches.open('mg-build-v1')
          for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g))
            if (!(await build.match(m[1]!.replace(/&amp;/g, '&')))) return `missing ${m[1]}`
          return 'saved'
        }, path),
      { timeout: 20_000, message: `the worker saves ${path}` },
    )
    .toBe('saved')
}

/**
 * With SHOTS_DIR set (by hand, for the docs' screens), the page at 375 and 1280 px wide as PNGs there, named
 * `{name}-{width}.png`; otherwise nothing. The viewport goes back to 1280 px.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}
