/** Optical survey instruments: total station and digital level. */
import { BRAND, darken } from '../lib/color'
import { cylH, glass, knurl, led, panel, rr } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import { circle, d, ellipse, path, rect } from '../lib/svg'
import { tribrach } from './gnss'
import type { DeviceFn } from './types'

export const totalStation: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#eef1f4', '#e7eaee', '#f3f1ea'])
  const cx = 600
  let out = ''
  const tb = tribrach(s, cx, 800, 280)
  out += tb.svg
  // rotating base
  out += rr(cx - 150, tb.top - 44, 300, 46, 12, { fill: panel(s, '#3a4452') })
  out += knurl(s, cx + 170, tb.top - 22, 36, 26, '#2b3442')
  // lower housing with display and keypad
  const ly = tb.top - 220
  out += rr(cx - 182, ly + 8, 364, 180, 24, { fill: darken(body, 0.3), transform: 'translate(16 -6)' })
  out += rr(cx - 182, ly, 364, 180, 24, { fill: panel(s, body, 0.08) })
  out += rr(cx - 150, ly + 26, 170, 108, 10, { fill: '#0b1220' })
  out += rect(cx - 140, ly + 36, 150, 88, {
    rx: 4,
    fill: s.lin([
      [0, '#cfe3f5'],
      [1, '#a9c6e3'],
    ]),
  })
  out += path(
    d`M${cx - 130} ${ly + 54}h90M${cx - 130} ${ly + 74}h120M${cx - 130} ${ly + 94}h70M${cx - 130} ${ly + 112}h100`,
    { stroke: '#1e3a5f', 'stroke-width': 5, opacity: 0.8 },
  )
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      out += rr(cx + 40 + c * 42, ly + 26 + r * 28, 34, 20, 6, {
        fill: r === 0 && c === 2 ? o.accent.base : panel(s, '#4b5563', 0.15),
      })
  out += rect(cx - 182, ly + 150, 364, 12, { fill: o.accent.base })
  // standards
  const sy = ly - 260
  const sw = 92
  const stand = (x: number): string =>
    rr(x + 14, sy - 6, sw, 290, 28, { fill: darken(body, 0.3) }) + rr(x, sy, sw, 290, 28, { fill: panel(s, body, 0.1) })
  out += stand(cx - 182) + stand(cx + 182 - sw)
  out += text(
    o.label,
    cx - 136,
    sy + 62,
    { size: fitSize(o.label, 76, 30), weight: 700, anchor: 'middle' },
    { fill: BRAND.navy800 },
  )
  out += rect(cx - 172, sy + 80, sw - 20, 8, { rx: 4, fill: o.accent.base })
  out += knurl(s, cx + 194, sy + 190, 30, 40, '#2b3442')
  out += circle(cx - 136, sy + 190, 20, { fill: '#2b3442', stroke: '#111827', 'stroke-width': 3 })
  // telescope (objective facing the viewer)
  const ty = sy + 150
  out += rr(cx - 92, ty - 110, 184, 220, 40, { fill: cylH(s, '#39424f') })
  out +=
    circle(cx, ty, 86, { fill: '#1f2530' }) +
    circle(cx, ty, 74, { fill: '#3a4250' }) +
    circle(cx, ty, 62, { fill: glass(s) })
  out += circle(cx, ty, 22, { fill: '#0b0f17', opacity: 0.6 })
  out += path(d`M${cx - 44} ${ty - 24}a50 50 0 0 1 40 -34`, {
    fill: 'none',
    stroke: '#fff',
    'stroke-width': 6,
    opacity: 0.45,
    'stroke-linecap': 'round',
  })
  out += circle(cx + 28, ty + 30, 6, { fill: '#fff', opacity: 0.25 })
  // carrying handle with sight
  out += path(d`M${cx - 150} ${sy + 10}C${cx - 140} ${sy - 80} ${cx + 140} ${sy - 80} ${cx + 150} ${sy + 10}`, {
    fill: 'none',
    stroke: '#1f2937',
    'stroke-width': 24,
    'stroke-linecap': 'round',
  })
  out += rr(cx - 40, sy - 84, 80, 22, 6, { fill: '#2b3442' })
  out += led(s, cx + 150, ly + 40, 5, '#22c55e')
  if (/robotic/.test(o.hint ?? '')) {
    // robotic instruments carry a radio for the remote controller
    out +=
      rect(cx + 96, sy - 150, 10, 96, { rx: 5, fill: '#111827' }) + rr(cx + 88, sy - 70, 26, 30, 6, { fill: '#2b3442' })
  }
  return {
    svg: out,
    box: { x: cx - 230, y: sy - 160, w: 460, h: 800 - sy + 170 },
    shadow: { cx, cy: 800, rx: 250, ry: 26 },
  }
}

export const digitalLevel: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#eef1f4', '#e5e8ec', '#2f3744'])
  const dark = body === '#2f3744'
  const cx = 600
  let out = ''
  const tb = tribrach(s, cx, 760, 240)
  out += tb.svg
  out += rr(cx - 130, tb.top - 60, 260, 62, 14, { fill: panel(s, '#3a4452') })
  out += knurl(s, cx + 150, tb.top - 30, 34, 30, '#2b3442')
  out += knurl(s, cx - 150, tb.top - 30, 34, 30, '#2b3442')
  // body
  const by = tb.top - 240
  const bx0 = cx - 300
  const bw = 580
  const bh = 180
  // objective barrel (left) and eyepiece (right)
  out += rr(bx0 - 60, by + 30, 90, bh - 60, 16, { fill: cylH(s, '#2b3442') })
  out += ellipse(bx0 - 60, by + bh / 2, 18, (bh - 60) / 2 - 4, { fill: glass(s) })
  out += rr(bx0 + bw - 20, by + 50, 80, bh - 100, 12, { fill: cylH(s, '#1f2530') })
  for (let i = 0; i < 4; i++)
    out += rect(bx0 + bw + 10 + i * 12, by + 50, 5, bh - 100, { fill: '#111827', opacity: 0.6 })
  out += rr(bx0, by, bw, bh, 54, { fill: panel(s, body, 0.1) })
  out += rr(bx0 + 24, by + 18, bw - 48, 18, 9, { fill: '#fff', opacity: dark ? 0.08 : 0.5 })
  // handle on top
  out += path(d`M${cx - 150} ${by + 6}C${cx - 140} ${by - 90} ${cx + 140} ${by - 90} ${cx + 150} ${by + 6}`, {
    fill: 'none',
    stroke: '#1f2937',
    'stroke-width': 24,
    'stroke-linecap': 'round',
  })
  // side details: focus knob, display, keys, bubble, stripe, label
  out +=
    circle(cx - 80, by + bh / 2 + 6, 40, { fill: '#1f2937' }) +
    circle(cx - 80, by + bh / 2 + 6, 40, {
      fill: 'none',
      stroke: '#4b5563',
      'stroke-width': 7,
      'stroke-dasharray': '3 4',
    }) +
    circle(cx - 80, by + bh / 2 + 6, 18, { fill: '#39424f' })
  out += rr(cx + 40, by + 40, 170, 84, 10, { fill: '#0b1220' })
  out += rect(cx + 50, by + 50, 150, 64, {
    rx: 4,
    fill: s.lin([
      [0, '#cfe3f5'],
      [1, '#a9c6e3'],
    ]),
  })
  out += path(d`M${cx + 60} ${by + 70}h80M${cx + 60} ${by + 88}h120M${cx + 60} ${by + 104}h50`, {
    stroke: '#1e3a5f',
    'stroke-width': 5,
    opacity: 0.8,
  })
  for (let i = 0; i < 4; i++)
    out += rr(cx + 40 + i * 44, by + 134, 36, 18, 6, { fill: i === 3 ? o.accent.base : panel(s, '#4b5563', 0.15) })
  out += rect(bx0 + 40, by + bh - 24, bw - 80, 10, { rx: 5, fill: o.accent.base })
  out += text(
    o.label,
    bx0 + 44,
    by + 88,
    { size: fitSize(o.label, 170, 36), weight: 700 },
    { fill: dark ? '#f1f5f9' : BRAND.navy800 },
  )
  out +=
    circle(bx0 + 160, by + 126, 14, { fill: '#e5f7ea', stroke: '#64748b', 'stroke-width': 3 }) +
    circle(bx0 + 162, by + 124, 5, { fill: '#86efac' })
  out += led(s, cx + 230, by + 48, 5, '#22c55e')
  return {
    svg: out,
    box: { x: bx0 - 90, y: by - 90, w: bw + 190, h: 760 - by + 100 },
    shadow: { cx, cy: 762, rx: 300, ry: 26 },
  }
}
