import { CalendarDays } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'
import { Badge } from '@/components/ui/badge'
import { CoverImg } from './cover-img'
import { LocalDate } from '@/components/site/local-date'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { Article } from '@/server/content/news'

/**
 * A news, event or case study card (docs/product.md §3.6: type, date, title, description, image, link). An event
 * says whether it is upcoming, on now or past; texts still in English while the page's language is incomplete are
 * marked `lang="en"`.
 */
export function NewsCard({
  item,
  headingLevel = 3,
  locale,
  readMore,
  extra,
  priority = false,
  className,
}: {
  item: Article
  locale: Locale
  headingLevel?: 2 | 3
  readMore?: string
  /** Extra lines under the description (event dates and venue on the listing). */
  extra?: React.ReactNode
  /** The first card of a page whose cards are its largest paint: its cover loads at once, at high priority. */
  priority?: boolean
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  const { newsListing } = messages(locale)
  return (
    <article
      lang={item.lang === locale ? undefined : item.lang}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white ' +
          'shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-navy-900">
        <CoverImg
          image={item.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className={
            'h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] ' +
            'motion-reduce:transition-none motion-reduce:group-hover:scale-100'
          }
        />
        <Badge variant={item.type === 'event' ? 'featured' : 'neutral'} className="absolute start-4 top-4">
          {newsListing.typeLabels[item.type]}
          {item.event && item.event.phase !== 'upcoming' && ` · ${newsListing.phaseLabels[item.event.phase]}`}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          <LocalDate iso={item.date} locale={locale} />
        </p>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-balance text-navy-900">
          <Link href={item.link} className="after:absolute after:inset-0 hover:text-navy-700">
            {item.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-4 text-sm text-slate-600">{item.description}</p>
        {extra}
        <p aria-hidden="true" className="mt-auto pt-5 text-sm font-semibold text-navy-700 group-hover:text-navy-900">
          {readMore ?? newsListing.readMore}{' '}
          <span className="inline-block transition-transform group-hover:translate-x-0.5 rtl:rotate-180">→</span>
        </p>
      </div>
    </article>
  )
}
