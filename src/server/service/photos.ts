import 'server-only'

import { randomBytes } from 'node:crypto'

import sharp, { type OutputInfo } from 'sharp'

import { PHOTO_LIMITS, type ServiceError } from '@/lib/service/request-fields'
import { sniff } from '@/server/catalogue/editor/uploads'
import { MAX_IMAGE_PIXELS } from '@/server/catalogue/media'
import type { DraftPhoto } from '@/server/db/schema'
import { mediaStorage } from '@/server/storage'

/**
 * The photos customers send with a service request (docs/service-desk.md). Nothing is trusted from the name or the
 * browser's type: a photo is what its first bytes and a full decode say it is (JPEG, PNG or WebP). Each is turned the
 * right way up, scaled to at most 2,000 pixels on its long side and re-encoded as WebP, which drops every metadata
 * block (EXIF with the GPS position and the camera's serial, XMP, ICC profiles), and kept in the media storage under
 * `service/photos/` with a random name: staff read them through a route that checks the service permission; no public
 * route serves that folder.
 */

export const PHOTO_PREFIX = 'service/photos/'

export type PhotoOutcome = { ok: true; photo: DraftPhoto } | { ok: false; error: ServiceError }

/** A file name as the form shows it back: its last path segment, printable, at most 120 characters. */
function displayName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? ''
  return (
    last
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 120) || 'photo'
  )
}

/** Checks, cleans and stores one photo. */
export async function acceptPhoto(data: Buffer, name: string): Promise<PhotoOutcome> {
  if (data.length > PHOTO_LIMITS.bytes) return { ok: false, error: 'photo-size' }
  const kind = data.length > 0 ? sniff(data) : 'unknown'
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') return { ok: false, error: 'photo-type' }
  let encoded: { data: Buffer; info: OutputInfo }
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    const meta = await image.metadata()
    if (Math.max(meta.width ?? 0, meta.height ?? 0) < PHOTO_LIMITS.minEdge) return { ok: false, error: 'photo-small' }
    // rotate() with no angle applies the EXIF orientation before the metadata goes; WebP output carries none.
    encoded = await image
      .rotate()
      .resize(PHOTO_LIMITS.edge, PHOTO_LIMITS.edge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    // Damaged, truncated or not really an image behind a valid header.
    return { ok: false, error: 'photo-type' }
  }
  const key = `${PHOTO_PREFIX}${randomBytes(16).toString('hex')}.webp`
  await mediaStorage().put(key, encoded.data, { contentType: 'image/webp' })
  return {
    ok: true,
    photo: {
      key,
      name: displayName(name),
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.data.length,
    },
  }
}

/** A stored photo's bytes, or null. */
export async function readPhoto(key: string): Promise<Buffer | null> {
  if (!key.startsWith(PHOTO_PREFIX)) return null
  return mediaStorage().read(key)
}

/** Deletes stored photos (a draft's that no request took). */
export async function deletePhotos(keys: readonly string[]): Promise<void> {
  const store = mediaStorage()
  await Promise.all(keys.filter((k) => k.startsWith(PHOTO_PREFIX)).map((k) => store.delete(k)))
}
