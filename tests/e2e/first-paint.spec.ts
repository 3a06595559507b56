/**
 * What a first visit needs before it can paint (docs/decisions/035-inline-site-css.md and
 * 036-font-subset.md): the site's stylesheet arrives inside the HTML, in a <style> carrying the request's CSP nonce,
 * and only once (not again in the RSC payload); no stylesheet is requested or preloaded; the fonts are the subset
 * files, served for a year; Vazirmatn only on Dari and Pashto pages; the home page's LCP image is in the HTML with
 * high fetch priority. The staff panel keeps its own stylesheet, linked.
 */
import { expect, test, type Page } from '@playwright/test'

import { MIN_BYTES } from '../../scripts/compile-hints.mjs'

test.use({ serviceWorkers: 'block' })

/** The nonce in a response's Content-Security-Policy style-src. */
function styleNonce(csp: string | null): string {
  const match = /style-src[^;]*'nonce-([^']+)'/.exec(csp ?? '')
  if (!match) throw new Error(`no style nonce in ${csp}`)
  return match[1]!
}

/** The page's RSC payload, as the inline scripts push it. */
function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as [number, string?])
    .map(([, chunk]) => chunk ?? '')
    .join('')
}

/** The styles inlined in a page's HTML (every `<style>`, in order). */
function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
}

/** The hashed names of the files the browser keeps for the next page (src/server/page/cached-files.ts). */
async function cachedCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'mg-cached')?.value
}

/** Resolves once the browser has been idle after the page's own idle-time work (or 3 s have passed). */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })),
  )
}

/** Every request the page makes while it loads, by URL. */
function requests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(new URL(request.url()).pathname))
  return urls
}

for (const path of ['/', '/products', '/fa', '/ps/contact']) {
  test(`${path} carries the site stylesheet inline, once, with the CSP nonce`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)]
    expect(styles).toHaveLength(1)
    const [, attributes, css] = styles[0]!
    expect(attributes).toContain(`nonce="${styleNonce(response.headers()['content-security-policy'] ?? null)}"`)
    // The whole stylesheet: Tailwind's utilities, the tokens and the fonts.
    expect(css).toContain('.container-content')
    expect(css).toMatch(/@font-face\{font-family:Inter;src:url\(\/assets\/inter-latin-[0-9a-f]+\.woff2\)/)
    // A font that misses the first paint is not swapped in later (a whole-page relayout on a phone).
    expect(css).toMatch(/@font-face\{font-family:Inter;[^}]*font-display:optional/)
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'))
    // The Latin font, the file the stylesheet names, is preloaded on wide screens only (React sends the preload as a
    // Link header; with the CORS mode font requests use): docs/decisions/036-font-subset.md.
    const font = /url\((\/assets\/inter-latin-[0-9a-f]+\.woff2)\)/.exec(css ?? '')![1]!
    expect(response.headers()['link']).toBe(
      `<${font}>; rel=preload; as="font"; crossorigin=""; type="font/woff2"; media="(min-width: 768px)"`,
    )
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(html).not.toMatch(/<link[^>]+as="style"/)
    // Not sent a second time in the payload the page hydrates from.
    expect(rscPayload(html)).not.toContain('@font-face')
    expect(rscPayload(html)).not.toContain('.container-content')
  })
}

test("React and the router carry V8's compile hint: compiled while they download (decision 038)", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const sources = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()))
  const big = sources.filter((source) => source.length >= MIN_BYTES)
  // React DOM, the router and the layout's components: every page runs them first.
  expect(big.length).toBeGreaterThanOrEqual(2)
  for (const source of big) expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
  for (const source of sources.filter((s) => s.length < MIN_BYTES)) {
    expect(source.startsWith('//# allFunctionsCalledOnLoad')).toBe(false)
  }
})

test('the home page paints with its styles and fonts and requests no stylesheet', async ({ page }) => {
  const urls = requests(page)
  const css: string[] = []
  page.on('request', (r) => r.url().endsWith('.css') && css.push(r.resourceType()))
  await page.goto('/', { waitUntil: 'networkidle' })
  // No stylesheet request; the sheet's file is only fetched in the background for the next page (decision 041).
  expect(css.filter((type) => type !== 'fetch')).toEqual([])
  const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(body).toMatch(/^Inter, "Inter Fallback"/)
  expect(await page.evaluate(() => document.fonts.check('600 16px Inter'))).toBe(true)
  const font = urls.find((url) => /^\/assets\/inter-latin-[0-9a-f]+\.woff2$/.test(url))
  expect(font).toBeDefined()
  expect(urls.some((url) => url.includes('vazirmatn'))).toBe(false)
  const fontResponse = await page.request.get(font!)
  expect(fontResponse.status()).toBe(200)
  expect(fontResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // The styles stay through client-side navigation (the <head> keeps the inlined sheet).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/)
  expect(await page.locator('style[nonce]').count()).toBe(1)
})

test('Dari and Pashto pages draw with Vazirmatn', async ({ page }) => {
  const urls = requests(page)
  await page.goto('/fa', { waitUntil: 'networkidle' })
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Vazirmatn/)
  expect(urls.some((url) => /^\/assets\/vazirmatn-arabic-[0-9a-f]+\.woff2$/.test(url))).toBe(true)
})

test("the home page's LCP image is preloaded from <head> at high priority, the rendition its slide uses", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const preload =
    /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="([^"]+)" imageSizes="100vw"\/>/.exec(head)
  expect(preload).not.toBeNull()
  const img = /<img\b[^>]*fetchPriority="high"[^>]*>/i.exec(html)
  expect(img![0]).toContain('loading="eager"')
  expect(img![0]).toContain('/images/hero/slide-1')
  // The slide's <source> offers the same renditions for the same slot, so the preloaded file is the one drawn.
  expect(html).toContain(`<source type="image/webp" srcSet="${preload![1]}" sizes="100vw"/>`)
  expect(preload![1]).toMatch(/^\/images\/hero\/slide-1-800\.webp 800w, \/images\/hero\/slide-1-1600\.webp 1600w$/)
})

test('the staff panel links its own stylesheet, without the public fonts', async ({ page }) => {
  const response = await page.goto('/admin/login')
  const html = (await response?.text()) ?? ''
  expect(html).toMatch(/<link[^>]+rel="stylesheet"/)
  expect(html).not.toContain('/assets/inter-latin-')
  // Styled: the sign-in button has the brand's navy (navy-800).
  const button = page.getByRole('button', { name: /sign in/i })
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 42, 76)')
})

test('icons and the contour motif are drawn from the cached sprite, not written into the page', async ({ request }) => {
  const html = await (await request.get('/solutions')).text()
  const uses = [...html.matchAll(/<use href="(\/assets\/icons-[0-9a-f]+\.svg)#([\w-]+)"/g)]
  expect(uses.map(([, , id]) => id)).toContain('contours')
  expect(uses.length).toBeGreaterThan(10)
  // The only paths left in the markup are the logo's (header and footer).
  expect(html.match(/<path\b/g)?.length ?? 0).toBeLessThanOrEqual(8)
  const sprite = await request.get(uses[0]![1]!)
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const id of new Set(uses.map(([, , symbol]) => symbol))) expect(await sprite.text()).toContain(`id="${id}"`)
})

/**
 * Phones (docs/decisions/040-fonts-on-phones.md): the web faces are declared for wide screens only until the browser
 * has the files, so a first visit on a slow link never re-lays the page out when a font arrives after the first paint.
 * The font comes in the background once the page is idle; from the next page on it is drawn from the cache.
 */
test.describe('on a phone', () => {
  // A phone's screen, not the desktop project's 1920 px one: with a wide screen, Chromium's mobile emulation
  // evaluates the wide-screen font preload (a Link header, read before the page's viewport) as matching.
  const phone = { viewport: { width: 375, height: 800 }, screen: { width: 375, height: 800 }, isMobile: true }
  test.use(phone)

  /** The fonts Chromium actually draws the page's first heading with (not what the CSS asks for). */
  async function drawnWith(page: Page): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page)
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
    await cdp.send('CSS.enable')
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    await cdp.detach()
    return fonts.map((font) => font.familyName)
  }

  /** How many `@font-face` rules for Inter the page's inlined styles have. */
  const interFaces = (html: string) => inlineCss(html).split('@font-face{font-family:Inter;').length - 1

  test('the first page downloads no font as it draws; the next draws with Inter from the cache', async ({ page }) => {
    const fonts: string[] = []
    page.on(
      'request',
      (r) => /\.woff2$/.test(r.url()) && fonts.push(`${r.resourceType()} ${new URL(r.url()).pathname}`),
    )
    const first = await page.goto('/', { waitUntil: 'networkidle' })
    // No preload either: on a slow link it would share the bandwidth with the page and its LCP image.
    expect(first!.headers()['link']).toContain('media="(min-width: 768px)"')
    expect(await drawnWith(page)).not.toContain('Inter')
    await afterIdle(page)
    // The stylesheet's file first (decision 041), then the font.
    await expect.poll(() => cachedCookie(page)).toMatch(/^[\w-]+\.inter-latin-[0-9a-f]{10}$/)
    // Fetched by the page's script in the background, never requested as a font while the page was drawn.
    expect(fonts).toEqual([expect.stringMatching(/^fetch \/assets\/inter-latin-[0-9a-f]+\.woff2$/)])
    expect(fonts.some((font) => font.includes('vazirmatn'))).toBe(false)

    const next = await page.goto('/contact', { waitUntil: 'load' })
    // The face for every width, inlined (the sheet, now linked from the cache, has it for wide screens only).
    const html = await next!.text()
    expect(inlineCss(html)).toMatch(/^@font-face\{font-family:Inter;src:url\(\/assets\/inter-latin-[0-9a-f]+\.woff2\)/)
    expect(interFaces(html)).toBe(1)
    expect(next!.headers()['link']).toMatch(/^<\/assets\/inter-latin-[0-9a-f]+\.woff2>; rel=preload; as="font"/)
    expect(next!.headers()['link']).not.toContain('media=')
    expect(await drawnWith(page)).toContain('Inter')
  })

  test('a Dari page fetches Vazirmatn and Inter in the background, and the next page draws with both', async ({
    page,
  }) => {
    await page.goto('/fa', { waitUntil: 'networkidle' })
    expect(await drawnWith(page)).not.toContain('Vazirmatn')
    await afterIdle(page)
    await expect
      .poll(() => cachedCookie(page))
      .toMatch(/^[\w-]+\.inter-latin-[0-9a-f]{10}\.vazirmatn-arabic-[0-9a-f]{10}$/)
    await page.goto('/fa/contact', { waitUntil: 'load' })
    expect(await drawnWith(page)).toEqual(expect.arrayContaining(['Vazirmatn']))
  })

  test('under data saver only the stylesheet is fetched: the next page links it and keeps the fallbacks', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...phone,
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'Save-Data': 'on' },
    })
    const page = await context.newPage()
    const files: string[] = []
    page.on('request', (r) => /\.(woff2|css)$/.test(r.url()) && files.push(`${r.resourceType()} ${r.url()}`))
    await page.goto('/', { waitUntil: 'networkidle' })
    await afterIdle(page)
    await expect.poll(() => cachedCookie(page)).toMatch(/^[\w-]+$/)
    expect(files).toEqual([expect.stringMatching(/^fetch .*\/_next\/static\/chunks\/[\w-]+\.css$/)])
    const next = await page.goto('/contact', { waitUntil: 'networkidle' })
    const html = await next!.text()
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[\w-]+\.css"/)
    expect(inlineCss(html)).toBe('')
    await afterIdle(page)
    expect(files.filter((file) => file.endsWith('.woff2'))).toEqual([])
    expect(await drawnWith(page)).not.toContain('Inter')
    await context.close()
  })

  test('a cookie naming an old font or stylesheet file, or anything else, changes nothing', async ({ page }) => {
    const value = 'inter-latin-0000000000.0000000000000.<b>'
    await page.context().addCookies([{ name: 'mg-cached', value, url: test.info().project.use.baseURL! }])
    const response = await page.goto('/')
    expect(response!.status()).toBe(200)
    const html = await response!.text()
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(inlineCss(html)).toContain('.container-content')
    expect(interFaces(html)).toBe(1)
    expect(response!.headers()['link']).toContain('media="(min-width: 768px)"')
  })
})

/**
 * A returning visitor (docs/decisions/041-cached-stylesheet.md): once the first page is idle, the browser fetches the
 * stylesheet's file and the cookie names it; from the next page on the page links that file, answered by the cache,
 * instead of carrying the sheet inlined again, and is laid out exactly as with the sheet inlined.
 */
test.describe("a returning visitor's stylesheet", () => {
  /** Where the page's landmarks, headings, links, images and controls are drawn, rounded to the pixel. */
  const layout = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('header, nav, main, footer, h1, h2, h3, p, a, button, img, input')].map((el) => {
        const { x, y, width, height } = el.getBoundingClientRect()
        return `${el.tagName} ${[x, y, width, height].map(Math.round).join(' ')}`
      }),
    )

  for (const [path, width] of [
    ['/products', 1280],
    ['/fa', 375],
  ] as const) {
    test(`${path} at ${width} px: inlined on the first visit, then linked from the cache, laid out the same`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const first = await page.goto(path, { waitUntil: 'networkidle' })
      const firstHtml = await first!.text()
      expect(firstHtml).not.toMatch(/<link[^>]+rel="stylesheet"/)
      expect(inlineCss(firstHtml)).toContain('.container-content')
      await afterIdle(page)
      await expect.poll(() => cachedCookie(page)).toMatch(/^[\w-]+\.inter-latin-/)
      const cookie = (await cachedCookie(page))!
      const [sheetName, ...fonts] = cookie.split('.')
      const sheet = `/_next/static/chunks/${sheetName}.css`
      const setCookie = (value: string) =>
        page.context().addCookies([{ name: 'mg-cached', value, url: test.info().project.use.baseURL! }])

      // With the fonts cached but not the sheet: inlined, drawn with the same fonts as the linked case below.
      await setCookie(fonts.join('.'))
      const inlined = await page.goto(path, { waitUntil: 'networkidle' })
      const inlinedHtml = await inlined!.text()
      expect(inlineCss(inlinedHtml)).toContain('.container-content')
      const before = await layout(page)

      await setCookie(cookie)
      const next = await page.goto(path, { waitUntil: 'networkidle' })
      const html = await next!.text()
      expect(html).toMatch(new RegExp(`<link rel="stylesheet" href="${sheet}"[^>]*>[\\s\\S]*</head>`))
      expect(inlineCss(html)).not.toContain('.container-content')
      // About 60 KB of CSS (10 KB compressed) less in the document.
      expect(inlinedHtml.length - html.length).toBeGreaterThan(50_000)
      // Answered by the browser's cache: nothing was transferred for it.
      const entry = await page.evaluate(
        (url) =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .filter((e) => new URL(e.name).pathname === url)
            .map((e) => ({ transferSize: e.transferSize, decodedBodySize: e.decodedBodySize }))[0],
        sheet,
      )
      expect(entry?.transferSize).toBe(0)
      expect(entry?.decodedBodySize).toBeGreaterThan(50_000)
      expect(await layout(page)).toEqual(before)
    })
  }
})
