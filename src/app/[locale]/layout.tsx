import type { Metadata, Viewport } from 'next'
import { cookies, headers } from 'next/headers'
import { preinit, preload } from 'react-dom'

import { SiteFooter } from '@/components/site/footer'
import { SiteHeader } from '@/components/site/header'
import { type MenuCategory, toMenuTree } from '@/components/site/menu-tree'
import { NavigationLoading, type RouteFallback } from '@/components/site/navigation-loading'
import { DataSaverProvider } from '@/components/site/data-saver'
import { CacheWarmup, OfflineSupport } from '@/components/site/offline-support'
import { ErrorCopyProvider } from '@/components/site/error-copy'
import { InlineSiteCss } from '@/app/inline-site-css'
import { errorCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { categoryFamilies, type CategoryFamily } from '@/lib/catalogue/families'
import { categoryHref, productHref, routes } from '@/lib/routes'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_OFFER_COOKIE,
  localeInfo,
  localizeHref,
  preferredLocale,
  type Locale,
} from '@/lib/i18n/locales'
import { LanguageOffer } from '@/components/site/language-offer'
import { LanguageSwitcher } from '@/components/site/language-switcher'
import { getCategoryTree } from '@/server/catalogue'
import { saveDataRequested } from '@/server/page/data-saver'
import { errorMessage, logger } from '@/server/log/log'
import { quoteCount } from '@/server/quote/quote-list'
import { businessHoursFor, publicOffices } from '@/server/content/offices'
import { solutionsIndexPage } from '@/server/content/pages'
import { getLiveSiteConfig, getSiteConfig } from '@/server/page/site-config'
import { CACHED_FILES_COOKIE, pageFiles } from '@/server/page/cached-files'
import { fontFaceRule, fontUrl } from '@/server/page/web-fonts'
import { INTER_URL, WIDE_SCREEN } from '@/lib/site-fonts'
import { pageLocale, type LocaleParams } from './_lib/locale'

// Every page renders per request: the Content-Security-Policy nonce comes from the request (docs/design.md), and the
// catalogue must never be read at build time (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const site = getSiteConfig()
  const { siteDefaults } = messages(locale)
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name}: ${siteDefaults.tagline}`, template: `%s | ${site.name}` },
    description: siteDefaults.shortDescription,
    applicationName: site.name,
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: localeInfo[locale].ogLocale,
      images: [{ url: '/images/og-default.png', width: 1200, height: 630 }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
}

/**
 * The category tree for the header and the equipment families for the footer, or nulls when the catalogue cannot be
 * read (the menu then fetches it itself; the footer offers the products index).
 */
async function loadCategories(locale: Locale): Promise<{ menu: MenuCategory[] | null; families: CategoryFamily[] }> {
  try {
    const tree = await getCategoryTree(locale)
    return { menu: toMenuTree(tree), families: categoryFamilies(tree) }
  } catch (error) {
    // docs/product.md §4: menu errors are only logged; the page still renders.
    logger('layout').error({ error: errorMessage(error) }, 'category tree unavailable')
    return { menu: null, families: [] }
  }
}

/**
 * What the footer shows from the site's content: offices, business hours and the contact details staff saved. A
 * database failure is logged and the footer falls back to the configured contact details without offices, as the menu
 * does (docs/product.md §4).
 */
async function loadFooterContent(locale: Locale) {
  try {
    const [site, offices, hours, solutions] = await Promise.all([
      getLiveSiteConfig(),
      publicOffices(locale),
      businessHoursFor(locale),
      solutionsIndexPage(locale),
    ])
    return { site, offices, hours, solutions: solutions?.fields.industries ?? [] }
  } catch (error) {
    logger('layout').error({ error: errorMessage(error) }, 'site content unavailable')
    return { site: getSiteConfig(), offices: [], hours: undefined, solutions: [] }
  }
}

/** The language to offer on an English page (remembered choice, else Accept-Language), unless dismissed. */
async function languageOffer(): Promise<Locale | null> {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()])
  if (jar.get(LOCALE_OFFER_COOKIE)?.value === 'dismissed') return null
  return preferredLocale(jar.get(LOCALE_COOKIE)?.value, requestHeaders.get('accept-language'))
}

/** The catalogue routes' loading screens during client-side navigation (never on a first load: NavigationLoading). */
function routeFallbacks(locale: Locale): RouteFallback[] {
  const { productsGrid, categoryListing, productDetail } = messages(locale)
  const at = (path: string) => localizeHref(path, locale)
  return [
    { path: at(routes.products), exact: true, title: productsGrid.loading },
    { path: at(categoryHref('')), title: categoryListing.loading },
    { path: at(productHref('')), title: productDetail.loading },
  ]
}

/**
 * The public site's root layout (docs/decisions/032-locales.md): the document in the page's language and direction,
 * then the visitor frame: skip link, header, main content, footer (docs/product.md §2.2). The staff panel has its
 * own root layout (src/app/admin/layout.tsx).
 */
export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { lang, dir } = localeInfo[locale]
  const { header, languageSwitcher } = messages(locale)
  const [{ site, offices, hours, solutions }, categories, saveData, quoteItems, offer, requestHeaders, jar] =
    await Promise.all([
      loadFooterContent(locale),
      loadCategories(locale),
      saveDataRequested(),
      quoteCount(),
      locale === DEFAULT_LOCALE ? languageOffer() : null,
      headers(),
      cookies(),
    ])
  const files = pageFiles({ locale, cookie: jar.get(CACHED_FILES_COOKIE)?.value, saveData })
  // A browser that keeps the build's stylesheet file gets it linked, not inlined again: about 10 KB less per page
  // (docs/decisions/041-cached-stylesheet.md). Render-blocking, but answered by the cache in milliseconds.
  if (files.linkedStylesheet) preinit(files.linkedStylesheet, { as: 'style', precedence: 'default' })
  // The page's web fonts the browser already has (docs/decisions/040-fonts-on-phones.md) are declared for every width
  // and preloaded: Chromium holds the first paint for a preloaded `optional` font until it is there, which from the
  // cache takes milliseconds; without the preload a phone may paint before the cache answers and keep the fallback.
  // The others are fetched in the background for the next page (CacheWarmup).
  const fontPreload = { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const
  for (const family of files.cachedFonts) preload(fontUrl(family), fontPreload)
  // Otherwise Inter is preloaded on wide screens only (docs/decisions/036-font-subset.md): there the font arriving
  // after the first paint would move text (a layout shift of 0.015 on the home page at 1280 px), while on a phone the
  // preload shares a slow link with the HTML and the LCP image and holds the first paint back (about 130 ms).
  if (!files.cachedFonts.includes('Inter')) {
    preload(INTER_URL, { ...fontPreload, media: WIDE_SCREEN })
  }
  return (
    // The stylesheet and its fonts are inlined, not linked, until the browser keeps the stylesheet's file
    // (docs/decisions/035-inline-site-css.md, 041); Vazirmatn is only used, and so only downloaded, on Dari and Pashto
    // pages (src/app/globals.css).
    <html lang={lang} dir={dir}>
      <body className="min-h-dvh font-sans">
        <InlineSiteCss
          nonce={requestHeaders.get('x-nonce') ?? undefined}
          sheet={!files.linkedStylesheet}
          fontFaces={files.cachedFonts.map(fontFaceRule).join('')}
        />
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
            {offer && (
              <LanguageOffer
                locale={offer}
                text={messages(offer).languageSwitcher.offer}
                dismiss={messages(offer).languageSwitcher.dismiss}
              />
            )}
            <div className="border-b border-slate-200 bg-slate-50 print:hidden">
              <LanguageSwitcher
                locale={locale}
                label={languageSwitcher.label}
                className="container-content flex justify-end"
              />
            </div>
            <SiteHeader
              locale={locale}
              siteName={site.name}
              apiBase={site.apiBase}
              categoryTree={categories.menu}
              quoteCount={quoteItems}
              solutionDetails={solutions.map(({ href, icon, description }) => ({ href, icon, description }))}
            />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <ErrorCopyProvider copy={errorCopy(locale)}>
                <NavigationLoading fallbacks={routeFallbacks(locale)}>{children}</NavigationLoading>
              </ErrorCopyProvider>
            </main>
            <SiteFooter
              locale={locale}
              siteName={site.name}
              contact={site.contact}
              offices={offices}
              hours={hours}
              families={categories.families}
              year={new Date().getFullYear()}
            />
          </div>
          <OfflineSupport />
          <CacheWarmup steps={files.warmup} />
        </DataSaverProvider>
      </body>
    </html>
  )
}
