import 'server-only'

import { PDFDocument } from 'pdf-lib'
import sharp, { type Metadata } from 'sharp'

import { BODY_LIMITS } from '@/lib/http-limits.mjs'
import type { StoredImage } from '@/server/db/schema'
import { completeAvif, MAX_IMAGE_PIXELS, mediaKey, mediaStore, processImage, storeOriginal } from '../media'
import { logger } from '@/server/log/log'

/**
 * Files staff upload in the product editor (decision 017). Nothing is trusted from the name or the browser's MIME type:
 * an image is what its first bytes and a full decode by sharp say it is, a PDF must start with `%PDF-` and load in
 * a PDF parser. SVG is refused, not sanitised: product photos and drawings arrive as PNG, JPEG or WebP, and a
 * sanitiser is one more parser to keep ahead of script-in-SVG tricks.
 * Accepted files are kept in uploads/originals under their content hash; images are re-encoded at once into the
 * catalogue's WebP renditions (the import's pipeline), the AVIF ones follow in the background.
 */

/** 10 MB (the table of every body limit, src/lib/http-limits.mjs, says why). */
export const MAX_IMAGE_BYTES = BODY_LIMITS['image-upload'].bytes
/** 40 megapixels (src/server/catalogue/media.ts). */
export { MAX_IMAGE_PIXELS }
/** The smallest rendition is 320 px wide; a smaller picture would be blurred on every page. */
export const MIN_IMAGE_WIDTH = 320
/** 20 MB: the import's limit for documents (src/lib/http-limits.mjs). */
export const MAX_DOCUMENT_BYTES = BODY_LIMITS['document-upload'].bytes

export class UploadRejected extends Error {
  constructor(
    message: string,
    public readonly status: 400 | 413 | 415 = 415,
  ) {
    super(message)
    this.name = 'UploadRejected'
  }
}

type Sniffed = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg' | 'pdf' | 'executable' | 'script' | 'html' | 'unknown'

/** What a file is by its first bytes. */
export function sniff(data: Buffer): Sniffed {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp'
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  // ELF (Linux), MZ (Windows), Mach-O (macOS, both byte orders and the fat binary).
  if (starts(0x7f, 0x45, 0x4c, 0x46) || starts(0x4d, 0x5a)) return 'executable'
  if (starts(0xcf, 0xfa, 0xed, 0xfe) || starts(0xfe, 0xed, 0xfa, 0xcf) || starts(0xca, 0xfe, 0xba, 0xbe))
    return 'executable'
  if (starts(0x23, 0x21)) return 'script'
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg'))
    return 'svg'
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.includes('<script')) return 'html'
  return 'unknown'
}

const REFUSED: Partial<Record<Sniffed, string>> = {
  svg: 'SVG images are not accepted, because an SVG file can carry script. Export the drawing as PNG or WebP.',
  executable: 'This file is a program, not an image (its content was checked, not its name).',
  script: 'This file is a script, not an image (its content was checked, not its name).',
  html: 'This file is a web page, not an image (its content was checked, not its name).',
  gif: 'GIF images are not accepted: upload a PNG, JPEG or WebP image.',
  pdf: 'This file is a PDF, not an image: add it under Downloads instead.',
}

const EXTENSION = { png: '.png', jpeg: '.jpg', webp: '.webp' } as const

export interface UploadedImage {
  /** Name of the kept original, what the editor stores in the form. */
  source: string
  width: number
  height: number
  /** A small rendition to show in the editor. */
  preview: string
  /** The largest WebP rendition: what a page shows where it takes one file (an article's cover). */
  large: string
  avif: RenditionProgress
}

export interface RenditionProgress {
  done: number
  total: number
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/** Checks an uploaded image by its content, keeps it and makes its WebP renditions; AVIF continues afterwards. */
export async function acceptImageUpload(data: Buffer): Promise<UploadedImage> {
  if (data.length === 0) throw new UploadRejected('The file is empty.', 400)
  if (data.length > MAX_IMAGE_BYTES)
    throw new UploadRejected(
      `The image is ${megabytes(data.length)}; the limit is ${megabytes(MAX_IMAGE_BYTES)}. ` +
        'Export it at a smaller size (2,000 px wide is plenty).',
      413,
    )
  const kind = sniff(data)
  const refusal = REFUSED[kind]
  if (refusal) throw new UploadRejected(refusal)
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp')
    throw new UploadRejected('This file is not a PNG, JPEG or WebP image (its content was checked, not its name).')

  let meta: Metadata
  try {
    meta = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).metadata()
  } catch {
    throw new UploadRejected('The image could not be read: the file is damaged or not really an image.')
  }
  const { width = 0, height = 0 } = meta
  if (width * height > MAX_IMAGE_PIXELS)
    throw new UploadRejected(`The image is ${width}×${height} pixels; the limit is 40 megapixels.`, 413)
  if (width < MIN_IMAGE_WIDTH)
    throw new UploadRejected(`The image is ${width} px wide; it must be at least ${MIN_IMAGE_WIDTH} px wide.`, 400)
  // A full decode: a truncated or corrupt body behind a valid header fails here, not later on a public page.
  try {
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).resize(64).raw().toBuffer()
  } catch {
    throw new UploadRejected('The image could not be read: the file is damaged or incomplete.')
  }

  // A store that cannot be reached throws StorageUnavailable here: the route answers 503 with its message.
  const image = await processImage(
    mediaStore(),
    { data, ext: EXTENSION[kind], baseName: UPLOAD_BASE_NAME, alt: '', id: 'upload' },
    { deferAvif: true },
  )
  queueAvif(image)
  return {
    source: image.source,
    width: image.width,
    height: image.height,
    preview: image.variants.find((v) => v.format === 'webp')!.filename,
    large: image.variants.filter((v) => v.format === 'webp').at(-1)!.filename,
    avif: await avifProgress(image.source),
  }
}

/** Renditions of editor uploads are named `upload-{hash}-{width}`: made before the product has a slug. */
export const UPLOAD_BASE_NAME = 'upload'

const g = globalThis as unknown as { __uploadAvif?: Promise<unknown> }

/** AVIF encoding is slow (seconds per image on 2 cores): one image at a time, after the upload answered. */
function queueAvif(image: StoredImage): void {
  const store = mediaStore()
  g.__uploadAvif = (g.__uploadAvif ?? Promise.resolve())
    .then(() => completeAvif(store, image))
    .catch((err: unknown) => logger('uploads').error({ err }, 'AVIF renditions failed'))
}

export async function uploadRenditionsSettled(): Promise<void> {
  await g.__uploadAvif
}

/**
 * How many of an uploaded image's AVIF renditions exist (or were found not worth keeping), for the editor's
 * progress display. Read from the files, so it is right on any instance that shares the uploads folder.
 */
export async function avifProgress(source: string): Promise<RenditionProgress> {
  const store = mediaStore()
  const base = `${UPLOAD_BASE_NAME}-${source.slice(0, 10)}`
  // One listing instead of a request per file: on a bucket each existence check is a round trip.
  const names = new Set((await store.list(mediaKey('images', base))).map((o) => o.key.slice('images/'.length)))
  let total = 0
  let done = 0
  for (const width of [320, 640, 960, 1280]) {
    if (!names.has(`${base}-${width}.webp`)) continue
    total++
    if (names.has(`${base}-${width}.avif`) || names.has(`${base}-${width}.avif.skip`)) done++
  }
  return { done, total }
}

export interface UploadedDocument {
  /** Name of the kept original. */
  file: string
  bytes: number
  pages: number
}

/** Checks an uploaded PDF (header and a full parse) and keeps it. */
export async function acceptDocumentUpload(data: Buffer): Promise<UploadedDocument> {
  if (data.length === 0) throw new UploadRejected('The file is empty.', 400)
  if (data.length > MAX_DOCUMENT_BYTES)
    throw new UploadRejected(
      `The document is ${megabytes(data.length)}; the limit is ${megabytes(MAX_DOCUMENT_BYTES)}.`,
      413,
    )
  if (sniff(data) !== 'pdf')
    throw new UploadRejected('This file is not a PDF (its content was checked, not its name). Save it as PDF first.')
  let pages: number
  try {
    // Encrypted PDFs still open for visitors; the parser only has to understand the structure.
    const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
    pages = pdf.getPageCount()
  } catch {
    throw new UploadRejected('The PDF could not be read: the file is damaged or incomplete.')
  }
  if (pages < 1) throw new UploadRejected('The PDF has no pages.')
  return { file: await storeOriginal(mediaStore(), data, '.pdf'), bytes: data.length, pages }
}

/**
 * Reads a request body up to `limit` bytes without buffering more: a declared Content-Length over the limit is
 * refused before reading, and a body that grows past it (chunked, or a lying header) is cut off.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit)
    throw new UploadRejected(`The file is ${megabytes(declared)}; the limit is ${megabytes(limit)}.`, 413)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new UploadRejected(`The file is larger than the limit of ${megabytes(limit)}.`, 413)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
