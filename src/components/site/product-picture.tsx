'use client'

import { useEffect, useRef, useState } from 'react'

import type { ProductImage } from '@/lib/catalogue/types'
import { cn } from '@/lib/cn'

/**
 * A catalogue image as <picture>: AVIF/WebP renditions chosen by the browser for the slot (`sizes`), explicit
 * width/height so the box is reserved before the image arrives (no layout shift). When the image is missing or
 * fails to load, the fallback (chosen by the caller, e.g. from the category name: docs/product.md §8) is shown.
 * A client component only because a broken image must be noticed (onError).
 */
export function ProductPicture({
  image,
  fallback,
  sizes,
  alt,
  priority = false,
  className,
  imgClassName,
}: {
  image: ProductImage | null | undefined
  fallback: string
  /** The slot's width, e.g. "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw". */
  sizes: string
  /** Overrides the image's own alt text (e.g. "" when a caption beside it already says it). */
  alt?: string
  /** The page's LCP image: load eagerly with high priority. */
  priority?: boolean
  className?: string
  imgClassName?: string
}) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React listened: check once on mount.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  const width = image?.width ?? 1200
  const height = image?.height ?? 900
  const altText = alt ?? image?.alt ?? ''
  const imgProps = {
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
    className: cn('h-full w-full object-contain', imgClassName),
  }
  if (!image || failed) {
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer is off (docs/decisions/003-image-pipeline.md)
    return (
      <img
        {...imgProps}
        alt={altText}
        src={fallback}
        data-fallback="true"
        className={cn(imgProps.className, className)}
      />
    )
  }
  return (
    <picture className={cn('block', className)}>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img {...imgProps} alt={altText} ref={ref} src={image.url} onError={() => setFailed(true)} />
    </picture>
  )
}
