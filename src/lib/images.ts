/**
 * The spec's image path rules (docs/product.md §3 and §8), in one place:
 * - backslashes become slashes (paths recorded on Windows);
 * - absolute URLs are used as they are;
 * - relative paths are prefixed with the media base (docs/design.md: configurable, default the site itself);
 * - the path is built from `url`, else `path`, else `/uploads/images/{filename}`;
 * - a built-in fallback image is used when none exists;
 * - a broken card image falls back by category name (GNSS or receiver; scanner or 3d; radar or monitoring; else GNSS).
 */

export interface ImageLike {
  url?: string | null
  path?: string | null
  filename?: string | null
}

export const FALLBACK_IMAGES = {
  gnss: '/images/fallback/gnss.svg',
  scanner: '/images/fallback/scanner.svg',
  radar: '/images/fallback/radar.svg',
  oem: '/images/fallback/oem.svg',
} as const

export const DEFAULT_FALLBACK_IMAGE = FALLBACK_IMAGES.gnss

const ABSOLUTE = /^(?:https?:)?\/\//i
/** Anything with a scheme other than http(s) (javascript:, data:, file:…) is never used as an image source. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i

function clean(value: string | null | undefined): string | undefined {
  const v = value?.trim().replace(/\\/g, '/')
  return v ? v : undefined
}

export function resolveImageUrl(
  image: ImageLike | string | null | undefined,
  options: { mediaBase?: string; fallback?: string } = {},
): string {
  const fallback = options.fallback ?? DEFAULT_FALLBACK_IMAGE
  const base = (options.mediaBase ?? '').replace(/\/+$/, '')
  const candidate =
    typeof image === 'string'
      ? clean(image)
      : (clean(image?.url) ??
        clean(image?.path) ??
        (clean(image?.filename) ? `/uploads/images/${encodeURIComponent(clean(image?.filename)!)}` : undefined))
  if (!candidate) return fallback
  if (ABSOLUTE.test(candidate)) return candidate
  if (OTHER_SCHEME.test(candidate)) return fallback
  return `${base}/${candidate.replace(/^\/+/, '')}`
}

/** docs/product.md §8: the fallback for a broken card image, chosen from the category name. */
export function fallbackImageForCategory(categoryName: string | null | undefined): string {
  const name = (categoryName ?? '').toLowerCase()
  if (name.includes('gnss') || name.includes('receiver')) return FALLBACK_IMAGES.gnss
  if (name.includes('scanner') || name.includes('3d')) return FALLBACK_IMAGES.scanner
  if (name.includes('radar') || name.includes('monitoring')) return FALLBACK_IMAGES.radar
  return FALLBACK_IMAGES.gnss
}
