'use client'

import { useEffect, useState } from 'react'

import { useDataSaver } from '../data-saver'
import { useReducedMotion } from './use-reduced-motion'

/**
 * Auto-rotation shared by the hero and industries carousels (docs/design.md decision 9, WCAG 2.2.2):
 * - advances every `intervalMs` while nothing holds it; the timer restarts whenever the index changes, so a manual
 *   selection always gets a full interval;
 * - a pointer over the carousel holds it; `stopOnInteraction` makes a click on a control hold it too, until the
 *   pointer leaves (docs/product.md §4: "autoplay stops on hover and interaction, resets on mouse leave");
 * - keyboard focus inside holds it (only :focus-visible, so a mouse click that focuses a button does not);
 * - the visible Pause/Play control is the visitor's choice and wins over everything else;
 * - under `prefers-reduced-motion` or data saver it starts paused, and Play still lets the visitor opt in;
 * - under data saver a slide's images load only once it has been shown (`imagesDeferred`), so nothing beyond the
 *   first slide is downloaded unasked (docs/decisions/024-data-saver.md).
 * Index arithmetic wraps both ways (docs/product.md §4: 0 to n-1, wraps both directions).
 */
export function useRotation(count: number, intervalMs: number, { stopOnInteraction = false } = {}) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [interacted, setInteracted] = useState(false)
  const reducedMotion = useReducedMotion()
  const dataSaver = useDataSaver()
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]))
  // Adjusted during render, not in an effect, so the slide's images are revealed in the render that shows it.
  if (!seen.has(index)) setSeen(new Set(seen).add(index))

  const paused = choice === 'pause' || (choice === null && (reducedMotion || dataSaver))
  const running = !paused && !hovered && !focused && !interacted

  useEffect(() => {
    if (!running || count < 2) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [running, index, count, intervalMs])

  const select = (next: number, byUser = true) => {
    setIndex(((next % count) + count) % count)
    if (byUser && stopOnInteraction) setInteracted(true)
  }

  return {
    index,
    /** Whether the visitor's choice (or reduced motion) has paused it: drives the Pause/Play control. */
    paused,
    /** Whether it is advancing right now (for `aria-live`: announce changes only when not rotating by itself). */
    running,
    select,
    next: () => select(index + 1),
    previous: () => select(index - 1),
    togglePaused: () => setChoice(paused ? 'play' : 'pause'),
    /** Under data saver, whether slide `i`'s images are still held back (hidden lazy images are not fetched). */
    imagesDeferred: (i: number) => dataSaver && !seen.has(i),
    /** Spread on the carousel's root element. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => {
        setHovered(false)
        setInteracted(false)
      },
      onFocus: (event: React.FocusEvent) => {
        if ((event.target as HTMLElement).matches(':focus-visible')) setFocused(true)
      },
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
