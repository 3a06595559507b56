import { cn } from '#lib/cn'
import { ICON_SPRITE } from '@/components/ui/icon-sprite'

/**
 * Decorative topographic contour lines over a faint survey grid (docs/design.md "Brand", Imagery: technical motifs
 * drawn as SVG), in the current colour. The shapes are the icon sprite's `contours` symbol (scripts/generate-icons.mjs
 * computes them): written into each page they were about 6 KB of path data, sent twice (in the HTML and in the RSC
 * payload); from the sprite they are downloaded once (docs/decisions/037-icon-sprite.md).
 */
export function ContourPattern({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none absolute inset-0 h-full w-full', className)}
      viewBox="0 0 1200 640"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
      stroke="currentColor"
    >
      <use href={`${ICON_SPRITE}#contours`} />
    </svg>
  )
}
