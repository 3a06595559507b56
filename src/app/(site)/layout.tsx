import { header } from '@/content/navigation'
import { SiteFooter } from '@/components/site/footer'
import { SiteHeader } from '@/components/site/header'
import { type MenuCategory, toMenuTree } from '@/components/site/menu-tree'
import { NavigationLoading, type RouteFallback } from '@/components/site/navigation-loading'
import { PageLoading } from '@/components/site/catalogue/page-states'
import { categoryListing, productDetail } from '@/content/catalogue'
import { productsGrid } from '@/content/products-index'
import { categoryHref, productHref, routes } from '@/content/routes'
import { DataSaverProvider } from '@/components/site/data-saver'
import { OfflineSupport } from '@/components/site/offline-support'
import { saveDataRequested } from '@/server/data-saver'
import { getCategoryTree } from '@/server/catalogue'
import { quoteCount } from '@/server/quote'
import { getSiteConfig } from '@/server/site-config'
import { errorMessage, logger } from '@/server/log'

/** The category tree for the header, or null when the catalogue cannot be read (the menu then fetches it itself). */
async function loadCategoryTree(): Promise<MenuCategory[] | null> {
  try {
    return toMenuTree(await getCategoryTree())
  } catch (error) {
    // docs/product.md §4: menu errors are only logged; the page still renders.
    logger('layout').error({ error: errorMessage(error) }, 'category tree unavailable')
    return null
  }
}

/** The catalogue routes' loading screens during client-side navigation (never on a first load: NavigationLoading). */
const routeFallbacks: RouteFallback[] = [
  { path: routes.products, exact: true, fallback: <PageLoading title={productsGrid.loading} /> },
  { path: categoryHref(''), fallback: <PageLoading title={categoryListing.loading} /> },
  { path: productHref(''), fallback: <PageLoading title={productDetail.loading} /> },
]

/** The visitor frame: skip link, header, main content, footer (docs/product.md §2.2). */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const site = getSiteConfig()
  const [categoryTree, saveData, quoteItems] = await Promise.all([
    loadCategoryTree(),
    saveDataRequested(),
    quoteCount(),
  ])
  return (
    <DataSaverProvider saveData={saveData}>
      <a
        href="#main"
        className={
          'sr-only z-50 rounded-md bg-navy-900 px-4 py-3 text-sm font-semibold text-white ' +
          'focus:not-sr-only focus:fixed focus:start-4 focus:top-4'
        }
      >
        {header.skipToContent}
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader siteName={site.name} apiBase={site.apiBase} categoryTree={categoryTree} quoteCount={quoteItems} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <NavigationLoading fallbacks={routeFallbacks}>{children}</NavigationLoading>
        </main>
        <SiteFooter siteName={site.name} contact={site.contact} year={new Date().getFullYear()} />
      </div>
      <OfflineSupport />
    </DataSaverProvider>
  )
}
