/**
 * Technology Features gallery, scroll-linked selection (docs/product.md §2.6): "scrolling the page moves the selection
 * in proportion to how far the section has scrolled through the viewport; selection is clamped to the valid range".
 *
 * Progress runs from 0, when the section's top edge enters at the bottom of the viewport, to 1, when its bottom edge
 * leaves at the top: the distance travelled is viewport height + section height. The progress is split into `count`
 * equal bands; the band is the selected index, clamped to [0, count - 1].
 */
export function galleryIndexForScroll({
  top,
  height,
  viewportHeight,
  count,
}: {
  /** The section's top edge relative to the viewport (getBoundingClientRect().top). */
  top: number
  height: number
  viewportHeight: number
  count: number
}): number {
  if (count <= 0) return 0
  const travel = viewportHeight + height
  if (travel <= 0) return 0
  const progress = Math.min(1, Math.max(0, (viewportHeight - top) / travel))
  return clampIndex(Math.floor(progress * count), count)
}

/** Any index (from a click, a key or the scroll) lands in [0, count - 1]. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0
  return Math.min(count - 1, Math.max(0, Math.trunc(index)))
}

/** Whether any part of the section is inside the viewport (the scroll only drives the selection then). */
export function isInViewport(top: number, height: number, viewportHeight: number): boolean {
  return height > 0 && top < viewportHeight && top + height > 0
}
