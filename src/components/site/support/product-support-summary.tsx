import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { productSupportHref } from '@/lib/routes'
import { cn } from '#lib/cn'
import type { ProductSupport } from '@/server/library/views'
import { InLanguage, SEVERITY_STYLE } from './support-parts'

/**
 * A product page's Support section in short, without a heading of its own (docs/support-library.md): the open
 * cautions and do-not-install advisories by title, and the link to the product's support page, which has the
 * recommended release of each kind, the texts, files, checksums and every version. Short because the product page
 * has a byte budget (bench/budgets.json) and every byte here is sent twice (the HTML and React's payload). Plain
 * HTML: it works without JavaScript.
 */
export function ProductSupportSummary({
  support,
  slug,
  locale,
}: {
  support: ProductSupport
  slug: string
  locale: Locale
}) {
  const copy = messages(locale).supportLibrary
  // Information notices wait on the support page; what may stop an install shows here.
  const serious = support.advisories.filter((a) => a.severity !== 'info')
  return (
    <div id="support" className="mt-8">
      {serious.map((a) => (
        <p key={a.id} className={cn('mb-3 rounded-card border border-s-4 p-3 text-sm', SEVERITY_STYLE[a.severity])}>
          <strong>
            {copy.severities[a.severity]}: <InLanguage text={a.title} locale={locale} />
          </strong>
        </p>
      ))}
      <Link href={productSupportHref(slug)} className="font-semibold text-navy-700 underline">
        {copy.section.heading}
      </Link>
    </div>
  )
}
