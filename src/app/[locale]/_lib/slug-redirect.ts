import 'server-only'

import { headers } from 'next/headers'
import { permanentRedirect } from 'next/navigation'

import { ARTICLE_TYPES } from '@/lib/content/kinds'
import { categoryHref, newsHref, productHref } from '@/lib/routes'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { currentSlugFor } from '@/server/catalogue'
import { contentSlugRedirect } from '@/server/content/entries'

/**
 * A product or category whose slug changed keeps its old URL working (decision 020): the old URL answers 308 to the
 * current one, keeping the query string (`?tab=specifications`, `?q=rtk`). Called from the segment layouts, before the
 * page renders, so the answer is a real HTTP redirect rather than a streamed client-side one. Does nothing when the
 * slug never belonged to a public entity.
 */
export async function redirectOldSlug(entityType: 'product' | 'category', slug: string, locale: Locale): Promise<void> {
  const current = await currentSlugFor(entityType, slug)
  if (!current) return
  const search = (await headers()).get('x-search') ?? ''
  const href = entityType === 'product' ? productHref(current) : categoryHref(current)
  permanentRedirect(`${localizeHref(href, locale)}${search.startsWith('?') ? search : ''}`)
}

/**
 * An article (news, event or case study) whose slug changed keeps its old URL working, as products do: 308 to the
 * current one. Does nothing when the slug belongs to a live article or never belonged to one.
 */
export async function redirectOldArticleSlug(slug: string, locale: Locale): Promise<void> {
  for (const kind of ARTICLE_TYPES) {
    const current = await contentSlugRedirect(kind, slug)
    if (current) permanentRedirect(localizeHref(newsHref(current), locale))
  }
}
