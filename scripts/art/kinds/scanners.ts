/** 3D scanning: terrestrial laser scanner, handheld SLAM scanner, UAV lidar payload. */
import { BRAND, darken, lighten } from '../lib/color'
import { Iso, cylH, glass, knurl, led, panel, rr } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import { circle, d, ellipse, g, path, poly, rect } from '../lib/svg'
import { tribrach, tripod } from './gnss'
import type { DeviceFn } from './types'

export const tlsScanner: DeviceFn = (s, o) => {
  const cx = 600
  const dark = o.rng.chance(0.35)
  const body = dark ? '#2c3542' : '#e9ecf0'
  const ink = dark ? '#f1f5f9' : BRAND.navy800
  const headY = 600
  let out = tripod(s, cx, headY, 860, 230)
  const tb = tribrach(s, cx, headY - 6, 170)
  out += tb.svg
  // rotating base
  out += path(d`M${cx - 130} ${tb.top - 34}V${tb.top}A130 22 0 0 0 ${cx + 130} ${tb.top}V${tb.top - 34}Z`, {
    fill: cylH(s, '#39424f'),
  })
  out += ellipse(cx, tb.top - 34, 130, 22, { fill: '#4b5563' })
  const top = 190
  const bot = tb.top - 40
  const tw = 100
  const x0 = cx - 165
  const x1 = cx + 165 - tw
  // depth (right side faces)
  const depth = (x: number, y: number, w: number, h: number, r: number): string =>
    rr(x + 20, y - 10, w, h, r, { fill: darken(body, 0.32) })
  out += depth(x0, bot - 100, 330, 100, 20) + depth(x1, top, tw, bot - top - 60, 30)
  // towers and bridge
  out += rr(x0, bot - 100, 330, 100, 20, { fill: panel(s, body, 0.1) })
  out += rr(x0, top, tw, bot - top - 60, 30, { fill: panel(s, body, 0.1) })
  out += rr(x1, top, tw, bot - top - 60, 30, { fill: panel(s, body, 0.1) })
  // rotating mirror drum between the towers (horizontal axis): cylinder body, slanted glass window
  const mx = x0 + tw + 4
  const mw = x1 - mx - 4
  const my = top + 26
  const mh = bot - 104 - my
  out += rect(mx - 4, my, mw + 8, mh, { fill: '#1b222c' })
  out += rr(mx, my + 6, mw, mh - 12, 12, {
    fill: s.lin(
      [
        [0, '#2b3442'],
        [0.3, '#5b6677'],
        [0.55, '#39424f'],
        [1, '#141a22'],
      ],
      0,
      0,
      1,
      0,
    ),
  })
  out += rr(mx + 10, my + 18, mw - 20, mh - 36, 10, { fill: glass(s) })
  out += poly(
    [
      [mx + 12, my + mh * 0.66],
      [mx + mw - 12, my + mh * 0.3],
      [mx + mw - 12, my + mh * 0.46],
      [mx + 12, my + mh * 0.82],
    ],
    {
      fill: s.lin(
        [
          [0, '#eef3fa'],
          [0.5, '#93a8c6'],
          [1, '#45577a'],
        ],
        0,
        0,
        1,
        1,
      ),
      opacity: 0.85,
    },
  )
  out += rect(mx + 16, my + 24, 7, mh - 48, { rx: 3.5, fill: '#fff', opacity: 0.28 })
  // drum axle caps on the inner tower faces
  out +=
    rr(mx - 10, my + mh / 2 - 26, 12, 52, 5, { fill: '#39424f' }) +
    rr(mx + mw - 2, my + mh / 2 - 26, 12, 52, 5, { fill: '#39424f' })
  // accent stripes on towers, label on the base block, screen, camera
  out += rect(x0 + 14, top + 40, 10, bot - top - 150, { rx: 5, fill: o.accent.base })
  out += rect(x1 + tw - 24, top + 40, 10, bot - top - 150, { rx: 5, fill: o.accent.base })
  out +=
    circle(x0 + tw / 2 + 6, top + 60, 17, { fill: '#111827' }) +
    circle(x0 + tw / 2 + 6, top + 60, 10, { fill: glass(s) })
  out +=
    circle(x1 + tw / 2 - 6, top + 60, 17, { fill: '#111827' }) +
    circle(x1 + tw / 2 - 6, top + 60, 10, { fill: glass(s) })
  out += text(o.label, x0 + 26, bot - 42, { size: fitSize(o.label, 130, 30), weight: 700 }, { fill: ink })
  out += rr(cx + 40, bot - 84, 110, 66, 8, { fill: '#0b1220', stroke: dark ? '#475569' : '#94a3b8', 'stroke-width': 2 })
  out += rect(cx + 50, bot - 74, 90, 46, {
    rx: 3,
    fill: s.lin([
      [0, '#123c73'],
      [1, '#0b2447'],
    ]),
  })
  out += path(d`M${cx + 58} ${bot - 40}l18 -14l16 8l20 -18l20 10`, {
    fill: 'none',
    stroke: BRAND.sky,
    'stroke-width': 3,
  })
  out += led(s, x0 + 30, bot - 80, 5, '#22c55e')
  // handle
  out += path(d`M${x0 + 30} ${top + 6}C${x0 + 40} ${top - 50} ${x1 + tw - 40} ${top - 50} ${x1 + tw - 30} ${top + 6}`, {
    fill: 'none',
    stroke: '#1f2937',
    'stroke-width': 20,
    'stroke-linecap': 'round',
  })
  return {
    svg: out,
    box: { x: cx - 260, y: top - 50, w: 520, h: 860 - top + 60 },
    shadow: { cx, cy: 852, rx: 250, ry: 28, o: 0.24 },
  }
}

export const slamScanner: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#2b3442', '#1f2937', '#e6e9ee'])
  const light = body === '#e6e9ee'
  const ink = light ? BRAND.navy800 : '#f1f5f9'
  let out = ''
  const cx = 600
  // scan rings around the lidar
  const ring = (ry: number, rot: number, op: number): string =>
    ellipse(cx, 300, 330, ry, {
      fill: 'none',
      stroke: o.accent.base,
      'stroke-width': 3,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
      opacity: op,
      transform: `rotate(${rot} ${cx} 300)`,
    })
  out += ring(70, -18, 0.5) + ring(110, -18, 0.25)
  // handle with grip
  out += path(d`M${cx - 60} 470L${cx - 40} 760C${cx - 38} 790 ${cx + 50} 792 ${cx + 52} 760L${cx + 60} 470Z`, {
    fill: cylH(s, '#1f2430'),
  })
  for (let i = 0; i < 7; i++)
    out += rr(cx - 46 + i * 0.9, 520 + i * 32, 96 - i * 1.2, 10, 5, { fill: '#111318', opacity: 0.7 })
  out += path(d`M${cx - 60} 500C${cx - 110} 510 ${cx - 104} 560 ${cx - 62} 566`, {
    fill: 'none',
    stroke: '#111827',
    'stroke-width': 16,
    'stroke-linecap': 'round',
  })
  out += rr(cx - 56, 690, 112, 110, 18, { fill: panel(s, '#3b4452') })
  out += rect(cx - 56, 700, 112, 8, { fill: o.accent.base })
  // head
  out += rr(cx - 200, 348, 400, 140, 44, { fill: darken(body, 0.3), transform: 'translate(16 -8)' })
  out += rr(cx - 200, 348, 400, 140, 44, { fill: panel(s, body, 0.12) })
  out += rect(cx - 200, 430, 400, 12, { fill: o.accent.base })
  out += text(o.label, cx + 70, 412, { size: fitSize(o.label, 110, 34), weight: 700 }, { fill: ink })
  // cameras on the front face
  out += rr(cx - 224, 370, 44, 96, 16, { fill: '#12161d' })
  out += circle(cx - 202, 396, 14, { fill: glass(s) }) + circle(cx - 202, 440, 14, { fill: glass(s) })
  out += led(s, cx + 170, 372, 5, '#22c55e')
  out += knurl(s, cx - 110, 348, 60, 14, '#39424f')
  // spinning lidar puck, tilted
  const puck =
    path(d`M${cx - 86} 210V300A86 24 0 0 0 ${cx + 86} 300V210Z`, { fill: cylH(s, '#2a2f38') }) +
    path(d`M${cx - 86} 232V282A86 24 0 0 0 ${cx + 86} 282V232A86 24 0 0 1 ${cx - 86} 232Z`, {
      fill: s.lin(
        [
          [0, '#1a2940'],
          [0.3, '#3b5b8c'],
          [0.5, '#0b1322'],
          [1, '#05080f'],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    path(d`M${cx - 70} 258A86 24 0 0 0 ${cx + 20} 280`, {
      fill: 'none',
      stroke: '#9fc2ff',
      'stroke-width': 3,
      opacity: 0.5,
    }) +
    ellipse(cx, 210, 86, 24, { fill: '#4b5563' }) +
    ellipse(cx, 210, 64, 17, { fill: '#39414d' }) +
    rect(cx - 40, 300, 80, 60, { fill: cylH(s, '#2a2f38') })
  out += g({ transform: `rotate(-14 ${cx} 330)` }, puck)
  return {
    svg: out,
    box: { x: cx - 340, y: 150, w: 680, h: 660 },
    shadow: { cx: cx + 10, cy: 808, rx: 200, ry: 24, o: 0.3 },
  }
}

export const lidarPayload: DeviceFn = (s, o) => {
  const body = o.rng.pick(['#2b3442', '#e8ebef', '#1f2937'])
  const light = body === '#e8ebef'
  const L = 40
  const Wd = 30
  const H = 30
  const k = 12
  const probe = new Iso(0, 0, k, 28, 26)
  const c = probe.p(L / 2, Wd / 2, H / 2)
  const I = new Iso(600 - c[0], 470 - c[1], k, 28, 26)
  let out = ''
  // body
  out += I.box(0, 0, 0, L, Wd, H, { top: lighten(body, 0.12), left: darken(body, 0.06), right: darken(body, 0.28) })
  // quick-release mount on top
  out += I.box(8, 6, H, L - 16, Wd - 12, 3, { top: '#9aa5b4', left: '#6b7686', right: '#4f5968' })
  out += I.box(12, 9, H + 3, L - 24, Wd - 18, 4, { top: '#2b2f36', left: '#15181d', right: '#0b0d10' })
  out += I.cyl(s, L - 6, 8, H, 2.6, 6, '#c9a24a')
  // front face: lidar window, camera, stripe
  let face = rect(2, 3, L - 4, 2.2, { rx: 1, fill: o.accent.base })
  face += circle(13, 17, 9.5, { fill: '#111827' }) + circle(13, 17, 8, { fill: glass(s) })
  face += path('M7 13a8 8 0 0 1 7-4', { fill: 'none', stroke: '#fff', 'stroke-width': 0.8, opacity: 0.5 })
  face +=
    circle(31, 12, 5.4, { fill: '#111827' }) +
    circle(31, 12, 4, { fill: glass(s) }) +
    circle(29.8, 10.8, 1, { fill: '#fff', opacity: 0.6 })
  face += text(
    o.label,
    25,
    26,
    { size: fitSize(o.label, 12, 4.2), weight: 700 },
    { fill: light ? BRAND.navy800 : '#f1f5f9' },
  )
  out += g({ transform: I.leftT(0, Wd, H) }, face)
  // side face: vents and connectors
  let side = ''
  for (let i = 0; i < 6; i++) side += rect(4 + i * 3.4, 8, 1.6, 12, { rx: 0.8, fill: darken(body, 0.5), opacity: 0.7 })
  side += circle(Wd - 7, 10, 2.6, { fill: '#9aa5b4' }) + circle(Wd - 7, 10, 1.3, { fill: '#111827' })
  side += circle(Wd - 7, 18, 2.6, { fill: '#9aa5b4' }) + circle(Wd - 7, 18, 1.3, { fill: '#111827' })
  out += g({ transform: I.rightT(L, Wd, H) }, side)
  const [lx, ly] = I.p(L - 4, Wd, H - 4)
  out += led(s, lx, ly, 4, '#22c55e')
  const A = I.p(0, 0, H + 7)
  const B = I.p(L, 0, H)
  const C = I.p(L, Wd, 0)
  const D = I.p(0, Wd, 0)
  return {
    svg: out,
    box: { x: D[0] - 20, y: A[1] - 30, w: B[0] - D[0] + 40, h: C[1] - A[1] + 50 },
    shadow: { cx: (B[0] + D[0]) / 2, cy: C[1] + 60, rx: (B[0] - D[0]) * 0.42, ry: 30, o: 0.22 },
  }
}
