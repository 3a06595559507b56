import { expect, test } from '@playwright/test'

import {
  K8,
  NO_GALLERY,
  NO_PRICE,
  apiProduct,
  canonicalOf,
  cumulativeLayoutShift,
  layoutShift,
  expectNoAxeViolations,
  jsonLdBlocks,
  metaContent,
  expectLoadingOnNavigation,
} from './catalogue-helpers'

// These tests answer API requests themselves (page.route), which Playwright cannot do for requests the site's
// service worker makes (docs/decisions/023-offline-service-worker.md): the worker stays out of this file's pages.
test.use({ serviceWorkers: 'block' })

// Product detail (docs/product.md §2.6; docs/design.md decisions 5, 6, 8).

test.describe('server-rendered product page', () => {
  test('the raw HTML carries the product, its specifications, links, metadata and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const product = await apiProduct(request, K8)
    const res = await request.get(`/product/${K8}`)
    expect(res.status()).toBe(200)
    const html = await res.text()

    expect(html).toContain(product.title)
    expect(html).toContain('Moisture sensitivity') // a row of the last specification group: every tab is in the HTML
    expect(html).toContain(product.downloads[3]!.name)
    expect(html).toContain(`href="/products/category/${product.category!.slug}"`)
    expect(html).toContain('href="/contact?subject=quote-request&amp;product=k8-gnss-module"')
    expect(html).not.toMatch(/\{email\}|\{phone\}/)

    expect(html).toMatch(new RegExp(`<title>${product.name} \\| [^<]+</title>`))
    expect(canonicalOf(html)).toBe(`${baseURL}/product/${K8}`)
    expect(metaContent(html, 'name', 'description')).toBe(product.short_description)
    expect(metaContent(html, 'property', 'og:title')).toContain(product.name)
    expect(metaContent(html, 'property', 'og:description')).toBe(product.short_description)
    // Link previews get the JPEG card (crawlers do not all read WebP).
    expect(product.images[0]!.share_url).toMatch(/-share\.jpg$/)
    expect(metaContent(html, 'property', 'og:image')).toBe(`${baseURL}${product.images[0]!.share_url}`)
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200')
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630')

    const ld = jsonLdBlocks(html)
    const productLd = ld.find((b) => b['@type'] === 'Product')!
    expect(productLd).toMatchObject({
      name: product.name,
      sku: K8,
      offers: { '@type': 'Offer', price: '289.00', priceCurrency: 'USD' },
    })
    expect(productLd.image).toBe(`${baseURL}${product.images[0]!.url}`)
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Products',
      product.category!.name,
      product.series,
    ])
  })

  test('a product sold on quotation has no Offer', async ({ request }) => {
    const html = await (await request.get(`/product/${NO_PRICE}`)).text()
    const productLd = jsonLdBlocks(html).find((b) => b['@type'] === 'Product')!
    expect(productLd.offers).toBeUndefined()
  })

  test('an unknown product answers 404 with "Product Not Found"', async ({ page }) => {
    const response = await page.goto('/product/no-such-product')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products')
    await expectNoAxeViolations(page)
  })
})

test.describe('product detail in the browser', () => {
  test('header, breadcrumb, and the datasheet download', async ({ page, request }) => {
    const product = await apiProduct(request, K8)
    await page.goto(`/product/${K8}`)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    await expect(page.getByText(product.subtitle)).toBeVisible()
    await expect(page.getByText('$289.00')).toBeVisible()

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products')
    // docs/design.md decision 8: the product's own category, not a hard-coded one.
    await expect(breadcrumb.getByRole('link', { name: product.category!.name })).toHaveAttribute(
      'href',
      `/products/category/${product.category!.slug}`,
    )
    await expect(breadcrumb.getByText(product.series)).toHaveAttribute('aria-current', 'page')

    const datasheet = product.downloads.find((d) => d.type === 'PDF')!
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download Datasheet/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe(datasheet.filename)
    const file = await request.get(datasheet.url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
    await expectNoAxeViolations(page)
  })

  test('tabs: Introduction by default, real ARIA tabs, arrow keys, state in the URL', async ({ page }) => {
    await page.goto(`/product/${K8}`)
    const tabs = page.getByRole('tablist', { name: 'Product information' }).getByRole('tab')
    await expect(tabs).toHaveText(['Introduction', 'Specifications', 'Downloads', 'Get Information'])
    const intro = page.getByRole('tab', { name: 'Introduction' })
    await expect(intro).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Introduction' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Product Highlights' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible()

    await page.getByRole('tab', { name: 'Specifications' }).click()
    await expect(page).toHaveURL(/\?tab=specifications$/)
    const specs = page.getByRole('tabpanel', { name: 'Specifications' })
    await expect(specs).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Introduction' })).toBeHidden()
    // Real tables: a caption per group, column headers, a row header per label.
    const table = specs.getByRole('table', { name: 'Accuracy (RMS)' })
    await expect(table.getByRole('columnheader')).toHaveText(['Specification', 'Value'])
    await expect(table.getByRole('row', { name: /RTK horizontal/ }).getByRole('cell')).toHaveText('8 mm + 1 ppm')
    expect(await specs.getByRole('rowheader').count()).toBeGreaterThanOrEqual(30)

    // Keyboard: one tab stop; arrows move and select, wrapping; Home and End.
    await page.getByRole('tab', { name: 'Specifications' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Downloads' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\?tab=downloads$/)
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Get Information' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(intro).toBeFocused()
    await expect(intro).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(new RegExp(`/product/${K8}$`))
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Get Information' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(intro).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('tabindex', '-1')
  })

  test('a shared ?tab= link opens that tab, server-rendered', async ({ page, request }) => {
    const html = await (await request.get(`/product/${K8}?tab=specifications`)).text()
    // The tab's element carries both attributes, in either order.
    const [selected, id] = ['aria-selected="true"', 'id="product-tab-specifications"']
    expect(html).toMatch(new RegExp(`${selected}[^>]*${id}|${id}[^>]*${selected}`))
    await page.goto(`/product/${K8}?tab=specifications`)
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
    await expectNoAxeViolations(page)
    await page.goto(`/product/${K8}?tab=downloads`)
    await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true')
    await page.goto(`/product/${K8}?tab=nonsense`)
    await expect(page.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true')
  })

  test('downloads list name, type and size, and each is a real file', async ({ page, request }) => {
    const product = await apiProduct(request, K8)
    await page.goto(`/product/${K8}?tab=downloads`)
    const panel = page.getByRole('tabpanel', { name: 'Downloads' })
    await expect(panel.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Size', 'Download'])
    for (const file of product.downloads) {
      const row = panel.getByRole('row', { name: new RegExp(file.name) })
      await expect(row).toContainText(file.type)
      await expect(row).toContainText(file.size)
      const link = row.getByRole('link', { name: `Download ${file.name} (${file.type}, ${file.size})` })
      await expect(link).toHaveAttribute('href', file.url)
      const res = await request.get(file.url)
      expect(res.status(), file.url).toBe(200)
      expect((await res.body()).length).toBe(file.bytes)
    }
    await expectNoAxeViolations(page)
  })

  test('"Get Information" opens the contact tab with configured contacts and a prefilled quote link', async ({
    page,
  }) => {
    await page.goto(`/product/${K8}`)
    await page.getByRole('link', { name: 'Get Information' }).click()
    await expect(page.getByRole('tab', { name: 'Get Information' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Get Information' })).toBeFocused()
    await expect(page).toHaveURL(/\?tab=contact$/)
    const panel = page.getByRole('tabpanel', { name: 'Get Information' })
    await expect(panel.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(panel.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(panel.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact')
    await expect(panel.getByRole('link', { name: /Request Quote/ })).toHaveAttribute(
      'href',
      `/contact?subject=quote-request&product=${K8}`,
    )
    await expect(panel).not.toContainText('{email}')
    await expectNoAxeViolations(page)
  })

  test('without a gallery the generic "Advanced Technology" block shows; sections without data are absent', async ({
    page,
    request,
  }) => {
    const product = await apiProduct(request, NO_GALLERY)
    expect(product.gallery).toHaveLength(0)
    await page.goto(`/product/${NO_GALLERY}`)
    await expect(page.getByRole('heading', { name: 'Advanced Technology' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Technology Features' })).toHaveCount(0)
    await expect(page.getByTestId('technology-gallery')).toHaveCount(0)
    // docs/design.md decision 6: never another product's data.
    await expect(page.getByText('Moisture sensitivity')).toHaveCount(0)
  })

  test('a broken product image falls back to the category illustration', async ({ page }) => {
    await page.route('**/uploads/images/**', (route) => route.abort())
    await page.goto(`/product/${K8}`)
    const hero = page.locator('main img[data-fallback="true"]').first()
    await expect(hero).toHaveAttribute('src', '/images/fallback/gnss.svg')
  })
})

test.describe('Technology Features gallery', () => {
  test('numbered cards, a 600 px preview, click and dots select, counter n / total', async ({ page }) => {
    await page.goto(`/product/${K8}`)
    const gallery = page.getByTestId('technology-gallery')
    const counter = page.getByTestId('gallery-counter')
    const cards = gallery.getByRole('listitem').getByRole('button')
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(0)).toContainText('01')
    await expect(cards.nth(2)).toContainText('03')
    await expect(counter).toHaveText('1 / 3')
    expect((await page.getByTestId('gallery-preview').boundingBox())!.height).toBe(600)

    await cards.nth(1).click()
    await expect(counter).toHaveText('2 / 3')
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true')
    const dots = page.getByTestId('gallery-preview').getByRole('button')
    await dots.nth(2).click()
    await expect(counter).toHaveText('3 / 3')
    await expect(dots.nth(2)).toHaveAttribute('aria-pressed', 'true')
    // A scroll event that arrives after the click without the page having moved (the scroll that brought the dot into
    // view) leaves the choice alone.
    await page.evaluate(async () => {
      window.dispatchEvent(new Event('scroll'))
      for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame)
    })
    await expect(counter).toHaveText('3 / 3')
    await expectNoAxeViolations(page)
  })

  test('page scroll moves the selection in proportion, clamped to the range', async ({ page }) => {
    await page.goto(`/product/${K8}`)
    const counter = page.getByTestId('gallery-counter')
    // Scroll so the section has travelled a given fraction of (viewport + section height) through the viewport.
    const scrollToProgress = (progress: number) =>
      page.evaluate((p) => {
        const section = document.querySelector<HTMLElement>('[data-testid="technology-gallery"]')!
        const rect = section.getBoundingClientRect()
        const sectionTop = rect.top + window.scrollY
        const travel = window.innerHeight + rect.height
        // progress = (innerHeight - top) / travel, top = sectionTop - scrollY
        window.scrollTo(0, sectionTop - window.innerHeight + p * travel)
      }, progress)

    // Shifts while the page loaded are the load test's business (above); this one counts those the scrolling causes.
    await expect(counter).toHaveText('1 / 3')
    const scrollStart = await page.evaluate(() => performance.now())
    await scrollToProgress(0.1)
    await expect(counter).toHaveText('1 / 3')
    await scrollToProgress(0.5)
    await expect(counter).toHaveText('2 / 3')
    await scrollToProgress(0.8)
    await expect(counter).toHaveText('3 / 3')
    // Nearly out of view at the top: still the last item, never past it.
    await scrollToProgress(0.99)
    await expect(counter).toHaveText('3 / 3')
    await scrollToProgress(0.4)
    await expect(counter).toHaveText('2 / 3')
    await scrollToProgress(0.02)
    await expect(counter).toHaveText('1 / 3')
    // Scrolling changes the selection, not the layout: the cards keep their height and the dots their width (a
    // growing chosen card once added 0.021 here).
    const shift = await layoutShift(page, scrollStart)
    expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBeLessThan(0.005)
    // A card chosen by click holds until scrolling moves on to another item; then the scroll leads again.
    await page.getByTestId('technology-gallery').getByRole('listitem').getByRole('button').nth(1).click()
    await expect(counter).toHaveText('2 / 3')
    await scrollToProgress(0.8)
    await expect(counter).toHaveText('3 / 3')
  })
})

test.describe('loading and error states', () => {
  test('"Loading Product..." shows while a client navigation waits for the product', async ({ page }) => {
    await expectLoadingOnNavigation(page, {
      from: '/products/category/gnss-modules',
      link: () => page.getByRole('link', { name: 'View Details: K8 GNSS Module' }),
      path: `/product/${K8}`,
      text: 'Loading Product...',
    })
    await expect(page.getByRole('heading', { level: 1, name: /K8 Multi-Band/ })).toBeVisible()
  })
})
