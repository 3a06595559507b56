/**
 * Dari and Pashto (decision 032): the shell, home, a category listing, a product, contact and the 404 in fa and ps,
 * with the right language and direction, no English interface text left on the page, no sideways scrolling at 375 px,
 * axe clean, and menus, tabs and carousels used by keyboard in right-to-left order. English keeps its URLs.
 */
import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { K8 } from './catalogue-helpers'
import { startApp, startSmtp, type AppServer, type Smtp } from './leads-helpers'

const LOCALES = [
  { locale: 'fa', lang: 'fa-AF', name: 'دری' },
  { locale: 'ps', lang: 'ps-AF', name: 'پښتو' },
] as const

/** The pages (shell, home, a category listing, a product, contact, 404) and every other public route. */
const PAGES = [
  '',
  '/products/category/gnss-receivers',
  `/product/${K8}`,
  '/contact',
  '/no-such-page',
  '/products',
  '/about',
  '/solutions',
  '/solutions/mining',
  '/news',
  '/news/geospatial-expo-kabul-2026',
  '/search?q=RTK',
  `/compare?products=${K8},vireo-g7-rtk-rover`,
  '/quote',
] as const

/**
 * Latin-script words on the page that are interface text rather than names: every text node outside an element
 * marked lang="en" (catalogue text not yet translated, shown in English on purpose), minus what the issue keeps in
 * Latin script: product, category and series names from the catalogue, model numbers and acronyms (GNSS, RTK, K8),
 * units, e-mail addresses and the company name.
 */
async function englishLeftovers(page: Page, names: ReadonlySet<string>): Promise<string[]> {
  const words: string[] = await page.evaluate(() => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // <bdi> holds data kept as written (specification values, prices): figures with their units.
      if (!parent || parent.closest('script, style, noscript, [hidden], [lang^="en"], bdi')) continue
      const text = node.textContent ?? ''
      // E-mail addresses and web addresses are not words.
      for (const word of text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ').match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [])
        out.push(word)
    }
    // Accessible names and form texts a screen reader speaks count too.
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('[lang^="en"]')) continue
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        for (const word of (el.getAttribute(attr) ?? '')
          .replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ')
          .match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [])
          out.push(word)
      }
    }
    return out
  })
  const units = new Set([
    'min',
    's',
    'ms',
    'mm',
    'cm',
    'km',
    'm',
    'ppm',
    'Hz',
    'kHz',
    'MHz',
    'GHz',
    'kg',
    'g',
    'W',
    'V',
    'mAh',
    'Wh',
    'h',
    'nm',
    'ns',
    'dB',
    'dBi',
    'nit',
  ])
  // And names the catalogue's translations keep as written: platforms, interfaces and the software sold with the
  // products (K-Series Console, Watchline Monitor).
  const brands = new Set([
    'Meridian',
    'Geosystems',
    'GEOSYSTEMS',
    'WhatsApp',
    'Galileo',
    'BeiDou',
    'NavIC',
    'QZSS',
    'Android',
    'Windows',
    'Linux',
    'Bluetooth',
    'Ethernet',
    'Gigabit',
    'K-Series',
    'Console',
    'Monitor',
  ])
  // Technical terms the catalogue's translators keep in Latin script, as the field writes them (aBF and aBFFB are
  // levelling sequences, PoE power over Ethernet).
  // And "k 8": the search page's example of a model number typed loosely.
  const terms = new Set([
    'lidar',
    'Lidar',
    'LiDAR',
    'notch',
    'Ku',
    'Wi-Fi',
    'mesh',
    'Li-ion',
    'PoE',
    'aBF',
    'aBFFB',
    'x',
    'k',
  ])
  return [
    ...new Set(
      words.filter(
        (w) =>
          !/^[A-Z0-9][A-Z0-9-]*$/.test(w) && // acronyms and model codes: GNSS, RTK, K8, IP67
          !/[0-9]/.test(w) && // model numbers and figures: K8, B2b, 1408
          !units.has(w) &&
          !brands.has(w) &&
          !terms.has(w) &&
          !names.has(w),
      ),
    ),
  ]
}

/** Every word of the catalogue's English names (products, categories, series): they stay as they are. */
async function catalogueNameWords(page: Page): Promise<Set<string>> {
  const words = new Set<string>()
  const add = (text: string | undefined) => text?.match(/[A-Za-z][A-Za-z'’-]*/g)?.forEach((w) => words.add(w))
  const products = await (await page.request.get('/api/public/products?limit=100')).json()
  for (const p of products.products) {
    add(p.name)
    add(p.series)
    add(p.category?.name)
  }
  const tree = await (await page.request.get('/api/public/categories')).json()
  for (const c of tree.categories) add(c.name)
  return words
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0)
}

for (const { locale, lang, name } of LOCALES) {
  test.describe(`${name} (${locale})`, () => {
    test('every page is in the language, right to left, axe clean and without English interface text', async ({
      page,
    }) => {
      test.setTimeout(240_000)
      const names = await catalogueNameWords(page)
      for (const path of PAGES) {
        const url = `/${locale}${path}`
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(path === '/no-such-page' ? 404 : 200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        expect(await englishLeftovers(page, names), `English interface text on ${url}`).toEqual([])
        await expectNoAxeViolations(page, url)
      }
    })

    test('no page scrolls sideways on a 375 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      for (const path of PAGES) {
        await page.goto(`/${locale}${path}`)
        await expectNoSidewaysScroll(page)
      }
      // The mobile menu open, with its language list.
      await page.goto(`/${locale}`)
      await page.getByRole('banner').getByRole('button', { expanded: false }).last().click()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page, `/${locale} with the menu open`)
    })

    test('head: hreflang alternates, canonical, og:locale and JSON-LD language', async ({ page }) => {
      await page.goto(`/${locale}/products/category/gnss-receivers`)
      const head = page.locator('head')
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${locale}/products/category/gnss-receivers$`),
      )
      for (const [hreflang, href] of [
        ['en', '/products/category/gnss-receivers'],
        ['fa-AF', '/fa/products/category/gnss-receivers'],
        ['ps-AF', '/ps/products/category/gnss-receivers'],
        ['x-default', '/products/category/gnss-receivers'],
      ]) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${href}$`),
        )
      }
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', `${locale}_AF`)
      await page.goto(`/${locale}`)
      const organization = await page.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(organization ?? '{}').inLanguage).toBe(lang)
    })

    test('links stay in the language; the switcher keeps the page and is remembered', async ({ page }) => {
      await page.goto(`/${locale}/products/category/gnss-receivers?sort=price`)
      const firstCard = page.getByTestId('product-card').first().getByRole('link').first()
      await expect(firstCard).toHaveAttribute('href', new RegExp(`^/${locale}/product/`))
      const switcher = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('a[hreflang="en"]') })
      await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute('href', '/products/category/gnss-receivers')
      await expect(switcher.locator(`a[hreflang="${lang}"]`)).toHaveAttribute('aria-current', 'page')
      await switcher.locator('a[hreflang="en"]').click()
      await expect(page).toHaveURL(/\/products\/category\/gnss-receivers$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en')
    })

    test('keyboard: the Products menu, the product tabs and the industries carousel follow right-to-left', async ({
      page,
    }) => {
      await page.goto(`/${locale}/product/${K8}`)
      const tabs = page.getByRole('tab')
      await tabs.first().focus()
      // In a right-to-left tab row the next tab is to the left.
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(1)).toBeFocused()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowRight')
      await expect(tabs.first()).toBeFocused()

      await page.goto(`/${locale}`)
      const menuButton = page.getByRole('banner').getByRole('navigation').getByRole('button').first()
      await menuButton.focus()
      await page.keyboard.press('Enter')
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
      await expect(menuButton).toBeFocused()

      const industries = page.getByRole('tablist').last().getByRole('tab')
      await industries.first().focus()
      await page.keyboard.press('ArrowLeft')
      await expect(industries.nth(1)).toBeFocused()
    })
  })
}

test('English keeps its unprefixed URLs: /en/... redirects to them, and no Arabic font is downloaded', async ({
  page,
  request,
}) => {
  const response = await request.get('/en/products', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/products$/)
  const fonts: string[] = []
  page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()))
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await page.waitForLoadState('networkidle')
  expect(fonts.filter((f) => /vazirmatn/i.test(f))).toEqual([])
})

test('a browser that prefers Dari gets a one-line offer, not a redirect', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'fa-AF',
    extraHTTPHeaders: { 'Accept-Language': 'fa-AF,fa;q=0.9' },
  })
  const page = await context.newPage()
  const response = await page.goto('/products')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/products$/)
  const offer = page.getByRole('complementary', { name: 'دری' })
  await expect(offer.getByRole('link', { name: 'دری' })).toHaveAttribute('href', '/fa/products')
  await offer.getByRole('button').click()
  await expect(offer).toBeHidden()
  await page.reload()
  await expect(page.getByRole('link', { name: 'دری' })).toHaveCount(1) // only the switcher's
  await context.close()
})

test('the language offer is dismissed without JavaScript too (a form posting a server action)', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'fa-AF',
    extraHTTPHeaders: { 'Accept-Language': 'fa-AF,fa;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/contact')
  const offer = page.getByRole('complementary', { name: 'دری' })
  await expect(offer.getByRole('link', { name: 'دری' })).toHaveAttribute('href', '/fa/contact')
  await offer.getByRole('button').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(offer).toHaveCount(0)
  await page.goto('/about')
  await expect(page.getByRole('complementary', { name: 'دری' })).toHaveCount(0)
  await context.close()
})

test.describe('the contact form in Dari and Pashto', () => {
  // Its own server (messages count against a per-address limit shared by every spec on the common one), shared by
  // both tests: one worker, in order.
  test.describe.configure({ mode: 'serial' })
  let app: AppServer
  let smtp: Smtp
  test.beforeAll(async () => {
    // Starting a server of its own takes longer than a hook's default 30 s on a busy 2-core machine.
    test.setTimeout(120_000)
    smtp = await startSmtp()
    app = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_EMAIL_TO: 'sales@meridiangeo.af',
      LEADS_EMAIL_FROM: 'website@meridiangeo.af',
    })
  })
  test.afterAll(async () => {
    await app?.stop()
    await smtp?.close()
  })

  const fill = async (page: Page, name: string) => {
    const form = page.locator('form').filter({ has: page.locator('#contact-message') })
    await form.locator('#contact-name').fill(name)
    await form.locator('#contact-email').fill('farid@survey.af')
    await form.locator('#contact-subject').selectOption('quote-request')
    await form.locator('#contact-message').fill('دو روور و یک بیس برای یک پروژه کادستر در هرات.')
    return form
  }

  test('Dari, with JavaScript: errors and the success toast in Dari; the lead records its language', async ({
    page,
  }) => {
    await page.goto(`${app.baseURL}/fa/contact`)
    const form = page.locator('form').filter({ has: page.locator('#contact-message') })
    await form.getByRole('button').last().click()
    // The field errors are Dari, from the page's copy.
    const firstError = await page.locator('#contact-name-error').textContent()
    expect(firstError).toMatch(/[\u0600-\u06ff]/)
    expect(firstError).not.toMatch(/[A-Za-z]{3,}/)
    await fill(page, 'فرید احمدی')
    await form.getByRole('button').last().click()
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toContainText(/[\u0600-\u06ff]/)
    await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(1)
    expect(smtp.inbox[0]!.raw).toMatch(/^Language: +Dari \(fa\)/m)
  })

  test('Pashto, without JavaScript: the form posts and the page answers in Pashto', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.baseURL}/ps/contact`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ps-AF')
    const form = await fill(page, 'زرغونه صافي')
    await form.getByRole('button').last().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ps-AF')
    await expect
      .poll(() => smtp.inbox.length, { timeout: 15_000, message: `no second e-mail:\n${app.output.join('')}` })
      .toBe(2)
    expect(smtp.inbox[1]!.raw).toMatch(/^Language: +Pashto \(ps\)/m)
    await context.close()
  })
})
