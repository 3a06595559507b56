import 'server-only'

import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'

import { ZipFile } from 'yazl'

import { messages } from '@/content/messages'
import { findDatasheet } from '@/lib/catalogue/product-tabs'
import { formatDualDate } from '@/lib/i18n/format'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { formatBytes } from '@/lib/library/kinds'
import { productSupportHref } from '@/lib/routes'
import { localizeHref } from '@/lib/i18n/locales'
import { siteUrl } from '@/env'
import { getProductBySlug } from '@/server/catalogue'
import { localizedDatasheet } from '@/server/catalogue/localized-datasheet'
import { mediaStorage } from '@/server/storage'
import { escapeHtml } from './plain-page'
import { getLibrary } from './snapshot'
import { productSupport, type AdvisoryView } from './views'

/**
 * A product's field pack (docs/decisions/092-field-pack.md): one zip of its current documents (the recommended
 * manual, quick guide, release notes and calibration procedure), its datasheet, a manifest.json (names, versions,
 * sizes, SHA-256) and an index.html that opens from the file system, in one language. Streamed: each file goes from
 * the storage driver into the zip as it is sent, never whole in memory. Stored, not deflated (the documents are PDFs,
 * already compressed), so the zip's size is known before it is sent. Its ETag is the hash of the manifest and the
 * index page, which name every file by its SHA-256: a pack whose contents did not change keeps its ETag.
 */

/** Raised when the layout of a pack changes, so no cache keeps a pack made the old way. */
const PACK_VERSION = 1
const DOCUMENT_KINDS = new Set(['manual', 'quick-guide', 'release-notes', 'calibration'])

interface PackEntry {
  path: string
  name: string
  kind: string
  title: string
  version: string | null
  date: string
  bytes: number
  sha256: string
  /** Where its bytes come from: a stored object, or bytes made for the pack. */
  source: { key: string } | { buffer: Buffer }
}

export interface FieldPack {
  etag: string
  fileName: string
  manifest: ReturnType<typeof manifestOf>
  /** The zip, written as it is read. */
  stream(): { body: Readable; size: Promise<number> }
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

function manifestOf(product: { slug: string; name: string }, locale: Locale, made: string, entries: PackEntry[]) {
  return {
    format: `meridian-field-pack/${PACK_VERSION}`,
    product: { slug: product.slug, name: product.name },
    language: locale,
    made,
    files: entries.map(({ source: _source, ...entry }) => entry),
  }
}

/** The pack of product `slug` in `locale`; undefined when the product is unknown or has nothing to carry. */
export async function fieldPack(slug: string, locale: Locale, now: Date): Promise<FieldPack | undefined> {
  const product = await getProductBySlug(slug, locale)
  if (!product) return undefined
  const support = await productSupport({ id: product.id, categoryId: product.category?.id ?? null }, locale, now)
  const library = await getLibrary()
  const documents = (support?.recommended ?? []).filter((r) => DOCUMENT_KINDS.has(r.kind))
  const entries: PackEntry[] = documents.flatMap((r) =>
    r.files.map((f) => ({
      path: `files/${f.name}`,
      name: f.name,
      kind: r.kind,
      title: r.title.value,
      version: r.version,
      date: r.releaseDate,
      bytes: f.bytes,
      sha256: f.sha256,
      source: { key: library.files.get(f.id)!.storageKey },
    })),
  )
  const datasheet = findDatasheet(product) ? await localizedDatasheet(product, locale) : undefined
  if (datasheet)
    entries.push({
      path: `files/${datasheet.filename}`,
      name: datasheet.filename,
      kind: 'datasheet',
      title: product.name,
      version: null,
      date: product.updated_at.slice(0, 10),
      bytes: datasheet.body.length,
      sha256: sha256(datasheet.body),
      source: { buffer: datasheet.body },
    })
  const advisories = support?.advisories ?? []
  if (!documents.length && !advisories.length) return undefined
  // "Made" is the newest change it carries, not the hour it was asked for: the same contents, the same bytes.
  const made = [product.updated_at, ...documents.map((r) => r.updatedAt.toISOString())].sort().at(-1)!
  const manifest = manifestOf(product, locale, made, entries)
  const manifestJson = Buffer.from(`${JSON.stringify({ ...manifest, advisories }, null, 2)}\n`)
  const index = Buffer.from(indexPage(product, locale, made, entries, advisories))
  const etag = `"${sha256(Buffer.concat([manifestJson, index])).slice(0, 40)}"`
  const mtime = new Date(made)
  return {
    etag,
    fileName: `${product.slug}-field-pack${locale === 'en' ? '' : `-${locale}`}.zip`,
    manifest,
    stream() {
      const zip = new ZipFile()
      const options = { mtime, compress: false }
      zip.addBuffer(index, 'index.html', options)
      zip.addBuffer(manifestJson, 'manifest.json', options)
      const store = mediaStorage()
      for (const entry of entries) {
        const { source } = entry
        if ('buffer' in source) zip.addBuffer(source.buffer, entry.path, options)
        else
          // Opened when the zip reaches it, so only one file is read at a time.
          zip.addReadStreamLazy(entry.path, { ...options, size: entry.bytes }, (done) => {
            store
              .getRange(source.key, 0, entry.bytes - 1)
              .then((object) => {
                if (!object) throw new Error(`field pack: ${source.key} is missing from the media store`)
                done(null, Readable.fromWeb(object.body as import('node:stream/web').ReadableStream))
              })
              .catch((err: unknown) => done(err, undefined as unknown as Readable))
          })
      }
      const size = new Promise<number>((resolve) => {
        zip.end(undefined, ((total: number) => resolve(total)) as () => void)
      })
      return { body: zip.outputStream as Readable, size }
    },
  }
}

/** The pack's index.html: plain HTML with its style inline, no script, links relative to the zip's folder. */
function indexPage(
  product: { slug: string; name: string },
  locale: Locale,
  made: string,
  entries: PackEntry[],
  advisories: AdvisoryView[],
): string {
  const { supportLibrary: copy } = messages(locale)
  const { lang, dir } = localeInfo[locale]
  const kindName = (kind: string) => (kind === 'datasheet' ? 'PDF' : copy.kinds[kind as keyof typeof copy.kinds])
  const rows = entries
    .map(
      (e) =>
        `<li><a href="${escapeHtml(e.path)}">${escapeHtml(e.title)}${
          e.version ? ` <bdi dir="ltr">` + `${escapeHtml(e.version)}</bdi>` : ''
        }</a> <small>(${escapeHtml(kindName(e.kind))}, ` +
        `<bdi>${escapeHtml(formatBytes(e.bytes, locale))}</bdi>)</small><br><code dir="ltr">${e.sha256}</code></li>`,
    )
    .join('')
  const notices = advisories.length
    ? advisories
        .map(
          (a) =>
            `<section><h3>${escapeHtml(copy.severities[a.severity])}: ${escapeHtml(a.title.value)}</h3>` +
            `<p>${escapeHtml(a.body.value)}</p>` +
            (a.instead
              ? `<p><strong>${escapeHtml(copy.advisory.instead)}:</strong> ${escapeHtml(a.instead.value)}</p>`
              : '') +
            '</section>',
        )
        .join('')
    : `<p>${escapeHtml(copy.pack.noAdvisories)}</p>`
  const online = `${siteUrl()}${localizeHref(productSupportHref(product.slug), locale)}`
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(copy.pack.title(product.name))}</title><style>` +
    'body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;max-width:44rem;margin:0 auto;padding:1.5rem;' +
    'line-height:1.5;color:#0f172a}h1{color:#0b1f3a}li{margin:.75rem 0}code{font-size:.75rem;word-break:break-all}' +
    'section{border:1px solid #e2e8f0;border-inline-start:4px solid #b45309;padding:.5rem 1rem;margin:1rem 0}' +
    `</style></head><body><h1>${escapeHtml(copy.pack.title(product.name))}</h1>` +
    `<p>${escapeHtml(copy.pack.intro)}</p>` +
    `<p>${escapeHtml(copy.pack.made(formatDualDate(made.slice(0, 10), locale)))}</p>` +
    `<h2>${escapeHtml(copy.pack.advisoriesHeading)}</h2>${notices}` +
    `<h2>${escapeHtml(copy.pack.filesHeading)}</h2><ul>${rows}</ul>` +
    `<p>${escapeHtml(copy.pack.online)} <a href="${escapeHtml(online)}">${escapeHtml(online)}</a></p>` +
    '</body></html>\n'
  )
}
