import { EyeOff } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleView } from '@/components/site/news/article-view'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import { previewArticle } from '@/server/content/news'
import { getSiteConfig } from '@/server/page/site-config'
import { requireStaffPage } from '@/server/staff/auth'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, SearchParamValue>>
}

export const metadata: Metadata = { title: 'Preview' }

const NOTES = {
  draft: 'Preview of a draft. Visitors cannot see it until it is published.',
  scheduled: 'Preview of a scheduled item. Visitors see it from its publication time.',
  published: 'Preview of the saved version. It is published: visitors see this page.',
  expired: 'Preview of an item past its unpublish time. Visitors no longer see it.',
  archived: 'Preview of an archived item. Visitors cannot see it.',
} as const

/**
 * A saved news item, event or case study (a draft too) rendered by the public page's own component, in English,
 * Dari or Pashto (`?lang=`); staff only (the admin layout keeps it out of search engines and caches).
 */
export default async function ContentPreviewPage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('content', `/admin/content/${encodeURIComponent(id)}/preview`)
  const lang = firstParam((await searchParams).lang) ?? 'en'
  const locale: Locale = isLocale(lang) ? lang : 'en'
  const preview = /^\d{1,9}$/.test(id) ? await previewArticle(Number(id), locale) : undefined
  if (!preview) notFound()
  return (
    <main className="bg-white">
      <div role="note" className="border-b border-amber-400 bg-amber-50">
        <p className="container-content flex items-center gap-2 py-2 text-sm font-semibold text-amber-950">
          <EyeOff aria-hidden="true" className="size-4" />
          {NOTES[preview.schedule]}
          {preview.article.lang !== locale && ' This language is incomplete: the page shows the English.'}
        </p>
      </div>
      <div lang={locale} dir={locale === 'en' ? 'ltr' : 'rtl'}>
        <ArticleView article={preview.article} others={[]} locale={locale} site={getSiteConfig()} />
      </div>
    </main>
  )
}
