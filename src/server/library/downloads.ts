import 'server-only'

import { messages } from '@/content/messages'
import { preferredLocale, localizeHref, type Locale } from '@/lib/i18n/locales'
import { downloadHref, releaseHref } from '@/lib/routes'
import { rememberDownload } from '@/server/http/known-downloads.mjs'
import { serveRepresentation } from '@/server/http/ranges'
import { logger } from '@/server/log/log'
import { siteGeneration } from '@/server/revision/site-generation.mjs'
import { mediaStorage, StorageUnavailable } from '@/server/storage'
import { escapeHtml, plainPage, plainPageHeaders } from './plain-page'
import { advisoryView, fileForDownload } from './views'
import { getLibrary } from './snapshot'

/**
 * A support library file at /downloads/{id}/{name} (docs/decisions/091-download-ranges.md): served with ranges,
 * its SHA-256 as strong ETag and Repr-Digest, from whichever store holds it (read a range at a time, proxied from
 * the bucket). A draft's file or an unknown id is 404; a withdrawn release's file is 410 with its advisory, so a
 * download never starts; a wrong name leads to the right one.
 */

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  })

/** The language of a 410 page: the visitor's browser's, among the site's three. */
function negotiated(request: Request): Locale {
  return preferredLocale(undefined, request.headers.get('accept-language')) ?? 'en'
}

export async function libraryDownload(request: Request, idParam: string, name: string): Promise<Response> {
  if (!/^\d{1,9}$/.test(idParam)) return notFound()
  // Read before the look-up: a library change after it moves the generation, so what is remembered below is never
  // served under a newer library.
  const generation = siteGeneration()
  const found = await fileForDownload(Number(idParam))
  if (!found) return notFound()
  const { file, release } = found
  if (name !== file.fileName)
    return new Response(null, {
      status: 301,
      headers: { Location: downloadHref(file.id, file.fileName), 'Cache-Control': 'public, max-age=300' },
    })
  if (release.status === 'withdrawn') return withdrawnAnswer(request, release.id)
  const store = mediaStorage()
  const rep = {
    size: file.bytes,
    sha256: file.sha256,
    lastModified: file.createdAt,
    contentType: file.contentType,
    fileName: file.fileName,
    // Revalidated on every use (a 304 by ETag costs nothing): a release withdrawn later must stop at once, in
    // browsers and shared caches alike. no-transform: a proxy must not recompress, or ranges would not add up.
    cacheControl: 'public, no-cache, no-transform',
  }
  try {
    const read = async (start: number, end: number) => (await store.getRange(file.storageKey, start, end))?.body ?? null
    // The HTTP server answers the next requests for this path itself while the library stands: from the file on the
    // local disk, or with a ranged read from the bucket (decision 091, "Known files", "64 at once").
    const onDisk = await store.localFile?.(file.storageKey)
    rememberDownload(
      downloadHref(file.id, file.fileName),
      onDisk ? { generation, file: onDisk, rep } : { generation, read, rep },
    )
    return await serveRepresentation(request, rep, read)
  } catch (err) {
    if (!(err instanceof StorageUnavailable)) throw err
    logger('library').error({ err: err.message }, 'media storage unreachable')
    return new Response('The file storage is unavailable; try again shortly.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
    })
  }
}

/** 410 Gone with the advisory about the release (its title, text and what to do instead). */
async function withdrawnAnswer(request: Request, releaseId: number): Promise<Response> {
  const locale = negotiated(request)
  const copy = messages(locale).supportLibrary
  const library = await getLibrary()
  const release = library.releases.get(releaseId)!
  const title = (locale !== 'en' && (release.translations[locale]?.title as string | undefined)) || release.title
  const advisories = [...library.advisories.values()]
    .filter((a) => a.releaseIds.includes(releaseId))
    .map((a) => advisoryView(a, locale))
  const sections = advisories
    .map(
      (a) =>
        `<section><h2>${escapeHtml(copy.severities[a.severity])}: ${escapeHtml(a.title.value)}</h2>` +
        `<p>${escapeHtml(a.body.value)}</p>` +
        (a.instead
          ? `<p><strong>${escapeHtml(copy.advisory.instead)}:</strong> ${escapeHtml(a.instead.value)}</p>`
          : '') +
        '</section>',
    )
    .join('')
  const body =
    `<h1>${escapeHtml(copy.download.goneTitle)}</h1>` +
    `<p>${escapeHtml(copy.download.goneText(title, release.version))}</p>` +
    sections +
    `<p><a href="${escapeHtml(localizeHref(releaseHref(releaseId), locale))}">` +
    `${escapeHtml(copy.download.openRelease)}</a></p>`
  return new Response(request.method === 'HEAD' ? null : plainPage(locale, copy.download.goneTitle, body), {
    status: 410,
    headers: { ...plainPageHeaders(), 'Content-Language': locale, Vary: 'Accept-Language' },
  })
}
