import type { ContentImage, ImageVariant } from '@/content/types'

/**
 * The `srcset` of an image's renditions; under data saver only the smallest (docs/decisions/024-data-saver.md). One
 * function for the hero's `<source>` and its preload, which must name the same files for the preload to be used.
 */
export function variantSrcSet(variants: readonly ImageVariant[], saveData: boolean): string {
  return (saveData ? variants.slice(0, 1) : variants).map((v) => `${v.src} ${v.width}w`).join(', ')
}

/**
 * A content image (under /public/images) as a plain `<img>`: the optimizer is off
 * (docs/decisions/003-image-pipeline.md), and the intrinsic width and height reserve its space before it loads (no
 * layout shift). Loading hints are left to the caller, which knows whether the image is above the fold.
 */
export function ContentImg({
  image,
  loading,
  fetchPriority,
  decoding = 'async',
  className,
}: {
  image: ContentImage
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  decoding?: 'sync' | 'async'
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer is off (docs/decisions/003-image-pipeline.md)
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      className={className}
    />
  )
}
