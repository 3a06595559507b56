import type { ProductImage } from './catalogue/types'

/** Open Graph's recommended card size, made at import for every catalogue image (src/server/catalogue/media.ts). */
const SHARE = { width: 1200, height: 630 } as const

/**
 * The Open Graph image of a catalogue page: the 1200×630 JPEG card when it exists (WhatsApp and other preview
 * crawlers do not all read WebP), else the largest WebP. Absolute, as crawlers require.
 */
export function openGraphImage(image: ProductImage | null | undefined, siteUrl: string) {
  if (!image) return undefined
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl.replace(/\/+$/, '')}${path}`)
  return image.share_url
    ? { url: absolute(image.share_url), ...SHARE, alt: image.alt }
    : { url: absolute(image.url), width: image.width, height: image.height, alt: image.alt }
}
