'use client'

import { useEffect, useRef, useState } from 'react'

import type { ProductImage } from '@/lib/catalogue/types'
import { cn } from '#lib/cn'
import { useDataSaver } from './data-saver'

/**
 * A catalogue image as <picture>: AVIF/WebP renditions chosen by the browser for the slot (`sizes`), explicit
 * width/height so the box is reserved before the image arrives (no layout shift). When the image is missing or
 * fails to load, the fallback (chosen by the caller, e.g. from the category name: docs/product.md §8) is shown.
 * A client component only because a broken image must be noticed (onError). Under data saver only the smallest
 * rendition is offered, whatever the slot (docs/decisions/024-data-saver.md).
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
  const dataSaver = useDataSaver()
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
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the optimizer is off (decision 003, image pipeline)
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
      {(dataSaver ? smallestSources(image.sources) : image.sources).map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img {...imgProps} alt={altText} ref={ref} src={image.url} onError={() => setFailed(true)} />
    </picture>
  )
}

/**
 * Data saver's sources: each format's candidates at the smallest width any format offers, and formats without one
 * dropped (AVIF is only made where it is smaller than WebP, so its smallest may be wider than WebP's).
 */
export function smallestSources(sources: readonly { type: string; srcset: string }[]) {
  const width = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Infinity)
  const parsed = sources.map((s) => ({
    type: s.type,
    candidates: s.srcset
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  }))
  const smallest = Math.min(...parsed.flatMap((s) => s.candidates.map(width)))
  return parsed
    .map((s) => ({ type: s.type, srcset: s.candidates.filter((c) => width(c) === smallest).join(', ') }))
    .filter((s) => s.srcset)
}
