/** Slope-monitoring radar: trailer-mounted mast radar and ground-based interferometric rail radar. */
import { BRAND, darken, lighten } from '../lib/color'
import { cylH, led, panel, rr } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import { circle, d, g, path, poly, rect, type Pt } from '../lib/svg'
import type { DeviceFn } from './types'

export const radarMast: DeviceFn = (s, o) => {
  const box = o.rng.pick(['#eef1f4', '#e5e7eb', '#dfe5ec'])
  let out = ''
  const ground = 790
  // outrigger legs and drawbar
  out += path(d`M300 650L282 770M880 650L900 770`, { stroke: '#4b5563', 'stroke-width': 12 })
  out += rect(258, 766, 48, 10, { rx: 3, fill: '#374151' }) + rect(876, 766, 48, 10, { rx: 3, fill: '#374151' })
  out += poly(
    [
      [290, 640],
      [290, 664],
      [140, 690],
      [128, 678],
    ],
    { fill: '#374151' },
  )
  out +=
    circle(130, 684, 12, { fill: '#1f2937' }) +
    rect(165, 668, 12, 80, { fill: '#4b5563' }) +
    circle(171, 752, 16, { fill: '#111827' })
  // mast (behind box)
  const mx = 820
  out += rect(mx - 18, 300, 36, 350, { fill: cylH(s, '#9aa5b4') })
  out += rect(mx - 13, 200, 26, 110, { fill: cylH(s, '#b6bfca') })
  out += rect(mx - 24, 296, 48, 14, { rx: 3, fill: '#374151' })
  // GNSS antenna on the mast for position checks
  out +=
    rect(mx + 18, 360, 60, 8, { fill: '#6b7280' }) +
    path(d`M${mx + 60} 360a24 14 0 0 1 48 0Z`, { fill: '#f1f5f9', stroke: '#94a3b8', 'stroke-width': 2 })
  // chassis, wheel, enclosure
  out += rect(280, 640, 620, 26, { rx: 4, fill: panel(s, '#374151') })
  out += path(d`M470 660A86 86 0 0 1 650 660`, { fill: 'none', stroke: '#1f2937', 'stroke-width': 16 })
  out +=
    circle(560, 710, 72, { fill: '#111827' }) +
    circle(560, 710, 44, { fill: cylH(s, '#9ca3af') }) +
    circle(560, 710, 14, { fill: '#4b5563' })
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2
    out += circle(560 + Math.cos(a) * 28, 710 + Math.sin(a) * 28, 4, { fill: '#4b5563' })
  }
  out += rr(320, 520, 420, 122, 10, { fill: panel(s, box, 0.08), stroke: darken(box, 0.25), 'stroke-width': 2 })
  out += rect(320, 600, 420, 12, { fill: o.accent.base })
  for (let i = 0; i < 8; i++) out += rect(560 + i * 20, 540, 8, 44, { rx: 3, fill: darken(box, 0.18) })
  out += rr(340, 538, 120, 50, 6, { fill: darken(box, 0.06), stroke: darken(box, 0.2) })
  out += led(s, 356, 556, 5, '#22c55e') + led(s, 376, 556, 5, o.accent.base)
  // solar panel, tilted
  const sp: Pt[] = [
    [330, 478],
    [720, 430],
    [735, 470],
    [345, 512],
  ]
  out += poly(sp, {
    fill: s.lin(
      [
        [0, '#1e3a6b'],
        [1, '#0d1f3c'],
      ],
      0,
      0,
      1,
      1,
    ),
    stroke: '#cbd5e1',
    'stroke-width': 4,
  })
  let cells = ''
  for (let i = 1; i < 8; i++) {
    const t = i / 8
    cells += `M${(330 + 390 * t).toFixed(1)} ${(478 - 48 * t).toFixed(1)}L${(345 + 390 * t).toFixed(1)} ${(512 - 42 * t).toFixed(1)}`
  }
  cells += 'M337 495L727 450'
  out += path(cells, { stroke: '#5b84c4', 'stroke-width': 1.5, opacity: 0.7 })
  out += path('M420 512L430 520M640 486L650 520', { stroke: '#6b7280', 'stroke-width': 6 })
  // pan-tilt head and antenna panel
  out += rr(mx - 34, 160, 68, 44, 8, { fill: panel(s, '#2b3442') })
  const ant = g(
    { transform: `rotate(-4 ${mx} 120)` },
    rr(mx - 170 + 14, 54 - 8, 340, 122, 12, { fill: darken(box, 0.35) }),
    rr(mx - 170, 54, 340, 122, 12, { fill: panel(s, box, 0.1), stroke: darken(box, 0.25), 'stroke-width': 2 }),
    (() => {
      let patches = ''
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 10; c++) patches += `M${mx - 150 + c * 30} ${70 + r * 26}h16v14h-16Z`
      return path(patches, { fill: darken(box, 0.12) })
    })(),
    rect(mx - 170, 150, 340, 10, { fill: o.accent.base }),
    text(
      o.label,
      mx + 150,
      146,
      { size: fitSize(o.label, 120, 22), weight: 700, anchor: 'end' },
      { fill: BRAND.navy800 },
    ),
  )
  out += ant
  return {
    svg: out,
    box: { x: 110, y: 40, w: 880, h: ground - 30 },
    shadow: { cx: 560, cy: 780, rx: 420, ry: 26, o: 0.26 },
  }
}

/** Small stand under the rail: post with three splayed legs. */
function stand(s: Parameters<DeviceFn>[0], x: number, top: number, ground: number): string {
  let o = path(d`M${x} ${top + 20}L${x - 90} ${ground}M${x} ${top + 20}L${x + 90} ${ground}`, {
    stroke: '#4b5563',
    'stroke-width': 12,
    'stroke-linecap': 'round',
  })
  o += path(d`M${x} ${top + 20}L${x + 14} ${ground - 34}`, {
    stroke: '#6b7280',
    'stroke-width': 9,
    'stroke-linecap': 'round',
  })
  o += rect(x - 14, top, 28, 90, { fill: cylH(s, '#9aa5b4') }) + rr(x - 26, top + 80, 52, 22, 5, { fill: '#1f2937' })
  return o
}

export const radarRail: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#e9ecf0', '#dfe4ea', '#eef0f3'])
  const x0 = 140
  const x1 = 1060
  const ry = 470
  const ground = 800
  let out = ''
  out += stand(s, x0 + 110, ry + 30, ground) + stand(s, x1 - 110, ry + 30, ground)
  // rail: top face, front face with rack, end caps
  out += poly(
    [
      [x0, ry],
      [x1, ry],
      [x1 + 24, ry - 14],
      [x0 + 24, ry - 14],
    ],
    { fill: '#dfe4ea' },
  )
  out += rect(x0, ry, x1 - x0, 34, {
    fill: s.lin([
      [0, '#c5ccd5'],
      [1, '#8c96a3'],
    ]),
  })
  let teeth = ''
  for (let x = x0 + 10; x < x1 - 6; x += 9) teeth += `M${x} ${ry + 22}v8`
  out += path(teeth, { stroke: '#5b6472', 'stroke-width': 3 })
  out +=
    rect(x0 - 8, ry - 6, 14, 46, { rx: 3, fill: '#374151' }) + rect(x1 - 6, ry - 6, 14, 46, { rx: 3, fill: '#374151' })
  out += poly(
    [
      [x1 + 8, ry - 6],
      [x1 + 30, ry - 18],
      [x1 + 30, ry + 24],
      [x1 + 8, ry + 40],
    ],
    { fill: '#1f2937' },
  )
  // radar head on its carriage (3/4 front view: front, top and right faces)
  const hx = 470 + o.rng.range(-40, 40)
  const hw = 250
  const ht = 190
  const hy = ry - 12 - ht
  const dd = 40
  out += rect(hx - 10, ry - 20, hw + 20, 24, { rx: 4, fill: '#374151' })
  out += poly(
    [
      [hx + hw, hy],
      [hx + hw + dd, hy - dd * 0.55],
      [hx + hw + dd, hy + ht - dd * 0.55],
      [hx + hw, hy + ht],
    ],
    { fill: darken(body, 0.3) },
  )
  out += poly(
    [
      [hx, hy],
      [hx + dd, hy - dd * 0.55],
      [hx + hw + dd, hy - dd * 0.55],
      [hx + hw, hy],
    ],
    { fill: lighten(body, 0.4) },
  )
  out += rect(hx, hy, hw, ht, { fill: panel(s, body, 0.08) })
  out += rect(hx, hy + 14, hw, 8, { fill: o.accent.base })
  out += text(o.label, hx + 16, hy + ht - 18, { size: fitSize(o.label, 150, 24), weight: 700 }, { fill: BRAND.navy800 })
  out += led(s, hx + hw - 22, hy + ht - 26, 5, '#22c55e') + led(s, hx + hw - 42, hy + ht - 26, 5, o.accent.base)
  // two pyramidal horns seen from the front: flared mouth, inner walls converging to the throat
  const horn = (cx: number, cy: number): string => {
    const mw2 = 56
    const mh2 = 44
    const tw2 = 14
    const th2 = 10
    const M: Pt[] = [
      [cx - mw2, cy - mh2],
      [cx + mw2, cy - mh2],
      [cx + mw2, cy + mh2],
      [cx - mw2, cy + mh2],
    ]
    const T: Pt[] = [
      [cx - tw2 + 6, cy - th2 - 4],
      [cx + tw2 + 6, cy - th2 - 4],
      [cx + tw2 + 6, cy + th2 - 4],
      [cx - tw2 + 6, cy + th2 - 4],
    ]
    const q = (a: number, b: number, fill: string): string => {
      const ma = M[a]
      const mb = M[b]
      const tb = T[b]
      const ta = T[a]
      return ma && mb && tb && ta ? poly([ma, mb, tb, ta], { fill }) : ''
    }
    return (
      rect(cx - mw2 - 7, cy - mh2 - 7, mw2 * 2 + 14, mh2 * 2 + 14, {
        rx: 4,
        fill: '#c9d0d9',
        stroke: '#7d8795',
        'stroke-width': 2,
      }) +
      q(0, 1, '#8d97a5') +
      q(1, 2, '#5d6775') +
      q(2, 3, '#b4bcc7') +
      q(3, 0, '#737d8b') +
      poly(T, { fill: '#1b222c' })
    )
  }
  out += horn(hx + hw * 0.27, hy + ht * 0.47) + horn(hx + hw * 0.73, hy + ht * 0.47)
  // control unit on the ground with cable
  const bx = x1 - 300
  out += poly(
    [
      [bx, ground - 70],
      [bx + 130, ground - 70],
      [bx + 150, ground - 82],
      [bx + 20, ground - 82],
    ],
    { fill: '#4b5563' },
  )
  out += poly(
    [
      [bx + 130, ground - 70],
      [bx + 150, ground - 82],
      [bx + 150, ground - 12],
      [bx + 130, ground],
    ],
    { fill: '#1f2732' },
  )
  out += rect(bx, ground - 70, 130, 70, { fill: panel(s, '#3a4452') })
  out += rect(bx + 12, ground - 58, 40, 8, { rx: 3, fill: o.accent.base })
  out += path(
    d`M${hx + hw + 10} ${hy + 60}C${hx + hw + 120} ${hy + 80} ${bx + 40} ${ground - 260} ${bx + 70} ${ground - 82}`,
    { fill: 'none', stroke: '#111827', 'stroke-width': 5 },
  )
  return {
    svg: out,
    box: { x: x0 - 20, y: hy - 40, w: x1 - x0 + 70, h: ground - hy + 50 },
    shadow: { cx: 600, cy: ground, rx: 480, ry: 30, o: 0.22 },
  }
}
