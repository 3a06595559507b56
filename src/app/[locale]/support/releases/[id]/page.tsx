import type { Metadata } from 'next'

import { ReleaseView } from '@/components/site/support/release-view'
import { messages } from '@/content/messages'
import { releaseHref } from '@/lib/routes'
import { releasePage } from '@/server/library/views'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale } from '../../../_lib/locale'
import { logNotFoundAndExit } from '../../../_lib/not-found-log'
import { pageMetadata } from '../../../_lib/page-metadata'

type Props = { params: Promise<{ locale: string; id: string }> }

async function load(params: Props['params']) {
  const locale = await pageLocale(params)
  const { id } = await params
  const page = /^\d{1,9}$/.test(id) ? await releasePage(Number(id), locale, await requestNow()) : undefined
  return { locale, page }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await load(params)
  const copy = messages(locale).supportLibrary
  if (!page) return { title: copy.release.draftMissing }
  const { release } = page
  return pageMetadata({
    locale,
    title: copy.release.metaTitle(release.title.value, release.version),
    description: `${copy.kinds[release.kind]} · ${copy.statuses[release.status]}`,
    path: releaseHref(release.id),
  })
}

/** A published release's page (docs/support-library.md); a draft or an unknown id is a 404. */
export default async function ReleasePage({ params }: Props) {
  const { locale, page } = await load(params)
  if (!page) return logNotFoundAndExit(messages(locale).supportLibrary.release.draftMissing)
  return <ReleaseView page={page} locale={locale} site={getSiteConfig()} />
}
