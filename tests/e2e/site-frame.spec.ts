import { expect, test, type Page, type Route } from '@playwright/test'

// These tests answer API requests themselves (page.route), which Playwright cannot do for requests the site's
// service worker makes (docs/decisions/023-offline-service-worker.md): the worker stays out of this file's pages.
test.use({ serviceWorkers: 'block' })

// docs/product.md §2.2; docs/design.md decision 1 (canonical category URLs).

const TREE_URL = '**/api/public/categories/tree'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const productsButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Products' })
const solutionsButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Solutions' })

test.describe('desktop header', () => {
  test('is on every page, with logo, menus, About, Contact and Get Quote', async ({ page }) => {
    for (const path of [
      '/',
      '/about',
      '/solutions',
      '/solutions/mining',
      '/news',
      '/news/k8-series-launch',
      '/no-such-page',
    ]) {
      await page.goto(path)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/')
      await expect(productsButton(page)).toBeVisible()
      await expect(solutionsButton(page)).toBeVisible()
      await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about')
      await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(banner.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact')
    }
  })

  test('Products menu opens on click with the whole category tree from the catalogue', async ({ page, request }) => {
    const tree = (await (await request.get('/api/public/categories/tree')).json()).categories as Array<{
      name: string
      slug: string
      children: Array<{ name: string; slug: string }>
    }>
    // The tree is server-rendered into the header: opening the menu fetches nothing.
    const treeRequests: string[] = []
    page.on('request', (r) => r.url().includes('/categories/tree') && treeRequests.push(r.url()))
    await page.goto('/')
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false')
    await productsButton(page).click()
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true')
    const nav = mainNav(page)
    for (const category of tree) {
      await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/products/category/${category.slug}`,
      )
      for (const child of category.children) {
        await expect(nav.getByRole('link', { name: child.name, exact: true })).toHaveAttribute(
          'href',
          `/products/category/${child.slug}`,
        )
      }
    }
    await expect(nav.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products')
    expect(treeRequests).toEqual([])
    // A category link leads to its listing and closes the menu.
    await nav.getByRole('link', { name: tree[0]!.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/products/category/${tree[0]!.slug}$`))
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('Refresh refetches the tree; "Loading..." in flight with nothing to show; "No categories available"', async ({
    page,
  }) => {
    await page.goto('/')
    await productsButton(page).click()
    const nav = mainNav(page)

    await page.route(TREE_URL, (route) => route.fulfill({ json: { categories: [] } }))
    const emptyFetch = page.waitForRequest(TREE_URL)
    await nav.getByRole('button', { name: 'Refresh' }).click()
    await emptyFetch
    await expect(nav.getByText('No categories available')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'GNSS Receivers', exact: true })).toHaveCount(0)

    // Hold the next answer until "Loading..." has been seen, then let the real one through.
    await page.unroute(TREE_URL)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(TREE_URL, async (route: Route) => {
      await held
      await route.continue()
    })
    await nav.getByRole('button', { name: 'Refresh' }).click()
    await expect(nav.getByText('Loading...')).toBeVisible()
    release()
    await expect(nav.getByRole('link', { name: 'GNSS Receivers', exact: true })).toBeVisible()
    await expect(nav.getByText('Loading...')).toHaveCount(0)
  })

  test('a failed refresh is only logged; the menu keeps what it has', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/')
    await productsButton(page).click()
    await page.route(TREE_URL, (route) => route.fulfill({ status: 503, json: { error: { message: 'down' } } }))
    await mainNav(page).getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(() => errors.some((e) => e.includes('HTTP error! status: 503'))).toBe(true)
    await expect(mainNav(page).getByRole('link', { name: 'GNSS Receivers', exact: true })).toBeVisible()
  })

  test('menus work from the keyboard: Enter/Space open, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/')
    await productsButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: 'GNSS Receivers', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: 'RTK Rovers', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(mainNav(page).getByRole('link', { name: 'GNSS Receivers', exact: true })).toBeFocused()
    await page.keyboard.press('End')
    await expect(mainNav(page).getByRole('button', { name: 'Refresh' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(productsButton(page)).toBeFocused()

    // ArrowDown on a closed menu button opens it and enters it.
    await page.keyboard.press('ArrowDown')
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNav(page).getByRole('link', { name: 'GNSS Receivers', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')

    await solutionsButton(page).focus()
    await page.keyboard.press('Space')
    await expect(solutionsButton(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: /^Surveying & Mapping/ })).toBeFocused()
    // Tabbing out of the menu closes it.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    await expect(solutionsButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('Solutions menu lists the four solution pages', async ({ page }) => {
    await page.goto('/')
    await solutionsButton(page).click()
    for (const [name, slug] of [
      ['Surveying & Mapping', 'surveying'],
      ['Construction', 'construction'],
      ['Precision Agriculture', 'agriculture'],
      ['Mining & Safety', 'mining'],
    ]) {
      await expect(mainNav(page).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/solutions/${slug}`,
      )
    }
    // A click outside closes it.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } })
    await expect(solutionsButton(page)).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a toggle opens and closes it; same items; Solutions goes to /solutions', async ({ page }) => {
    await page.goto('/')
    await expect(productsButton(page)).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: 'Solutions', exact: true })).toHaveAttribute('href', '/solutions')
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about')
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')
    await expect(menu.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact')
    await menu.getByRole('button', { name: 'Products' }).click()
    await expect(menu.getByRole('link', { name: 'GNSS Receivers', exact: true })).toHaveAttribute(
      'href',
      '/products/category/gnss-receivers',
    )
    await expect(menu.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products')
    await close.click()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('Escape closes it and returns focus; following a link closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions', exact: true }).click()
    await expect(page).toHaveURL(/\/solutions$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Industry Solutions' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})

test('footer: canonical category links, the four solutions, offices, contacts and hours', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  for (const [name, slug] of [
    ['GNSS Receivers', 'gnss-receivers'],
    ['3D Laser Scanners', '3d-scanners'],
    ['Radar Monitoring', 'radar-monitoring'],
    ['OEM Boards & Modules', 'oem-boards'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/products/category/${slug}`)
  }
  for (const slug of ['surveying', 'construction', 'agriculture', 'mining']) {
    await expect(footer.locator(`a[href="/solutions/${slug}"]`)).toHaveCount(1)
  }
  for (const office of ['Kabul Head Office', 'Jalalabad Office', 'Mazar-i-Sharif Office']) {
    await expect(footer.getByText(office)).toBeVisible()
  }
  await expect(footer.getByText('Sat-Thu 8:00 AM to 5:00 PM AFT')).toBeVisible()
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible()
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible()
  await expect(footer).not.toContainText('{email}')
  await expect(footer).not.toContainText('{phone}')
})
