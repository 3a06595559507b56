import type { ContentImage } from '@/content/types'

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
