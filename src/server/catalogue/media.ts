/**
 * Media of the catalogue: images made into responsive renditions once, when they enter the catalogue
 * (docs/decisions/003-image-pipeline.md), and documents stored for download. Used by the server and by the import
 * CLI, so no `server-only` here (the CLI runs outside React's server environment).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp, { type Sharp } from 'sharp'

import type { StoredImage } from '@/server/db/schema'

/** Widths of the renditions, in CSS pixels × DPR that cards (≈320–400 px) and the detail hero (≈600 px) need. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const
/** AVIF is kept only when it saves at least this share over WebP ("where it pays", the foundation issue). */
export const AVIF_MIN_SAVING = 0.1
export const MAX_IMAGE_WIDTH = 1280

export interface MediaDirs {
  images: string
  files: string
  originals: string
}

export function mediaDirs(dataDir: string): MediaDirs {
  const root = path.join(/* turbopackIgnore: true */ path.resolve(dataDir), 'uploads')
  return { images: path.join(root, 'images'), files: path.join(root, 'files'), originals: path.join(root, 'originals') }
}

export function ensureMediaDirs(dirs: MediaDirs): void {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true })
}

export function contentHash(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Writes atomically (temp file + rename) so a reader never sees half a file; skips files that already exist. */
export function writeOnce(file: string, data: Buffer): void {
  if (existsSync(file)) return
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, data)
  renameSync(tmp, file)
}

/** Keeps the imported source file, named by its content, and returns that name. */
export function storeOriginal(dirs: MediaDirs, data: Buffer, ext: string): string {
  const name = `${contentHash(data).slice(0, 24)}${ext.toLowerCase()}`
  writeOnce(path.join(dirs.originals, name), data)
  return name
}

/** Rasterises SVG at a density that yields at least `minWidth` pixels, so large renditions are not upscaled. */
export async function openImage(data: Buffer, isSvg: boolean, minWidth: number = MAX_IMAGE_WIDTH): Promise<Sharp> {
  if (!isSvg) return sharp(data, { failOn: 'error' })
  const meta = await sharp(data).metadata()
  const density = Math.min(600, Math.max(72, Math.ceil((72 * minWidth) / (meta.width ?? minWidth))))
  return sharp(data, { density, failOn: 'error' })
}

/** The main rendition as PNG (for datasheets). */
export async function toPng(data: Buffer, isSvg: boolean, width = 1200): Promise<Buffer> {
  return (await openImage(data, isSvg, width)).resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).png().toBuffer()
}

/**
 * Makes WebP renditions at every width up to the source's own, and AVIF ones where they are clearly smaller.
 * Names carry a hash of the source, so the same image is never processed twice and URLs can be cached forever.
 */
export async function processImage(
  dirs: MediaDirs,
  input: { data: Buffer; ext: string; baseName: string; alt: string; id: string },
): Promise<StoredImage> {
  const isSvg = input.ext.toLowerCase() === '.svg'
  const source = storeOriginal(dirs, input.data, input.ext)
  const hash = source.slice(0, 10)
  const base = `${input.baseName}-${hash}`
  const probe = await (await openImage(input.data, isSvg)).metadata()
  const rasterWidth = probe.width ?? IMAGE_WIDTHS[0]
  const rasterHeight = probe.height ?? IMAGE_WIDTHS[0]
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= rasterWidth)
  if (widths.length === 0) widths.push(rasterWidth)

  const variants: StoredImage['variants'] = []
  for (const width of widths) {
    const webpName = `${base}-${width}.webp`
    const avifName = `${base}-${width}.avif`
    const webpPath = path.join(dirs.images, webpName)
    const avifPath = path.join(dirs.images, avifName)
    const markerPath = `${avifPath}.skip`
    if (!existsSync(webpPath) || (!existsSync(avifPath) && !existsSync(markerPath))) {
      const resized = (await openImage(input.data, isSvg)).resize({ width, withoutEnlargement: true })
      const webp = await resized.clone().webp({ quality: 78, effort: 4 }).toBuffer()
      writeOnce(webpPath, webp)
      const avif = await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer()
      if (avif.length <= webp.length * (1 - AVIF_MIN_SAVING)) writeOnce(avifPath, avif)
      // Remember that AVIF did not pay, so a re-import does not encode it again.
      else writeOnce(markerPath, Buffer.alloc(0))
    }
    variants.push({ filename: webpName, width, format: 'webp' })
    if (existsSync(avifPath)) variants.push({ filename: avifName, width, format: 'avif' })
  }
  const largest = widths.at(-1)!
  // The real size of the largest rendition (rasterising SVG at a whole-number density can shift a pixel).
  const out = await sharp(path.join(dirs.images, `${base}-${largest}.webp`)).metadata()
  return {
    id: input.id,
    filename: `${base}-${largest}.webp`,
    alt: input.alt,
    width: out.width ?? largest,
    height: out.height ?? Math.round((rasterHeight * largest) / rasterWidth),
    variants,
    source,
  }
}
