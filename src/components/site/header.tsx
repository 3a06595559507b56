import { Link } from '@/components/ui/link'

import { categoryHref } from '@/lib/routes'
import { ButtonLink, buttonVariants } from '@/components/ui/button'
import { cn } from '#lib/cn'
import { QUOTE_PATH } from '@/lib/routes'
import { ClipboardList } from '@/components/ui/icons'
import { HeaderSearch } from './search/header-search'
import { HeaderMenu } from './header-menu'
import { Icon } from './icon'
import { Logo } from './logo'
import { SITE_HEADER_END_ID } from './header-id'
import type { MenuCategory } from './menu-tree'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'
import { ProductsMenu, type ProductsMenuCopy } from './products-menu'
import { searchBoxCopy } from '@/content/client-copy'
import { formatNumber } from '@/lib/i18n/format'
import { LanguageSwitcher } from './language-switcher'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { IconName } from '@/content/types'

/**
 * The site header (docs/product.md §2.2): logo, Products and Solutions menus, About,
 * Contact and Get Quote; below 768 px the mobile menu. A server component: only the menus are client code, and the
 * category tree arrives from the server (`initialTree`) so the menu needs no request on load.
 */
export function SiteHeader({
  siteName,
  apiBase,
  categoryTree,
  quoteCount = 0,
  locale,
  solutionDetails: details = [],
}: {
  locale: Locale
  /** Short descriptions of the Solutions menu items, from the solutions index page (one source for the text). */
  solutionDetails?: readonly { href: string; icon: IconName; description: string }[]
  siteName: string
  /** Products in the visitor's quote list (its cookie), for the header indicator (decision 030). */
  quoteCount?: number
  apiBase: string
  /** The catalogue's category tree, or null when it could not be read (the menu then fetches it). */
  categoryTree: MenuCategory[] | null
}) {
  const { header, mobileMenu, quoteIndicator, languageSwitcher } = messages(locale)
  // The Products menu's copy as plain data for the client menus (ProductsMenuCopy).
  const { categoryHref: _categoryHref, ...productsMenuText } = header.productsMenu
  const productsMenuCopy: ProductsMenuCopy = { ...productsMenuText, categoryBase: categoryHref('') }
  // Short descriptions of the Solutions menu items, from the solutions index (one source for the copy).
  const searchCopy = searchBoxCopy(locale)
  const solutionDetails = new Map(details.map((detail) => [detail.href, detail]))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="container-content relative flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        <Link href={header.logo.href} aria-label={header.logo.label(siteName)} className="shrink-0 rounded-md">
          <Logo name={siteName} />
        </Link>

        <nav aria-label={header.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <li>
              <ProductsMenu apiBase={apiBase} initialTree={categoryTree} labels={productsMenuCopy} />
            </li>
            <li>
              {/* Drawn when first opened: its four pages are linked from the footer too (decision 021). */}
              <HeaderMenu
                label={header.solutionsMenu.label}
                align="center"
                panelClassName="w-[26rem] p-2"
                serverRendered={false}
              >
                <ul>
                  {header.solutionsMenu.items.map((item) => {
                    const detail = solutionDetails.get(item.href)
                    return (
                      <li key={item.href}>
                        <Link href={item.href} className="group flex gap-3 rounded-md p-3 hover:bg-navy-50">
                          {detail && (
                            <span
                              className={
                                'grid size-9 shrink-0 place-items-center rounded-md bg-navy-50 text-navy-700 ' +
                                'group-hover:bg-white'
                              }
                            >
                              <Icon name={detail.icon} className="size-5" />
                            </span>
                          )}
                          <span className="min-w-0">
                            <span className="block text-sm font-semibold text-navy-900">{item.label}</span>
                            {detail && (
                              <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
                                {detail.description}
                              </span>
                            )}
                          </span>
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </HeaderMenu>
            </li>
            {header.links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <HeaderSearch
            apiBase={apiBase}
            id="header-search"
            copy={searchCopy}
            className="hidden w-44 md:block lg:w-56"
          />
          <Link
            href={QUOTE_PATH}
            aria-label={quoteIndicator.named(quoteCount)}
            data-testid="quote-indicator"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
          >
            <ClipboardList aria-hidden="true" className="!size-5" />
            {quoteCount > 0 && (
              <span
                aria-hidden="true"
                className={
                  'absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 ' +
                  'text-xs leading-5 font-semibold text-navy-950'
                }
              >
                {formatNumber(quoteCount, locale)}
              </span>
            )}
          </Link>
          {/* Announces the new count after "Add to quote" re-renders the page (a polite live region). */}
          <span role="status" className="sr-only">
            {quoteIndicator.announcement(quoteCount)}
          </span>
          <ButtonLink href={header.quote.href} variant="hero" className="hidden lg:inline-flex">
            {header.quote.label}
          </ButtonLink>
          <MobileMenu
            apiBase={apiBase}
            initialTree={categoryTree}
            links={header.links}
            toggleClassName={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '[&_svg]:size-6')}
            quoteClassName={cn(buttonVariants({ variant: 'hero', size: 'lg' }), 'mt-6 w-full')}
            search={<HeaderSearch apiBase={apiBase} id="mobile-search" copy={searchCopy} />}
            languages={<LanguageSwitcher locale={locale} label={languageSwitcher.label} landmark={false} />}
            labels={{
              open: mobileMenu.openLabel,
              close: mobileMenu.closeLabel,
              navLabel: header.navLabel,
              solutions: mobileMenu.solutions,
              quote: header.quote,
              products: productsMenuCopy,
            }}
          />
        </div>
      </div>
      {/* The first paint waits for this marker, so it never shows half a header (inline-site-css.tsx). */}
      <span id={SITE_HEADER_END_ID} hidden />
    </header>
  )
}
