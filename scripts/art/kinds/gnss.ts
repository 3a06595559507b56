/** GNSS receivers: smart antenna (rover), base station, handheld GIS, field controller, geodetic antenna. */
import { BRAND, darken, lighten, type Accent } from '../lib/color'
import { connectorUp, cylH, cylinder, dome, knurl, led, panel, rr, screenGlass, screw } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import type { Rng } from '../lib/rng'
import { circle, d, ellipse, fmt, g, line, path, poly, rect, smoothD, type Scene, type Pt } from '../lib/svg'
import type { DeviceFn } from './types'

export interface SmartAntennaStyle {
  body: string
  dome: string
  r: number
  domeH: number
  bodyH: number
  display: boolean
}

export function smartAntennaStyle(rng: Rng): SmartAntennaStyle {
  return {
    body: rng.pick(['#2b3442', '#1f2a3a', '#3a4556', BRAND.navy800]),
    dome: rng.pick(['#f4f6f8', '#e9edf2', '#fbfbfa']),
    r: rng.range(220, 250),
    domeH: rng.range(95, 125),
    bodyH: rng.range(135, 165),
    display: rng.chance(0.4),
  }
}

/**
 * Smart antenna (integrated GNSS receiver): radome, accent rim, graphite body with LEDs and model label,
 * tapered underside and 5/8" mount. Drawn with (cx, top of dome) as anchor; returns the bottom of the mount.
 */
export function smartAntenna(
  s: Scene,
  cx: number,
  top: number,
  label: string,
  accent: Accent,
  st: SmartAntennaStyle,
): { svg: string; bottom: number; r: number } {
  const R = st.r
  const ry = R * 0.16
  const y0 = top + st.domeH
  const bh = 20
  const y1 = y0 + bh
  const y2 = y1 + st.bodyH
  const Rb = R * 0.93
  const y3 = y2 + 52
  const mountR = 30
  let out = ''
  // underside cone, then mount
  out += path(
    d`M${cx - Rb} ${y2}A${Rb} ${ry} 0 0 0 ${cx + Rb} ${y2}L${cx + mountR * 1.6} ${y3}A${mountR * 1.6} 8 0 0 1 ${cx - mountR * 1.6} ${y3}Z`,
    {
      fill: cylH(s, darken(st.body, 0.25)),
    },
  )
  out += cylinder(s, cx, y3, y3 + 46, mountR, 7, '#9aa5b4')
  out += path(
    `M${fmt(cx - mountR)} ${fmt(y3 + 18)}h${fmt(mountR * 2)}M${fmt(cx - mountR)} ${fmt(y3 + 28)}h${fmt(mountR * 2)}`,
    { stroke: '#5d6776', 'stroke-width': 2, opacity: 0.6 },
  )
  // body
  out += path(
    d`M${cx - R} ${y1}A${R} ${ry} 0 0 0 ${cx + R} ${y1}L${cx + Rb} ${y2}A${Rb} ${ry} 0 0 1 ${cx - Rb} ${y2}Z`,
    { fill: cylH(s, st.body) },
  )
  // lower trim line
  out += path(d`M${cx - Rb} ${y2 - 12}A${Rb} ${ry} 0 0 0 ${cx + Rb} ${y2 - 12}`, {
    fill: 'none',
    stroke: lighten(st.body, 0.25),
    'stroke-width': 2,
    opacity: 0.5,
  })
  // accent rim
  out += path(d`M${cx - R} ${y0}A${R} ${ry} 0 0 0 ${cx + R} ${y0}V${y1}A${R} ${ry} 0 0 1 ${cx - R} ${y1}Z`, {
    fill: cylH(s, accent.base),
  })
  // radome
  const domePath = d`M${cx - R} ${y0}C${cx - R} ${y0 - st.domeH * 0.78} ${cx - R * 0.52} ${top} ${cx} ${top}C${cx + R * 0.52} ${top} ${cx + R} ${y0 - st.domeH * 0.78} ${cx + R} ${y0}A${R} ${ry} 0 0 1 ${cx - R} ${y0}Z`
  out += path(domePath, { fill: dome(s, st.dome) })
  out += path(d`M${cx - R * 0.97} ${y0 - 10}A${R * 0.97} ${ry} 0 0 0 ${cx + R * 0.97} ${y0 - 10}`, {
    fill: 'none',
    stroke: darken(st.dome, 0.12),
    'stroke-width': 2,
  })
  out += ellipse(cx - R * 0.32, top + st.domeH * 0.3, R * 0.3, st.domeH * 0.13, {
    fill: '#fff',
    opacity: 0.55,
    transform: `rotate(-14 ${fmt(cx - R * 0.32)} ${fmt(top + st.domeH * 0.3)})`,
  })
  // label
  const labelY = y1 + st.bodyH * 0.42
  out += text(
    label,
    cx,
    labelY,
    { size: fitSize(label, R * 0.9, 44), weight: 700, anchor: 'middle', tracking: 0.02 },
    { fill: '#f8fafc' },
  )
  // status panel
  const py = y1 + st.bodyH * 0.62
  if (st.display) {
    out += rr(cx - 78, py - 6, 156, 44, 8, { fill: '#0b1220', stroke: lighten(st.body, 0.3), 'stroke-width': 2 })
    out += rr(cx - 70, py, 100, 32, 4, { fill: '#13335e' })
    out += path(
      `M${fmt(cx - 62)} ${fmt(py + 10)}h40M${fmt(cx - 62)} ${fmt(py + 19)}h62M${fmt(cx - 62)} ${fmt(py + 26)}h28`,
      { stroke: BRAND.sky, 'stroke-width': 3, opacity: 0.85 },
    )
    out += led(s, cx + 50, py + 16, 6, '#22c55e')
  } else {
    out += rr(cx - 92, py, 184, 34, 17, {
      fill: darken(st.body, 0.45),
      stroke: lighten(st.body, 0.2),
      'stroke-width': 1.5,
    })
    const cols = ['#22c55e', accent.light, '#38bdf8', '#ef4444']
    cols.forEach((c, i) => {
      out += led(s, cx - 63 + i * 42, py + 17, 6.5, c)
    })
  }
  // power button
  out += circle(cx + R * 0.66, y1 + st.bodyH * 0.5, 15, {
    fill: darken(st.body, 0.3),
    stroke: lighten(st.body, 0.35),
    'stroke-width': 2,
  })
  out += path(
    d`M${cx + R * 0.66 - 5} ${y1 + st.bodyH * 0.5 - 4}a7 7 0 1 0 10 0M${cx + R * 0.66} ${y1 + st.bodyH * 0.5 - 9}v8`,
    { fill: 'none', stroke: '#e2e8f0', 'stroke-width': 2.2, 'stroke-linecap': 'round' },
  )
  // port covers on the left
  out += rr(cx - R * 0.8, y1 + st.bodyH * 0.45, 34, 20, 6, { fill: darken(st.body, 0.35) })
  return { svg: out, bottom: y3 + 46, r: R }
}

export const roverReceiver: DeviceFn = (s, o) => {
  const st = smartAntennaStyle(o.rng)
  const top = 200
  const ant = smartAntenna(s, 600, top, o.label, o.accent, st)
  return {
    svg: ant.svg,
    box: { x: 600 - ant.r - 10, y: top, w: ant.r * 2 + 20, h: ant.bottom - top },
    shadow: { cx: 600, cy: ant.bottom + 6, rx: ant.r * 1.05, ry: 34 },
  }
}

/** Survey tripod: aluminium legs with clamps, seen slightly from above. */
export function tripod(
  s: Scene,
  cx: number,
  headY: number,
  footY: number,
  spread: number,
  legColor = '#c3cad3',
): string {
  const leg = (x0: number, x1: number, y1: number, back: boolean): string => {
    const y0 = headY + 10
    const mx = x0 + (x1 - x0) * 0.56
    const my = y0 + (y1 - y0) * 0.56
    const c = back ? darken(legColor, 0.25) : legColor
    const w0 = back ? 11 : 15
    const w1 = back ? 6 : 9
    let o = poly(
      [
        [x0 - w0, y0],
        [x0 + w0, y0],
        [mx + w0 * 0.8, my],
        [mx - w0 * 0.8, my],
      ],
      { fill: c, stroke: darken(c, 0.3), 'stroke-width': 1.2 },
    )
    o += poly(
      [
        [mx - w1, my],
        [mx + w1, my],
        [x1 + w1 * 0.6, y1 - 22],
        [x1 - w1 * 0.6, y1 - 22],
      ],
      { fill: darken(c, 0.18), stroke: darken(c, 0.4), 'stroke-width': 1.2 },
    )
    o += rr(mx - w0 - 3, my - 14, (w0 + 3) * 2, 22, 4, { fill: '#1f2937' })
    o += poly(
      [
        [x1 - w1 * 0.6, y1 - 22],
        [x1 + w1 * 0.6, y1 - 22],
        [x1, y1],
      ],
      { fill: '#6b7280' },
    )
    o += path(d`M${x1 + (x1 > x0 ? -1 : 1) * 4} ${y1 - 26}h${x1 > x0 ? -16 : 16}`, {
      stroke: '#374151',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    })
    return o
  }
  let out = leg(cx + 8, cx + spread * 0.18, footY - 46, true)
  out += leg(cx - 22, cx - spread, footY, false)
  out += leg(cx + 22, cx + spread, footY, false)
  // head: plate with hinge blocks
  out += path(d`M${cx - 74} ${headY}V${headY + 14}A74 18 0 0 0 ${cx + 74} ${headY + 14}V${headY}Z`, {
    fill: cylH(s, '#8a94a3'),
  })
  out += ellipse(cx, headY, 74, 18, { fill: '#c9d0d9', stroke: '#8a94a3', 'stroke-width': 1.5 })
  for (const hx of [-52, 52]) out += rr(cx + hx - 12, headY + 8, 24, 22, 4, { fill: '#111827' })
  return out
}

/** Tribrach with three levelling screws, sitting on a tripod head at y. Returns markup and its top. */
export function tribrach(s: Scene, cx: number, y: number, w = 130): { svg: string; top: number } {
  let out = path(d`M${cx - w / 2} ${y}L${cx - w * 0.4} ${y - 24}H${cx + w * 0.4}L${cx + w / 2} ${y}Z`, {
    fill: panel(s, '#2a3340', 0.2),
  })
  out += knurl(s, cx - w * 0.42, y - 10, 26, 18, '#3b4656')
  out += knurl(s, cx + w * 0.42, y - 10, 26, 18, '#3b4656')
  out += knurl(s, cx, y - 6, 30, 16, '#4b5667')
  out += rr(cx - w * 0.36, y - 44, w * 0.72, 20, 5, { fill: panel(s, '#3a4452') })
  out += circle(cx + w * 0.22, y - 34, 6, { fill: '#86efac', stroke: '#14532d', 'stroke-width': 1.5 })
  return { svg: out, top: y - 44 }
}

export const baseStation: DeviceFn = (s, o) => {
  const cx = 620
  const headY = 530
  const footY = 870
  let out = ''
  // whip antenna on the radio (behind everything)
  const rx = cx - 235
  const radioTop = 600
  out += path(d`M${rx + 28} ${radioTop - 8}L${rx + 24} ${80}`, {
    stroke: '#111827',
    'stroke-width': 7,
    'stroke-linecap': 'round',
  })
  out += path(d`M${rx + 29} ${radioTop - 8}L${rx + 26} ${80}`, { stroke: '#4b5563', 'stroke-width': 2, opacity: 0.7 })
  out += circle(rx + 24, 78, 7, { fill: '#111827' })
  out += rr(rx + 18, radioTop - 70, 20, 62, 8, { fill: cylH(s, '#1f2937') })
  out += tripod(s, cx, headY, footY, 290)
  // radio clamped to the left leg
  out += rr(rx - 38, radioTop, 120, 150, 12, { fill: panel(s, '#263041', 0.15), stroke: '#111827', 'stroke-width': 2 })
  out += rect(rx - 38, radioTop + 18, 120, 10, { fill: o.accent.base })
  for (let i = 0; i < 5; i++) out += rect(rx - 26 + i * 20, radioTop + 40, 10, 70, { rx: 4, fill: '#1a2230' })
  out +=
    led(s, rx - 18, radioTop + 130, 4.5, '#22c55e') +
    led(s, rx, radioTop + 130, 4.5, o.accent.light) +
    led(s, rx + 18, radioTop + 130, 4.5, '#ef4444')
  out += connectorUp(s, rx + 28, radioTop, 22, 26)
  out += rr(rx + 10, radioTop + 60, 110, 22, 6, { fill: '#111827' })
  // receiver on extension pole + tribrach
  const tb = tribrach(s, cx, headY - 6, 150)
  out += tb.svg
  const st = smartAntennaStyle(o.rng)
  const k = 0.6
  const antTop = 170
  const poleTop = antTop + (st.domeH + 20 + st.bodyH + 52 + 46) * k
  out += rect(cx - 13, poleTop - 4, 26, tb.top - poleTop + 6, { fill: cylH(s, '#aab3bf') })
  out += g(
    { transform: `translate(${fmt(cx)} ${fmt(antTop)}) scale(${k}) translate(${fmt(-cx)} ${fmt(-antTop)})` },
    smartAntenna(s, cx, antTop, o.label, o.accent, st).svg,
  )
  // cable from radio to receiver
  out += path(
    d`M${rx + 82} ${radioTop + 70}C${rx + 190} ${radioTop + 90} ${cx - 100} ${poleTop + 40} ${cx - 20} ${poleTop + 14}`,
    { fill: 'none', stroke: '#111827', 'stroke-width': 5, 'stroke-linecap': 'round' },
  )
  return {
    svg: out,
    box: { x: rx - 60, y: 70, w: cx + 300 - (rx - 60), h: footY - 70 },
    shadow: { cx: cx + 10, cy: footY - 10, rx: 330, ry: 36, o: 0.22 },
  }
}

function mapScreen(s: Scene, x: number, y: number, w: number, h: number, accent: Accent, rng: Rng): string {
  const clip = s.raw(`map${x},${y},${w},${h}`, (id) => `<clipPath id="${id}">${rr(x, y, w, h, 6)}</clipPath>`)
  let m = rect(x, y, w, h, { fill: '#eef2ee' })
  // terrain tint blobs and contours
  m += path(
    smoothD(
      [
        [x - 20, y + h * 0.7],
        [x + w * 0.3, y + h * 0.55],
        [x + w * 0.55, y + h * 0.75],
        [x + w + 20, y + h * 0.6],
        [x + w + 20, y + h + 20],
        [x - 20, y + h + 20],
      ],
      true,
    ),
    { fill: '#dfe9d8' },
  )
  for (let i = 0; i < 5; i++) {
    const yy = y + h * (0.2 + i * 0.16)
    m += path(
      smoothD([
        [x - 10, yy + rng.range(-15, 15)],
        [x + w * 0.3, yy + rng.range(-25, 25)],
        [x + w * 0.65, yy + rng.range(-25, 25)],
        [x + w + 10, yy + rng.range(-15, 15)],
      ]),
      { fill: 'none', stroke: '#b9c7b2', 'stroke-width': 1.5 },
    )
  }
  m += path(
    smoothD([
      [x + w * 0.62, y - 10],
      [x + w * 0.7, y + h * 0.3],
      [x + w * 0.9, y + h * 0.45],
      [x + w + 10, y + h * 0.44],
    ]),
    { fill: 'none', stroke: '#9cc3e6', 'stroke-width': 9 },
  )
  m += path(
    smoothD([
      [x - 10, y + h * 0.32],
      [x + w * 0.4, y + h * 0.42],
      [x + w * 0.6, y + h * 0.9],
      [x + w * 0.55, y + h + 10],
    ]),
    { fill: 'none', stroke: '#ffffff', 'stroke-width': 12 },
  )
  m += path(
    smoothD([
      [x - 10, y + h * 0.32],
      [x + w * 0.4, y + h * 0.42],
      [x + w * 0.6, y + h * 0.9],
      [x + w * 0.55, y + h + 10],
    ]),
    { fill: 'none', stroke: '#f3c77a', 'stroke-width': 4 },
  )
  // surveyed parcel
  const par: Pt[] = [
    [x + w * 0.14, y + h * 0.5],
    [x + w * 0.42, y + h * 0.56],
    [x + w * 0.46, y + h * 0.8],
    [x + w * 0.12, y + h * 0.78],
  ]
  m += poly(par, { fill: accent.base, 'fill-opacity': 0.28, stroke: accent.dark, 'stroke-width': 2.5 })
  for (const [px, py] of par) m += rect(px - 4, py - 4, 8, 8, { fill: '#fff', stroke: accent.dark, 'stroke-width': 2 })
  // position
  const px = x + w * 0.56
  const py = y + h * 0.36
  m +=
    circle(px, py, 26, { fill: '#2563eb', opacity: 0.15 }) +
    circle(px, py, 9, { fill: '#2563eb', stroke: '#fff', 'stroke-width': 3.5 })
  // status bar + toolbar
  m += rect(x, y, w, 22, { fill: '#0f172a' })
  m +=
    rect(x + 10, y + 8, 30, 6, { rx: 2, fill: '#94a3b8' }) + rect(x + w - 44, y + 7, 34, 8, { rx: 2, fill: '#22c55e' })
  m += rect(x, y + h - 40, w, 40, { fill: '#ffffff', opacity: 0.94 })
  for (let i = 0; i < 4; i++)
    m += circle(x + w * (0.14 + i * 0.24), y + h - 20, 9, { fill: i === 1 ? accent.base : '#94a3b8' })
  return g({ 'clip-path': `url(#${clip})` }, m)
}

function surveyScreen(s: Scene, x: number, y: number, w: number, h: number, accent: Accent, rng: Rng): string {
  const clip = s.raw(`srv${x},${y},${w},${h}`, (id) => `<clipPath id="${id}">${rr(x, y, w, h, 4)}</clipPath>`)
  let m = rect(x, y, w, h, { fill: '#f8fafc' })
  m += rect(x, y, w, 26, { fill: BRAND.navy800 })
  m +=
    rect(x + 10, y + 9, 40, 8, { rx: 2, fill: '#cbd5e1' }) + rect(x + w - 50, y + 8, 40, 10, { rx: 2, fill: '#22c55e' })
  // plan view with points and a stake-out line
  const pts: Pt[] = Array.from({ length: 7 }, () => [
    x + rng.range(0.1, 0.9) * w,
    y + 40 + rng.range(0.05, 0.6) * (h - 70),
  ])
  m += path(
    smoothD([
      [x, y + h * 0.75],
      [x + w * 0.5, y + h * 0.55],
      [x + w, y + h * 0.62],
    ]),
    { fill: 'none', stroke: '#cbd5e1', 'stroke-width': 10 },
  )
  for (const [px, py] of pts)
    m += poly(
      [
        [px, py - 6],
        [px + 6, py + 5],
        [px - 6, py + 5],
      ],
      { fill: BRAND.navy700 },
    )
  const t = pts[2] ?? [x + w / 2, y + h / 2]
  m += line(x + w * 0.2, y + h * 0.78, t[0], t[1], {
    stroke: accent.base,
    'stroke-width': 3,
    'stroke-dasharray': '8 6',
  })
  m += circle(t[0], t[1], 14, { fill: 'none', stroke: accent.base, 'stroke-width': 3 })
  m += circle(x + w * 0.2, y + h * 0.78, 8, { fill: '#2563eb', stroke: '#fff', 'stroke-width': 3 })
  m += rect(x, y + h - 34, w, 34, { fill: '#e2e8f0' })
  m +=
    rect(x + 10, y + h - 23, w * 0.3, 12, { rx: 3, fill: '#94a3b8' }) +
    rect(x + w * 0.55, y + h - 23, w * 0.35, 12, { rx: 3, fill: accent.base })
  return g({ 'clip-path': `url(#${clip})` }, m)
}

/** Rugged shell with accent corner bumpers; returns the markup of the shell only. */
function ruggedShell(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  body: string,
  accent: Accent,
): string {
  let out = rr(x + 18, y + 12, w, h, r, { fill: darken(body, 0.45) })
  out += rr(x, y, w, h, r, { fill: panel(s, accent.base, 0.1) })
  out += rr(x + 10, y + 10, w - 20, h - 20, r - 8, { fill: panel(s, body, 0.12) })
  const cut = r + 40
  out +=
    rect(x + cut, y, w - cut * 2, 14, { fill: lighten(body, 0.06) }) +
    rect(x + cut, y + h - 14, w - cut * 2, 14, { fill: darken(body, 0.1) })
  out +=
    rect(x, y + cut, 14, h - cut * 2, { fill: body }) +
    rect(x + w - 14, y + cut, 14, h - cut * 2, { fill: darken(body, 0.08) })
  out += rr(x + 4, y + 4, w - 8, h - 8, r - 3, {
    fill: 'none',
    stroke: '#fff',
    'stroke-opacity': 0.12,
    'stroke-width': 2,
  })
  return out
}

export const handheldGis: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#273244', '#1f2937', '#2d3748'])
  const w = 300
  const h = o.rng.range(590, 630)
  const x = 600 - w / 2
  const y = 140
  let out = ''
  // GNSS antenna hump and stub
  out += rr(x + 40, y - 26, 120, 60, 26, { fill: panel(s, darken(body, 0.2)) })
  out += rr(x + w - 70, y - 16, 36, 40, 12, { fill: '#111827' })
  out += ruggedShell(s, x, y, w, h, 46, body, o.accent)
  // side keys
  out +=
    rr(x + w - 4, y + 170, 12, 60, 5, { fill: darken(body, 0.3) }) +
    rr(x - 8, y + 200, 12, 80, 5, { fill: o.accent.dark })
  // screen
  const sx = x + 30
  const sy = y + 58
  const sw = w - 60
  const sh = h * 0.6
  out += rr(sx - 8, sy - 8, sw + 16, sh + 16, 14, { fill: '#0b0f17' })
  out += mapScreen(s, sx, sy, sw, sh, o.accent, o.rng)
  out += rr(sx, sy, sw, sh, 6, { fill: screenGlass(s) })
  out += rr(x + w / 2 - 24, y + 26, 48, 8, 4, { fill: '#0b0f17' })
  // label + keys
  const ky = sy + sh + 36
  out += text(
    o.label,
    x + w / 2,
    ky + 8,
    { size: fitSize(o.label, w - 100, 24), weight: 700, anchor: 'middle' },
    { fill: '#e2e8f0' },
  )
  const ky2 = ky + 60
  out +=
    rr(x + 34, ky2 - 20, 64, 40, 14, { fill: darken(body, 0.35) }) +
    rr(x + w - 98, ky2 - 20, 64, 40, 14, { fill: darken(body, 0.35) })
  out +=
    circle(x + w / 2, ky2, 30, { fill: darken(body, 0.35), stroke: lighten(body, 0.2), 'stroke-width': 2 }) +
    circle(x + w / 2, ky2, 12, { fill: o.accent.base })
  out += path(d`M${x + 56} ${ky2}h20M${x + w - 76} ${ky2}h20`, {
    stroke: '#cbd5e1',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  })
  out += led(s, x + 36, y + 30, 4, '#22c55e')
  const tilt = o.rng.range(-7, -3)
  return {
    svg: g({ transform: `rotate(${fmt(tilt)} 600 ${fmt(y + h / 2)})` }, out),
    box: { x: x - 60, y: y - 40, w: w + 140, h: h + 80 },
    shadow: { cx: 610, cy: y + h + 30, rx: 230, ry: 28, o: 0.3 },
  }
}

export const fieldController: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#2b3445', '#1f2937', '#374151'])
  const w = 320
  const h = 640
  const x = 600 - w / 2
  const y = 130
  let out = ''
  // hand strap behind
  out += rr(x - 26, y + 300, 60, 200, 18, { fill: '#111827' })
  out += rr(x + w - 70, y - 44, 34, 64, 12, { fill: cylH(s, '#111827') })
  out += ruggedShell(s, x, y, w, h, 40, body, o.accent)
  const sx = x + 34
  const sy = y + 50
  const sw = w - 68
  const sh = 250
  out += rr(sx - 8, sy - 8, sw + 16, sh + 16, 10, { fill: '#0b0f17' })
  out += surveyScreen(s, sx, sy, sw, sh, o.accent, o.rng)
  out += rr(sx, sy, sw, sh, 4, { fill: screenGlass(s) })
  out += text(o.label, x + 40, sy + sh + 40, { size: fitSize(o.label, 150, 22), weight: 700 }, { fill: '#e2e8f0' })
  out += led(s, x + w - 50, sy + sh + 32, 4, '#22c55e') + led(s, x + w - 70, sy + sh + 32, 4, o.accent.light)
  // keypad: function row + 4x4 keys + d-pad
  const ky = sy + sh + 62
  for (let i = 0; i < 4; i++)
    out += rr(x + 34 + i * 66, ky, 54, 22, 8, { fill: i === 0 || i === 3 ? o.accent.base : darken(body, 0.3) })
  const keyW = 48
  const keyH = 34
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      const kx = x + 34 + c * 66
      const kyy = ky + 40 + r * 48
      if (c === 3 && r < 2) continue
      out += rr(kx, kyy, keyW + 6, keyH, 9, { fill: panel(s, '#4b5563', 0.15), stroke: '#111827', 'stroke-width': 1.5 })
      out += rect(kx + 17, kyy + 15, 20, 4, { rx: 2, fill: '#e5e7eb', opacity: 0.85 })
    }
  const dx = x + 34 + 3 * 66 + 27
  const dy = ky + 40 + 40
  out +=
    circle(dx, dy, 36, { fill: darken(body, 0.35), stroke: lighten(body, 0.25), 'stroke-width': 2 }) +
    circle(dx, dy, 13, { fill: '#4b5563' })
  const tilt = o.rng.range(3, 7)
  return {
    svg: g({ transform: `rotate(${fmt(tilt)} 600 ${fmt(y + h / 2)})` }, out),
    box: { x: x - 70, y: y - 50, w: w + 150, h: h + 90 },
    shadow: { cx: 595, cy: y + h + 36, rx: 230, ry: 28, o: 0.3 },
  }
}

export const geodeticAntenna: DeviceFn = (s, o) => {
  const cx = 600
  const hint = o.hint ?? ''
  const variant = /helic|helix/.test(hint)
    ? 'helix'
    : /choke/.test(hint)
      ? 'choke'
      : /survey|compact/.test(hint)
        ? 'survey'
        : o.rng.pick(['choke', 'choke', 'survey', 'helix'])
  const helix = variant === 'helix'
  let out = ''
  const tbY = 760
  const tb = tribrach(s, cx, tbY, 170)
  if (helix) {
    const top = 170
    const bot = 560
    const r = 92
    out += rect(cx - 22, bot, 44, tb.top - bot + 4, { fill: cylH(s, '#9aa5b4') })
    out += path(
      d`M${cx - r} ${bot}V${top + r * 0.7}C${cx - r} ${top - 4} ${cx + r} ${top - 4} ${cx + r} ${top + r * 0.7}V${bot}A${r} ${r * 0.3} 0 0 1 ${cx - r} ${bot}Z`,
      { fill: cylH(s, '#eef1f4') },
    )
    out += path(
      d`M${cx - r} ${bot - 40}A${r} ${r * 0.3} 0 0 0 ${cx + r} ${bot - 40}V${bot - 26}A${r} ${r * 0.3} 0 0 1 ${cx - r} ${bot - 26}Z`,
      { fill: cylH(s, o.accent.base) },
    )
    out += text(
      o.label,
      cx,
      bot - 80,
      { size: fitSize(o.label, 150, 30), weight: 700, anchor: 'middle' },
      { fill: BRAND.navy800 },
    )
    out += ellipse(cx - r * 0.45, top + 110, 16, 110, { fill: '#fff', opacity: 0.6 })
    out += tb.svg
    return {
      svg: out,
      box: { x: cx - 240, y: top - 10, w: 480, h: tbY - top + 20 },
      shadow: { cx, cy: tbY + 4, rx: 200, ry: 26 },
    }
  }
  if (variant === 'survey') {
    // low-profile survey antenna: graphite base, white radome, accent band, TNC connector, on a short pole
    const top = 300
    const R = 230
    const ry = R * 0.2
    const y0 = top + 90
    const y1 = y0 + 70
    out += rect(cx - 22, y1 + 20, 44, tb.top - y1 - 16, { fill: cylH(s, '#9aa5b4') })
    out += tb.svg
    out += path(d`M${cx - R} ${y0}V${y1}A${R} ${ry} 0 0 0 ${cx + R} ${y1}V${y0}Z`, { fill: cylH(s, '#2b3442') })
    out += path(
      d`M${cx - R} ${y1 - 18}A${R} ${ry} 0 0 0 ${cx + R} ${y1 - 18}V${y1 - 10}A${R} ${ry} 0 0 1 ${cx - R} ${y1 - 10}Z`,
      { fill: cylH(s, o.accent.base) },
    )
    out += path(
      d`M${cx - R} ${y0}C${cx - R} ${top + 10} ${cx - R * 0.5} ${top} ${cx} ${top}C${cx + R * 0.5} ${top} ${cx + R} ${top + 10} ${cx + R} ${y0}A${R} ${ry} 0 0 1 ${cx - R} ${y0}Z`,
      { fill: dome(s, '#f3f5f7') },
    )
    out += ellipse(cx - R * 0.35, top + 30, R * 0.3, 14, { fill: '#fff', opacity: 0.6 })
    out += text(
      o.label,
      cx,
      y0 + ry + 22,
      { size: fitSize(o.label, 160, 28), weight: 700, anchor: 'middle' },
      { fill: '#f1f5f9' },
    )
    out += connectorUp(s, cx + R * 0.62, y1 + ry * 0.9 + 34, 26, 34)
    return {
      svg: out,
      box: { x: cx - R - 30, y: top - 20, w: R * 2 + 60, h: tbY - top + 40 },
      shadow: { cx, cy: tbY + 4, rx: 220, ry: 26 },
    }
  }
  const R = 300
  const k = 0.28
  const topY = 400
  const side = 74
  // mount column
  out += rect(cx - 40, topY + side, 80, tb.top - topY - side + 4, { fill: cylH(s, '#9aa5b4') })
  out += rect(cx - 52, tb.top - 30, 104, 30, { rx: 6, fill: cylH(s, '#6b7686') })
  out += tb.svg
  // side of the ring assembly
  out += path(d`M${cx - R} ${topY}V${topY + side}A${R} ${R * k} 0 0 0 ${cx + R} ${topY + side}V${topY}Z`, {
    fill: cylH(s, '#b7c0cc'),
  })
  out += path(
    d`M${cx - R} ${topY + side - 16}A${R} ${R * k} 0 0 0 ${cx + R} ${topY + side - 16}V${topY + side - 6}A${R} ${R * k} 0 0 1 ${cx - R} ${topY + side - 6}Z`,
    { fill: cylH(s, o.accent.base) },
  )
  out += text(
    o.label,
    cx,
    topY + R * k + 40,
    { size: fitSize(o.label, 220, 30), weight: 700, anchor: 'middle' },
    { fill: BRAND.navy800 },
  )
  // choke rings: rim, groove, rim...
  const rings = [R, R * 0.86, R * 0.72, R * 0.58]
  rings.forEach((r, i) => {
    out += ellipse(cx, topY, r, r * k, {
      fill: i === 0 ? '#dfe4ea' : '#cfd6df',
      stroke: '#8f9aa8',
      'stroke-width': 1.2,
    })
    const gr = r - R * 0.035
    out += ellipse(cx, topY + 5, gr, gr * k, {
      fill: s.lin([
        [0, '#3b4452'],
        [1, '#7b8594'],
      ]),
    })
    out += ellipse(cx, topY + 9, gr - R * 0.02, (gr - R * 0.02) * k, { fill: '#aeb7c3' })
  })
  // central element under a radome
  const rr0 = R * 0.44
  const dh = 120
  out += path(
    d`M${cx - rr0} ${topY}C${cx - rr0} ${topY - dh * 0.8} ${cx - rr0 * 0.5} ${topY - dh} ${cx} ${topY - dh}C${cx + rr0 * 0.5} ${topY - dh} ${cx + rr0} ${topY - dh * 0.8} ${cx + rr0} ${topY}A${rr0} ${rr0 * k} 0 0 1 ${cx - rr0} ${topY}Z`,
    { fill: dome(s, '#f3f5f7') },
  )
  out += ellipse(cx - rr0 * 0.35, topY - dh * 0.62, rr0 * 0.28, dh * 0.12, { fill: '#fff', opacity: 0.6 })
  out += screw(cx - R * 0.93, topY + 2, 6) + screw(cx + R * 0.93, topY + 2, 6) + screw(cx, topY + R * k - 8, 6)
  return {
    svg: out,
    box: { x: cx - R - 20, y: topY - dh - 10, w: R * 2 + 40, h: tbY - topY + dh + 20 },
    shadow: { cx, cy: tbY + 4, rx: 240, ry: 28 },
  }
}

/** Smart antenna on a carbon survey pole with bubble vial and grip (heroes, scenes, fallback image). */
export const roverPole: DeviceFn = (s, o) => {
  const st = smartAntennaStyle(o.rng)
  const cx = 600
  const top = 100
  const ant = smartAntenna(s, cx, top, o.label, o.accent, st)
  const poleTop = ant.bottom - 6
  const tip = poleTop + 1150
  let out = rect(cx - 20, poleTop, 40, tip - poleTop - 60, { fill: cylH(s, '#2b3038') })
  for (let y = poleTop + 180; y < tip - 120; y += 240) out += rect(cx - 20, y, 40, 12, { fill: cylH(s, o.accent.base) })
  // bubble vial clamp and rubber grip
  const vy = poleTop + 330
  out +=
    rr(cx - 22, vy, 44, 60, 8, { fill: cylH(s, '#9aa5b4') }) +
    rr(cx + 18, vy + 8, 46, 44, 10, { fill: cylH(s, '#6b7686') })
  out +=
    circle(cx + 41, vy + 30, 14, { fill: '#d9f99d', stroke: '#3f6212', 'stroke-width': 2 }) +
    circle(cx + 43, vy + 28, 5, { fill: '#a3e635' })
  out += rr(cx - 25, vy + 110, 50, 170, 14, { fill: cylH(s, '#1c1f24') })
  for (let i = 0; i < 7; i++) out += rect(cx - 25, vy + 124 + i * 22, 50, 6, { fill: '#0b0d10', opacity: 0.6 })
  out += path(d`M${cx - 20} ${tip - 60}L${cx + 20} ${tip - 60}L${cx + 3} ${tip}H${cx - 3}Z`, {
    fill: cylH(s, '#9aa5b4'),
  })
  return {
    svg: out + ant.svg,
    box: { x: cx - ant.r - 10, y: top, w: ant.r * 2 + 20, h: tip - top },
    shadow: { cx, cy: tip, rx: 140, ry: 16, o: 0.35 },
  }
}
