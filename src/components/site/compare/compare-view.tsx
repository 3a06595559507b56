import { Download } from '@/components/ui/icons'

import { removeFromComparison } from '@/actions/compare'
import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { PageHero } from '@/components/site/page-hero'
import { ProductPicture } from '@/components/site/product-picture'
import { Section } from '@/components/site/section'
import { WhatsAppLink } from '@/components/site/whatsapp-link'
import { ButtonAnchor, ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { Messages } from '@/content/messages'
import type { Product } from '@/lib/catalogue/types'
import { cn } from '#lib/cn'
import { COMPARE_MAX, COMPARE_PATH, COMPARE_PDF_PATH, compareHref } from '@/lib/compare/list'
import { onlyDifferences, rowCount, type LocalizedCompareGroup } from '@/lib/compare/table'
import { formatPrice } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { fallbackImageForCategory } from '@/lib/images'
import { productHref, routes } from '@/lib/routes'

/**
 * `/compare?products=a,b,c` (docs/decisions/031-comparison-url-state.md): the URL is the state; server-rendered;
 * works without JavaScript. Columns scroll sideways on a phone with the row names pinned; prints without the site's
 * frame; downloads as a PDF. Rows are aligned by the English names and shown in the page's language.
 */
export function CompareView({
  locale,
  copy: { comparePage, sharedLabels },
  products,
  table: all,
  missing,
  differences,
  siteUrl,
  whatsappNumber,
}: {
  locale: Locale
  copy: Pick<Messages, 'comparePage' | 'sharedLabels'>
  products: Product[]
  /** Every row, aligned by English names (src/lib/compare/table.ts `buildLocalizedCompareTable`). */
  table: LocalizedCompareGroup[]
  /** Slugs asked for that are not in the catalogue. */
  missing: string[]
  /** Only the rows whose values differ. */
  differences: boolean
  siteUrl: string
  whatsappNumber: string | null
}) {
  const slugs = products.map((p) => p.slug)
  const groups = differences ? onlyDifferences(all) : all
  const hidden = rowCount(all) - rowCount(groups)
  const shareUrl = `${siteUrl}${compareHref(slugs)}`

  return (
    <>
      <PageHero
        locale={locale}
        title={comparePage.title}
        intro={comparePage.intro}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: sharedLabels.products, href: routes.products },
          { label: comparePage.breadcrumb },
        ]}
        siteUrl={siteUrl}
        currentPath={products.length ? compareHref(slugs) : COMPARE_PATH}
        className="print:bg-white print:text-navy-900"
      />
      <Section className="py-8 md:py-12 print:py-2">
        {missing.length > 0 && (
          <p role="status" className="mb-4 rounded-md bg-accent-300/20 px-4 py-3 text-sm text-slate-800">
            {comparePage.unknown(missing)}
          </p>
        )}
        {products.length === 0 ? (
          <div data-testid="compare-empty">
            <h2 className="text-xl font-semibold text-navy-900">{comparePage.emptyTitle}</h2>
            <p className="mt-2 text-slate-700">{comparePage.emptyText}</p>
            <ButtonLink href={routes.products} className="mt-5">
              {comparePage.browse}
            </ButtonLink>
          </div>
        ) : (
          <>
            <div className="mb-5 flex flex-wrap items-center gap-3 print:hidden">
              <ButtonLink
                href={compareHref(slugs, { differences: !differences })}
                variant={differences ? 'default' : 'outline'}
                data-testid="differences-toggle"
                scroll={false}
              >
                {differences ? comparePage.showAll : comparePage.showDifferences}
              </ButtonLink>
              <ButtonAnchor href={`${COMPARE_PDF_PATH}?products=${slugs.join(',')}`} variant="outline">
                <Download aria-hidden="true" />
                {comparePage.pdf}
              </ButtonAnchor>
              <WhatsAppLink
                number={whatsappNumber}
                text={comparePage.shareText(
                  products.map((p) => p.name),
                  shareUrl,
                )}
                label={comparePage.share}
                variant="ghost"
              />
              {products.length < COMPARE_MAX && (
                <Link
                  href={routes.products}
                  className="text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
                >
                  {comparePage.addMore(COMPARE_MAX - products.length)}
                </Link>
              )}
            </div>
            {products.length === 1 && <p className="mb-4 text-sm text-slate-700">{comparePage.oneText}</p>}
            {differences && (
              <p className="mb-4 text-sm text-slate-700" data-testid="differences-note">
                {rowCount(groups) === 0 ? comparePage.noDifferences : comparePage.differencesOnlyNote(hidden)}
              </p>
            )}
            <p className="mb-2 text-xs text-slate-600 sm:hidden print:hidden">{comparePage.scrollHint}</p>
            <div
              // Positioned, so the visually hidden texts in cells (absolutely positioned) stay inside the scroller.
              className={
                'relative overflow-x-auto rounded-card border border-slate-200 bg-white ' +
                'print:overflow-visible print:border-0'
              }
              // A scrollable region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={comparePage.caption}
              data-testid="compare-scroller"
            >
              <table className="w-full border-collapse text-sm" style={{ minWidth: `${8 + products.length * 11}rem` }}>
                <caption className="sr-only">{comparePage.caption}</caption>
                <colgroup>
                  <col style={{ width: '11rem' }} />
                  {products.map((p) => (
                    <col key={p.slug} />
                  ))}
                </colgroup>
                <thead>
                  <tr className="align-top">
                    <td className={cn(stickyCell, 'bg-white')} />
                    {products.map((p) => (
                      <th
                        key={p.slug}
                        scope="col"
                        className="border-s border-slate-200 p-3 text-start font-normal"
                        data-testid="compare-column"
                      >
                        <ProductPicture
                          image={p.images[0]}
                          fallback={fallbackImageForCategory(p.category?.name)}
                          sizes="176px"
                          alt=""
                          className="aspect-[4/3] w-full max-w-44 rounded-md bg-slate-50 print:max-w-28"
                        />
                        <Link
                          href={productHref(p.slug)}
                          className="mt-2 block font-semibold text-navy-800 underline-offset-4 hover:underline"
                        >
                          <FallbackText dto={p} field="name">
                            {p.name}
                          </FallbackText>
                        </Link>
                        <form action={removeFromComparison} className="mt-2 print:hidden">
                          <input type="hidden" name="products" value={slugs.join(',')} />
                          <input type="hidden" name="product" value={p.slug} />
                          {differences && <input type="hidden" name="show" value="differences" />}
                          <button
                            type="submit"
                            aria-label={comparePage.removeNamed(p.name)}
                            className="text-xs font-semibold text-danger-700 underline-offset-4 hover:underline"
                          >
                            {comparePage.remove}
                          </button>
                        </form>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <SummaryRow label={comparePage.price}>
                    {products.map((p) => (
                      <td key={p.slug} className={valueCell}>
                        {p.price === null ? (
                          comparePage.onQuotation
                        ) : (
                          <bdi dir="ltr" className="tabular font-semibold">
                            {formatPrice(p.price, locale)}
                          </bdi>
                        )}
                      </td>
                    ))}
                  </SummaryRow>
                  {!differences && (
                    <>
                      <SummaryRow label={comparePage.category}>
                        {products.map((p) => (
                          <td key={p.slug} className={valueCell}>
                            {p.category ? (
                              <FallbackText dto={p} field="category">
                                {p.category.name}
                              </FallbackText>
                            ) : (
                              comparePage.notListed
                            )}
                          </td>
                        ))}
                      </SummaryRow>
                      <SummaryRow label={comparePage.keyFeatures}>
                        {products.map((p) => (
                          <td key={p.slug} className={valueCell}>
                            <ul className="list-disc space-y-1 ps-4">
                              {p.key_features.slice(0, 4).map((f, i) => (
                                <li key={f}>
                                  <FallbackText dto={p} field={`key_features.${i}`}>
                                    {f}
                                  </FallbackText>
                                </li>
                              ))}
                            </ul>
                          </td>
                        ))}
                      </SummaryRow>
                    </>
                  )}
                </tbody>
                {groups.map((group) => (
                  <tbody key={group.key}>
                    <tr>
                      <th
                        scope="colgroup"
                        colSpan={products.length + 1}
                        className={
                          'bg-navy-50 px-3 py-2 text-start text-xs font-semibold tracking-wide text-navy-900 ' +
                          'uppercase'
                        }
                      >
                        <span lang={group.name.lang}>{group.name.text}</span>
                      </th>
                    </tr>
                    {group.rows.map((row) => (
                      <tr
                        key={row.key}
                        data-testid="compare-row"
                        data-differs={row.differs || undefined}
                        className={cn('border-t border-slate-100', row.differs && 'bg-accent-300/15')}
                      >
                        <th
                          scope="row"
                          className={cn(
                            stickyCell,
                            row.differs ? 'bg-[color-mix(in_srgb,var(--color-accent-300)_15%,white)]' : 'bg-white',
                            'font-medium text-slate-700',
                          )}
                        >
                          <span lang={row.label.lang}>{row.label.text}</span>
                          {row.differs && <span className="sr-only"> ({comparePage.differs})</span>}
                        </th>
                        {row.values.map((value, i) => (
                          <td key={slugs[i]} className={valueCell}>
                            {value !== null ? (
                              <bdi>{value}</bdi>
                            ) : (
                              <>
                                <span aria-hidden="true" className="text-slate-400">
                                  {comparePage.notListed}
                                </span>
                                <span className="sr-only">{comparePage.notListedLabel}</span>
                              </>
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          </>
        )}
      </Section>
    </>
  )
}

// Row names stay in view while the columns scroll sideways (375 px); in print the table is laid out whole.
const stickyCell =
  'sticky start-0 z-10 border-e border-slate-200 px-3 py-2 text-start align-top ' +
  'shadow-[1px_0_0_0_var(--color-slate-200)] print:static'
const valueCell = 'border-s border-slate-100 px-3 py-2 align-top text-slate-800'

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={cn(stickyCell, 'bg-white font-medium text-slate-700')}>
        {label}
      </th>
      {children}
    </tr>
  )
}
