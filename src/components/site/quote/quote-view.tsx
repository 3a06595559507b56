import { removeFromQuote, sendQuote, updateQuoteQuantity, type QuoteFormState } from '@/actions/quote'
import { PageHero } from '@/components/site/page-hero'
import { ProductPicture } from '@/components/site/product-picture'
import { QuoteSendForm } from '@/components/site/quote/quote-send-form'
import { Section } from '@/components/site/section'
import { Button, ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { quoteFormCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { formatPrice } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { fallbackImageForCategory } from '@/lib/images'
import { QUOTE_MAX_QUANTITY } from '@/lib/quote/list'
import { QUOTE_PATH, productHref, routes } from '@/lib/routes'
import type { ResolvedQuoteLine } from '@/server/quote/quote-list'

/**
 * `/quote` (docs/decisions/030-quote-list.md): the visitor's quote list, each line's quantity and removal as small
 * forms, and the send form. Everything works without JavaScript.
 */
export function QuoteView({
  locale,
  lines,
  initialState,
  siteUrl,
  replyWithinHours,
}: {
  locale: Locale
  lines: ResolvedQuoteLine[]
  /** The send form's first state: empty fields and a fresh submission id (a resend is recognised as one). */
  initialState: QuoteFormState
  siteUrl: string
  /** The reply promise in hours (contact settings), stated in the intro. */
  replyWithinHours: number
}) {
  const { sharedLabels, quotePage } = messages(locale)
  return (
    <>
      <PageHero
        locale={locale}
        title={quotePage.title}
        intro={quotePage.intro(replyWithinHours)}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: quotePage.breadcrumb }]}
        siteUrl={siteUrl}
        currentPath={QUOTE_PATH}
      />
      <Section className="py-10 md:py-14">
        {lines.length === 0 ? (
          <div data-testid="quote-empty">
            <h2 className="text-xl font-semibold text-navy-900">{quotePage.emptyTitle}</h2>
            <p className="mt-2 max-w-prose text-slate-700">{quotePage.emptyText}</p>
            <ButtonLink href={routes.products} className="mt-5">
              {quotePage.browse}
            </ButtonLink>
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
            <section aria-labelledby="quote-items-heading">
              <h2 id="quote-items-heading" className="text-xl font-semibold text-navy-900">
                {quotePage.itemsHeading(lines.length)}
              </h2>
              <ul className="mt-4 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
                {lines.map(({ product, quantity }) => (
                  <li
                    key={product.slug}
                    data-testid="quote-line"
                    className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-4 p-4"
                  >
                    <ProductPicture
                      image={product.images[0]}
                      fallback={fallbackImageForCategory(product.category?.name)}
                      sizes="72px"
                      alt=""
                      className="size-18 rounded-md bg-slate-50"
                    />
                    <div className="min-w-0">
                      <Link
                        href={productHref(product.slug)}
                        className="font-semibold text-navy-800 underline-offset-4 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <p className="mt-0.5 text-sm text-slate-600">
                        {quotePage.columns.price}:{' '}
                        {product.price === null ? (
                          quotePage.onQuotation
                        ) : (
                          <bdi dir="ltr">{formatPrice(product.price, locale)}</bdi>
                        )}
                      </p>
                      <div className="mt-3 flex flex-wrap items-end gap-3">
                        <form action={updateQuoteQuantity} className="flex items-end gap-2">
                          <input type="hidden" name="product" value={product.slug} />
                          <div className="flex flex-col gap-1">
                            <label htmlFor={`qty-${product.slug}`} className="text-xs font-medium text-slate-700">
                              {quotePage.columns.quantity}
                            </label>
                            <input
                              id={`qty-${product.slug}`}
                              name="quantity"
                              type="number"
                              inputMode="numeric"
                              min={1}
                              max={QUOTE_MAX_QUANTITY}
                              defaultValue={quantity}
                              aria-label={quotePage.quantityLabel(product.name)}
                              className={
                                'h-10 w-20 rounded-md border border-slate-300 px-2 text-base tabular-nums ' +
                                'focus-visible:outline-2 focus-visible:outline-navy-600'
                              }
                            />
                          </div>
                          <Button type="submit" variant="outline" aria-label={quotePage.updateNamed(product.name)}>
                            {quotePage.update}
                          </Button>
                        </form>
                        <form action={removeFromQuote}>
                          <input type="hidden" name="product" value={product.slug} />
                          <Button type="submit" variant="ghost" aria-label={quotePage.removeNamed(product.name)}>
                            {quotePage.remove}
                          </Button>
                        </form>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="quote-send-heading">
              <h2 id="quote-send-heading" className="text-xl font-semibold text-navy-900">
                {quotePage.sendHeading}
              </h2>
              <p id="quote-send-intro" className="mt-2 mb-5 text-sm text-slate-700">
                {quotePage.sendIntro}
              </p>
              <QuoteSendForm action={sendQuote} initialState={initialState} copy={quoteFormCopy(locale)} />
            </section>
          </div>
        )}
      </Section>
    </>
  )
}
