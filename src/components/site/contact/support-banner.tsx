import { Headset, Mail, Phone } from '@/components/ui/icons'

import { mailtoHref, telHref } from '@/lib/contact-details'
import { ButtonAnchor } from '@/components/ui/button'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The 24/7 support banner (docs/product.md §2.11). Its two buttons call and write to support with the configured
 * number and address (docs/design.md decision 5; the spec's buttons did nothing).
 */
export function SupportBanner({
  supportPhone,
  supportEmail,
  locale,
}: {
  supportPhone: string
  supportEmail: string
  locale: Locale
}) {
  const { supportBanner } = messages(locale)
  return (
    <div className="relative isolate overflow-hidden rounded-card bg-navy-900 px-6 py-10 text-white md:px-12 md:py-12">
      <div
        aria-hidden="true"
        className={
          'absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,98,176,0.5),transparent_60%)]'
        }
      />
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex max-w-2xl gap-5">
          <span
            className={
              'hidden size-12 shrink-0 items-center justify-center rounded-full bg-accent-500 ' +
              'text-navy-950 sm:flex'
            }
          >
            <Headset aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="support-title" className="text-xl font-semibold tracking-tight md:text-2xl">
              {supportBanner.title}
            </h2>
            <p className="mt-3 text-navy-100">{supportBanner.text}</p>
            <p className="tabular mt-3 flex flex-col gap-x-4 gap-y-1 text-sm text-navy-100 sm:flex-row">
              <span>{supportPhone}</span>
              <span>{supportEmail}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <ButtonAnchor href={telHref(supportPhone)} variant="hero" size="lg">
            <Phone aria-hidden="true" />
            {supportBanner.callLabel}
          </ButtonAnchor>
          <ButtonAnchor href={mailtoHref(supportEmail, supportBanner.emailSubject)} variant="hero-outline" size="lg">
            <Mail aria-hidden="true" />
            {supportBanner.emailLabel}
          </ButtonAnchor>
        </div>
      </div>
    </div>
  )
}
