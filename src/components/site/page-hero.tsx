import type { ContentImage } from '@/content/types'
import { cn } from '#lib/cn'
import { Breadcrumbs, type BreadcrumbEntry } from './breadcrumbs'
import { ContentImg } from './content-img'
import { ContourPattern } from './contour-pattern'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The navy hero of inner pages: breadcrumbs, eyebrow, the page's h1, intro, optional actions and illustration.
 * Dark sections use the navy (docs/design.md "Brand", Colour); the contour motif is inline SVG.
 */
export function PageHero({
  title,
  eyebrow,
  intro,
  breadcrumbs,
  siteUrl,
  currentPath,
  image,
  imagePriority = true,
  actions,
  children,
  className,
  locale,
}: {
  locale: Locale
  title: string
  eyebrow?: string
  intro?: string
  breadcrumbs: readonly BreadcrumbEntry[]
  siteUrl: string
  currentPath: string
  image?: ContentImage
  /** The hero image is usually the page's LCP element: eager, high priority. */
  imagePriority?: boolean
  actions?: React.ReactNode
  /** Extra content under the intro (e.g. event facts). */
  children?: React.ReactNode
  className?: string
}) {
  return (
    <section className={cn('relative isolate overflow-hidden bg-navy-900 text-white', className)}>
      <ContourPattern className="-z-10 text-navy-100" />
      <div
        className={cn(
          'container-content grid gap-10 py-12 md:py-16 lg:py-20',
          image && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-14',
        )}
      >
        <div className="min-w-0">
          <Breadcrumbs
            locale={locale}
            items={breadcrumbs}
            siteUrl={siteUrl}
            currentPath={currentPath}
            tone="dark"
            className="mb-8"
          />
          {eyebrow && (
            <p className="mb-3 text-xs font-semibold tracking-[0.14em] text-accent-400 uppercase">{eyebrow}</p>
          )}
          <h1 className="max-w-3xl text-3xl leading-tight font-semibold tracking-tight text-balance md:text-4xl">
            {title}
          </h1>
          {intro && <p className="mt-5 max-w-2xl text-base text-pretty text-navy-100 md:text-lg">{intro}</p>}
          {children}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {image && (
          <div
            className={'overflow-hidden rounded-card border border-white/10 bg-navy-950 shadow-2xl shadow-navy-950/40'}
          >
            <ContentImg
              image={image}
              loading={imagePriority ? 'eager' : 'lazy'}
              fetchPriority={imagePriority ? 'high' : 'auto'}
              className="aspect-[16/9] h-auto w-full object-cover"
            />
          </div>
        )}
      </div>
    </section>
  )
}
