import { useId } from 'react'

import { cn } from '#lib/cn'

/**
 * Decorative topographic contour lines over a faint survey grid (docs/design.md "Brand", Imagery: technical motifs
 * drawn as SVG, never downloaded). Computed once at module load from fixed parameters, so every render is identical and
 * no client JavaScript is involved.
 */

interface Hill {
  cx: number
  cy: number
  /** Radius of the outermost line. */
  r: number
  rings: number
  phase: number
}

const HILLS: readonly Hill[] = [
  { cx: 980, cy: 140, r: 420, rings: 9, phase: 0.6 },
  { cx: 180, cy: 560, r: 300, rings: 6, phase: 2.1 },
]

function ringPath(hill: Hill, scale: number): string {
  // 36 vertices with whole-pixel coordinates: smooth enough at this stroke width, and it keeps the markup small
  // (the SVG is sent twice, in the HTML and in React's payload).
  const steps = 36
  const points: string[] = []
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2
    // Low-order harmonics give the irregular, nested shapes of real contour lines.
    const wobble = 1 + 0.13 * Math.sin(3 * t + hill.phase) + 0.07 * Math.sin(5 * t + hill.phase * 2) * scale
    const radius = hill.r * scale * wobble
    const x = hill.cx + radius * Math.cos(t)
    const y = hill.cy + radius * 0.72 * Math.sin(t)
    points.push(`${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`)
  }
  return `${points.join('')}Z`
}

const CONTOURS = HILLS.flatMap((hill) =>
  Array.from({ length: hill.rings }, (_, k) => ({ d: ringPath(hill, 1 - k / (hill.rings + 1)), index: k })),
)

export function ContourPattern({ className }: { className?: string }) {
  // Several patterns can share a page: each needs its own <pattern> id.
  const gridId = `survey-grid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn('pointer-events-none absolute inset-0 h-full w-full', className)}
      viewBox="0 0 1200 640"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
    >
      <defs>
        <pattern id={gridId} width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" stroke="currentColor" strokeOpacity="0.06" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="1200" height="640" fill={`url(#${gridId})`} />
      {CONTOURS.map(({ d, index }) => (
        <path
          key={d}
          d={d}
          stroke="currentColor"
          strokeOpacity={index % 4 === 0 ? 0.22 : 0.1}
          strokeWidth={index % 4 === 0 ? 1.5 : 1}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  )
}
