import type { ArticleImage } from '@/server/content/news'

/**
 * An article's cover as a plain `<img>` (the optimizer is off, docs/decisions/003-image-pipeline.md). Its width and
 * height give the 16:9 ratio every cover slot has, so the space is reserved before the file arrives (no layout
 * shift), whatever the size of the file staff uploaded.
 */
export function CoverImg({
  image,
  loading,
  fetchPriority,
  className,
}: {
  image: ArticleImage
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
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
      decoding="async"
      className={className}
    />
  )
}
