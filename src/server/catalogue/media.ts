import 'server-only'

/**
 * Media of the catalogue: images made into responsive renditions once, when they enter the catalogue
 * (docs/decisions/003-image-pipeline.md), and documents stored for download. Used by the server and by the import
 * CLI, so no `server-only` here (the CLI runs outside React's server environment).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp, { type OutputInfo, type Sharp } from 'sharp'

import type { StoredImage } from '@/server/db/schema'
import { contentTypeOf, mediaStorage, type Storage } from '@/server/storage'

// libvips keeps up to 50 MB of recent operations and their pixels by default: useful for a batch resizing the same
// image many times, dead weight in a long-running server that renders each image once at import (sharp's docs
// recommend turning it off when memory matters; docs/operations.md "Memory").
sharp.cache(false)

/** Widths of the renditions, in CSS pixels × DPR that cards (≈320–400 px) and the detail hero (≈600 px) need. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const
/** AVIF is kept only when it saves at least this share over WebP ("where it pays", the foundation issue). */
export const AVIF_MIN_SAVING = 0.1
export const MAX_IMAGE_WIDTH = 1280
/** Open Graph's recommended 1.91:1 card. */
export const SHARE_IMAGE = { width: 1200, height: 630, background: '#f8fafc' } as const

/**
 * Where the media live (src/server/storage, decision 050): keys `images/…` (renditions), `files/…` (downloads)
 * and `originals/…` (sources, named by content hash), in DATA_DIR/uploads or in the bucket.
 */
export type MediaStore = Storage
export type MediaKind = 'images' | 'files' | 'originals'

/** The configured media store; `dataDir` names the local folder's data directory (tests and CLI tools). */
export function mediaStore(dataDir?: string): MediaStore {
  return mediaStorage(dataDir)
}

export const mediaKey = (kind: MediaKind, name: string) => `${kind}/${name}`

export function contentHash(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Every stored name carries a hash of its content: a changed file gets a new name, so browsers may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Stores a file unless its key already exists (names are content-addressed, so an existing key has these bytes). */
export async function storeOnce(store: MediaStore, kind: MediaKind, name: string, data: Buffer): Promise<void> {
  const key = mediaKey(kind, name)
  if (await store.exists(key)) return
  await store.put(key, data, { contentType: contentTypeOf(name), cacheControl: IMMUTABLE })
}

/** Keeps the imported source file, named by its content, and returns that name. */
export async function storeOriginal(store: MediaStore, data: Buffer, ext: string): Promise<string> {
  const name = `${contentHash(data).slice(0, 24)}${ext.toLowerCase()}`
  await storeOnce(store, 'originals', name, data)
  return name
}

/** The bytes of a stored file; a missing one is an error here (the database names it, so it must exist). */
export async function readMedia(store: MediaStore, kind: MediaKind, name: string): Promise<Buffer> {
  const data = await store.read(mediaKey(kind, name))
  if (!data) throw new Error(`The media file ${kind}/${name} is missing from the ${store.location}.`)
  return data
}

/**
 * 40 megapixels: bounds the memory and time a decode takes (a small file can still claim a huge canvas: an
 * 8000×8000 PNG in an imported archive took 32.8 s to apply). The editor's uploads and the import share it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/** Rasterises SVG at a density that yields at least `minWidth` pixels, so large renditions are not upscaled. */
export async function openImage(data: Buffer, isSvg: boolean, minWidth: number = MAX_IMAGE_WIDTH): Promise<Sharp> {
  if (!isSvg) return sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
  const meta = await sharp(data).metadata()
  const density = Math.min(600, Math.max(72, Math.ceil((72 * minWidth) / (meta.width ?? minWidth))))
  return sharp(data, { density, failOn: 'error' })
}

/**
 * Decodes (or, for SVG, rasterises) a source once into raw pixels no wider than the largest rendition; every
 * rendition is then resized from these pixels. Rasterising a detailed SVG costs ~0.4 s, so doing it once per image
 * instead of once per rendition is most of the import's speed.
 */
async function decodeOnce(data: Buffer, isSvg: boolean): Promise<{ data: Buffer; info: OutputInfo }> {
  return (await openImage(data, isSvg))
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/**
 * Renditions are pure functions of the source bytes, so they are also kept in a cache shared by every data directory
 * of this checkout (tests, browser tests and benchmarks start from empty data directories; the cache makes their
 * seeding take seconds instead of minutes). Delete it freely; `MEDIA_CACHE_DIR=off` disables it.
 */
const createdCacheDirs = new Set<string>()

export function mediaCacheDir(): string | null {
  // Read at call time rather than through getEnv(): tests switch it per file. Declared and validated in src/env.ts.
  const configured = process.env.MEDIA_CACHE_DIR
  if (configured === 'off') return null
  const dir = configured
    ? path.resolve(/* turbopackIgnore: true */ configured)
    : path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', '.cache', 'meridian-media')
  // Called for every rendition of an import: create the folder once per location, not each time.
  if (!createdCacheDirs.has(dir)) {
    try {
      mkdirSync(dir, { recursive: true })
    } catch {
      return null
    }
    createdCacheDirs.add(dir)
  }
  return dir
}

/** Puts `name` into the store's images: from the cache when there, else made by `produce` (and then cached). */
async function materialise(
  store: MediaStore,
  name: string,
  produce: () => Promise<Buffer | null>,
  cacheName = name,
): Promise<boolean> {
  if (await store.exists(mediaKey('images', name))) return true
  const cache = mediaCacheDir()
  const cached = cache ? path.join(cache, cacheName) : null
  if (cached && existsSync(cached)) {
    await storeOnce(store, 'images', name, readFileSync(cached))
    return true
  }
  const data = await produce()
  if (!data) return false
  await storeOnce(store, 'images', name, data)
  if (cached) {
    try {
      writeCacheFile(cached, data)
    } catch {
      // A read-only or full cache only costs speed.
    }
  }
  return true
}

/** Writes a cache file atomically (temp file + rename) so a concurrent reader never sees half of it. */
function writeCacheFile(file: string, data: Buffer): void {
  if (existsSync(file)) return
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, data)
  renameSync(tmp, file)
}

/**
 * A generated file (a datasheet, a typeset document) looked up in the shared cache by a key made from everything
 * that goes into it; made and cached when absent.
 */
export async function cachedBuild(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
  const cache = mediaCacheDir()
  const file = cache ? path.join(cache, `build-${key}`) : null
  if (file && existsSync(file)) return readFileSync(file)
  const data = await produce()
  if (file) {
    try {
      writeCacheFile(file, data)
    } catch {
      // A read-only or full cache only costs speed.
    }
  }
  return data
}

type Pixels = () => Promise<{ data: Buffer; info: OutputInfo }>

function resizer(pixels: Pixels) {
  return async (width: number) => {
    const { data, info } = await pixels()
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
      width,
      withoutEnlargement: true,
    })
  }
}

/**
 * The AVIF rendition of one width: kept only where it pays. An empty ".skip" marker remembers that it did not, so it
 * is not encoded again. With `encode: false` only an existing (or cached) result counts; otherwise it is 'pending'.
 */
async function ensureAvif(
  store: MediaStore,
  base: string,
  width: number,
  resized: (width: number) => Promise<Sharp>,
  encode: boolean,
  cacheBase: string,
): Promise<'yes' | 'no' | 'pending'> {
  const avifName = `${base}-${width}.avif`
  const skipMarker = `${avifName}.skip`
  const cacheAvif = `${cacheBase}-${width}.avif`
  if (await materialise(store, skipMarker, async () => null, `${cacheAvif}.skip`)) return 'no'
  if (await materialise(store, avifName, async () => null, cacheAvif)) return 'yes'
  if (!encode) return 'pending'
  const made = await materialise(
    store,
    avifName,
    async () => {
      const avif = await (await resized(width)).avif({ quality: 50, effort: 2 }).toBuffer()
      const webpSize = (await store.head(mediaKey('images', `${base}-${width}.webp`)))?.size ?? 0
      if (avif.length <= webpSize * (1 - AVIF_MIN_SAVING)) return avif
      await materialise(store, skipMarker, async () => Buffer.alloc(0), `${cacheAvif}.skip`)
      return null
    },
    cacheAvif,
  )
  return made ? 'yes' : 'no'
}

/**
 * Makes WebP renditions at every width up to the source's own, and AVIF ones where they are clearly smaller.
 * Names carry a hash of the source, so the same image is never processed twice and URLs can be cached forever.
 * `deferAvif` leaves AVIF encoding (the slow part) to `completeAvif`, marking the image `avifPending`; WebP alone
 * is a complete, servable image set.
 */
export async function processImage(
  store: MediaStore,
  input: { data: Buffer; ext: string; baseName: string; alt: string; id: string },
  options: { deferAvif?: boolean } = {},
): Promise<StoredImage> {
  const isSvg = input.ext.toLowerCase() === '.svg'
  const source = await storeOriginal(store, input.data, input.ext)
  const hash = source.slice(0, 10)
  const base = `${input.baseName}-${hash}`
  // Stored names carry the product's name; the build cache is keyed by content alone, so a photograph shared by many
  // products (a generated catalogue's accessories, docs/performance.md "A big catalogue") is resized and encoded once
  // per machine.
  const cacheBase = `shared-${hash}`
  // SVG is drawn at the largest rendition's width; a bitmap keeps its own width (never upscaled).
  const sourceWidth = isSvg
    ? MAX_IMAGE_WIDTH
    : Math.min(MAX_IMAGE_WIDTH, (await sharp(input.data).metadata()).width ?? MAX_IMAGE_WIDTH)
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= sourceWidth)
  if (widths.length === 0) widths.push(sourceWidth)

  let raw: ReturnType<Pixels> | undefined
  const resized = resizer(() => (raw ??= decodeOnce(input.data, isSvg)))

  const variants: StoredImage['variants'] = []
  let pending = false
  for (const width of widths) {
    const webpName = `${base}-${width}.webp`
    await materialise(
      store,
      webpName,
      async () => (await resized(width)).webp({ quality: 78, effort: 4 }).toBuffer(),
      `${cacheBase}-${width}.webp`,
    )
    variants.push({ filename: webpName, width, format: 'webp' })
    const avif = await ensureAvif(store, base, width, resized, !options.deferAvif, cacheBase)
    if (avif === 'yes') variants.push({ filename: `${base}-${width}.avif`, width, format: 'avif' })
    if (avif === 'pending') pending = true
  }
  // A JPEG card for link previews: WhatsApp's and other crawlers do not all read WebP (docs/design.md: links are
  // shared).
  const shareName = `${base}-share.jpg`
  await materialise(
    store,
    shareName,
    async () => {
      const { data, info } = await (raw ??= decodeOnce(input.data, isSvg))
      return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: SHARE_IMAGE.background })
        .flatten({ background: SHARE_IMAGE.background })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()
    },
    `${cacheBase}-share.jpg`,
  )
  const largest = widths.at(-1)!
  // The real size of the largest rendition (rasterising SVG at a whole-number density can shift a pixel).
  const out = await sharp(await readMedia(store, 'images', `${base}-${largest}.webp`)).metadata()
  return {
    id: input.id,
    filename: `${base}-${largest}.webp`,
    alt: input.alt,
    width: out.width ?? largest,
    height: out.height ?? Math.round((largest * 3) / 4),
    variants,
    share: shareName,
    source,
    ...(pending ? { avifPending: true } : {}),
  }
}

/** Makes the AVIF renditions an import deferred (from the kept original), and returns the completed image. */
export async function completeAvif(store: MediaStore, image: StoredImage): Promise<StoredImage> {
  if (!image.avifPending) return image
  const data = await readMedia(store, 'originals', image.source)
  const isSvg = image.source.toLowerCase().endsWith('.svg')
  const base = image.filename.replace(/-\d+\.webp$/, '')
  let raw: ReturnType<Pixels> | undefined
  const resized = resizer(() => (raw ??= decodeOnce(data, isSvg)))
  const variants: StoredImage['variants'] = []
  for (const v of image.variants.filter((x) => x.format === 'webp')) {
    variants.push(v)
    if ((await ensureAvif(store, base, v.width, resized, true, `shared-${image.source.slice(0, 10)}`)) === 'yes')
      variants.push({ filename: `${base}-${v.width}.avif`, width: v.width, format: 'avif' })
  }
  const { avifPending: _done, ...rest } = image
  return { ...rest, variants }
}

/** A stored image's largest rendition as PNG, for documents (pdfkit reads PNG and JPEG only). */
export async function renditionAsPng(store: MediaStore, image: StoredImage): Promise<Buffer> {
  const data = await readMedia(store, 'images', image.filename)
  return sharp(data).flatten({ background: '#ffffff' }).png().toBuffer()
}
