import type { LinkItem } from '@/content/types'
import { ButtonLink } from '@/components/ui/button'
import { ContourPattern } from './contour-pattern'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/**
 * A not-found screen: the code, the message as the page's h1, a sentence, and the way back. It logs nothing: Next
 * renders not-found boundaries eagerly with every page of their segment, so a log here would fire on pages that
 * were found. The route that decides "not found" logs (src/app/[locale]/_lib/not-found-log.ts).
 */
export function NotFoundView({
  locale,
  title,
  text,
  link,
  secondaryLink,
}: {
  locale: Locale
  title?: string
  text?: string
  link?: LinkItem
  secondaryLink?: LinkItem
}) {
  const { notFoundPage } = messages(locale)
  title ??= notFoundPage.title
  text ??= notFoundPage.text
  link ??= notFoundPage.home
  return (
    <section className="relative isolate overflow-hidden bg-slate-50">
      <ContourPattern className="-z-10 text-navy-600" />
      <div className="container-content flex min-h-[28rem] flex-col items-start justify-center py-20 md:min-h-[34rem]">
        <p className="tabular text-7xl leading-none font-bold tracking-tight text-navy-800 md:text-8xl">
          {notFoundPage.code}
        </p>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-navy-900 md:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-slate-600 md:text-lg">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={link.href} size="lg">
            {link.label}
          </ButtonLink>
          {secondaryLink && (
            <ButtonLink href={secondaryLink.href} variant="outline" size="lg">
              {secondaryLink.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  )
}
