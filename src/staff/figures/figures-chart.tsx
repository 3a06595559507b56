import type { Figures } from '@/server/figures/read'

const WIDTH = 640
const HEIGHT = 160
const PAD = 4

/**
 * Page views (light) and visitors (dark) per day, drawn on the server as SVG: no chart library and no script
 * (docs/figures.md). Decoration over the "by day" table, which holds the same numbers: hidden from assistive
 * technology. It scales to its box, so it never makes the page scroll sideways.
 */
export function FiguresChart({ days }: { days: Figures['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.views))
  const step = (WIDTH - PAD * 2) / Math.max(1, days.length)
  const bar = Math.max(1, step * 0.8)
  const y = (n: number) => HEIGHT - PAD - ((HEIGHT - PAD * 2) * n) / max
  return (
    <figure
      aria-hidden="true"
      className="mt-3 rounded-card border border-slate-200 bg-white p-4"
      data-testid="figures-chart"
    >
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-40 w-full" preserveAspectRatio="none" role="presentation">
        <line x1={0} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-slate-300" strokeWidth={1} />
        {days.map((d, i) => {
          const x = PAD + i * step + (step - bar) / 2
          return (
            <g key={d.day}>
              <rect x={x} width={bar} y={y(d.views)} height={HEIGHT - PAD - y(d.views)} className="fill-navy-100" />
              <rect
                x={x}
                width={bar}
                y={y(d.visitors)}
                height={HEIGHT - PAD - y(d.visitors)}
                className="fill-navy-600"
              />
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap justify-between gap-x-4 text-xs text-slate-600">
        <span>{days[0]?.day}</span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-navy-100" /> Page views
          <span className="ms-3 inline-block size-3 rounded-sm bg-navy-600" /> Visitors
        </span>
        <span>{days.at(-1)?.day}</span>
      </figcaption>
    </figure>
  )
}
