/** Electronics: OEM receiver board, LGA module, radio modem. Drawn in a dimetric projection (Iso). */
import { BRAND, darken, lighten } from '../lib/color'
import { Iso, led } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import type { Rng } from '../lib/rng'
import { circle, d, g, path, poly, rect } from '../lib/svg'
import type { DeviceFn } from './types'

const GOLD = '#d4a84a'
const SILVER = { top: '#e3e7ec', left: '#b3bcc7', right: '#8e98a5' }

function maskColour(rng: Rng): string {
  return rng.pick(['#12325e', '#0f3d2e', '#1b2a44', '#0e3b4f'])
}

/** 2D code printed on a shield (in top-plane local units). */
function dataMatrix(rng: Rng, x: number, y: number, size: number, n = 8): string {
  const c = size / n
  let dd = `M${x} ${y}v${size}h${size}`
  for (let i = 1; i < n - 1; i++)
    for (let j = 1; j < n - 1; j++)
      if (rng.chance(0.5))
        dd += `M${(x + i * c).toFixed(2)} ${(y + j * c).toFixed(2)}h${c.toFixed(2)}v${c.toFixed(2)}h-${c.toFixed(2)}z`
  return path(dd, { fill: '#4b5563', stroke: '#4b5563', 'stroke-width': c * 0.4 })
}

function passives(
  iso: Iso,
  rng: Rng,
  n: number,
  area: [number, number, number, number],
  z: number,
  avoid: [number, number, number, number][],
): string {
  let out = ''
  let placed = 0
  for (let tries = 0; placed < n && tries < n * 20; tries++) {
    const x = rng.range(area[0], area[2])
    const y = rng.range(area[1], area[3])
    if (avoid.some(([ax, ay, bx, by]) => x > ax - 2 && x < bx + 1 && y > ay - 2 && y < by + 1)) continue
    const big = rng.chance(0.25)
    const w = big ? 2 : 1.3
    const dd = big ? 1.2 : 0.7
    const col = rng.pick(['#8b6f47', '#2d2d2d', '#6b7280', '#a0845c'])
    // body plus tinned end caps (caps as top faces only: at this size the sides are a pixel wide)
    out += iso.box(x, y, z, w, dd, 0.6, { top: lighten(col, 0.15), left: darken(col, 0.1), right: darken(col, 0.3) })
    out += iso.flat(
      [
        [x, y],
        [x + 0.35, y],
        [x + 0.35, y + dd],
        [x, y + dd],
      ],
      z + 0.6,
      { fill: '#d9dde3' },
    )
    out += iso.flat(
      [
        [x + w - 0.35, y],
        [x + w, y],
        [x + w, y + dd],
        [x + w - 0.35, y + dd],
      ],
      z + 0.6,
      { fill: '#d9dde3' },
    )
    placed++
  }
  return out
}

export const oemBoard: DeviceFn = (s, o) => {
  const rng = o.rng
  const mask = maskColour(rng)
  const L = 100
  const Wd = rng.pick([60, 66, 70])
  const k = 5.6
  const iso = new Iso(0, 0, k)
  const c = iso.p(L / 2, Wd / 2)
  const iso2 = new Iso(600 - c[0], 470 - c[1], k)
  const I = iso2
  const z = 1.6
  let out = ''
  // board
  out += I.box(0, 0, 0, L, Wd, z, { top: mask, left: darken(mask, 0.35), right: darken(mask, 0.5) })
  // traces, pads and silkscreen in the top plane
  let tr = ''
  for (let i = 0; i < 14; i++) {
    const yy = 18 + i * 2.2
    tr += `M30 ${yy.toFixed(1)}H${(22 - (i % 4) * 2).toFixed(1)}V${(6 + i * 0.8).toFixed(1)}`
  }
  for (let i = 0; i < 10; i++) {
    const xx = 34 + i * 3.6
    tr += `M${xx.toFixed(1)} ${Wd - 16}V${Wd - 10 + (i % 3)}H${(xx + 4).toFixed(1)}`
  }
  tr += `M78 24H90M78 38H90`
  let top = path(tr, { fill: 'none', stroke: lighten(mask, 0.25), 'stroke-width': 0.55, 'stroke-linecap': 'round' })
  for (const [hx, hy] of [
    [4, 4],
    [L - 4, 4],
    [4, Wd - 4],
    [L - 4, Wd - 4],
  ] as const)
    top += circle(hx, hy, 2.6, { fill: GOLD }) + circle(hx, hy, 1.5, { fill: '#0b0f17' })
  top += rect(27, 11, 52, 46 > Wd - 14 ? Wd - 14 : 46, {
    fill: 'none',
    stroke: '#e5e7eb',
    'stroke-width': 0.35,
    opacity: 0.7,
  })
  top += path('M6 12h6M6 12v6', { stroke: '#e5e7eb', 'stroke-width': 0.5, opacity: 0.7 })
  out += g({ transform: I.topT(0, 0, z) }, top)
  // shield can with label and code
  const sx = 30
  const sy = 13
  const sw = 46
  const sd = Wd - 28
  out += I.box(sx, sy, z, sw, sd, 3.6, { ...SILVER, stroke: '#7c8694' })
  let lid = rect(2, 2, sw - 4, sd - 4, { rx: 1.5, fill: 'none', stroke: '#c4cbd4', 'stroke-width': 0.5 })
  lid += rect(4, sd - 9, sw - 8, 3, { rx: 0.6, fill: o.accent.base })
  lid += text(o.label, 5, 12, { size: fitSize(o.label, sw - 24, 7.5), weight: 700 }, { fill: BRAND.navy800 })
  lid += rect(5, 15, 20, 1.4, { fill: '#7b8594' }) + rect(5, 18, 14, 1.4, { fill: '#7b8594' })
  lid += dataMatrix(rng, sw - 15, 4, 10)
  lid += circle(3.5, 3.5, 0.9, { fill: '#7b8594' })
  out += g({ transform: I.topT(sx, sy, z + 3.6) }, lid)
  // ICs: flash, crystal, power
  out += I.box(8, 16, z, 11, 11, 1.2, { top: '#262a31', left: '#15181d', right: '#0d0f12' })
  out += I.box(9, 34, z, 8, 6, 1.4, SILVER)
  out += I.box(10, 46, z, 7, 7, 1, { top: '#262a31', left: '#15181d', right: '#0d0f12' })
  // RF connectors near the right edge
  for (const cy of [22, 40]) {
    out += I.box(87, cy - 3, z, 6, 6, 1.2, { top: '#e8c46c', left: '#b48a35', right: '#9b7428' })
    out += I.cyl(s, 90, cy, z + 1.2, 2.4, 4.2, GOLD)
    out += (() => {
      const [px, py] = I.p(90, cy, z + 5.4)
      return circle(px, py, 3.2, { fill: '#1f2937' }) + circle(px, py, 1.2, { fill: GOLD })
    })()
  }
  // pin header along the front edge
  const hx = 22
  const hy = Wd - 7
  out += I.box(hx, hy, z, 48, 5, 2.5, { top: '#2b2f36', left: '#15181d', right: '#0b0d10' })
  let pins = ''
  for (let i = 0; i < 16; i++)
    for (let j = 0; j < 2; j++) {
      const a = I.p(hx + 1.5 + i * 3, hy + 1.2 + j * 2.5, z + 2.5)
      const b = I.p(hx + 1.5 + i * 3, hy + 1.2 + j * 2.5, z + 7)
      pins += `M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`
    }
  out += path(pins, { stroke: GOLD, 'stroke-width': 3, 'stroke-linecap': 'square' })
  // USB-C at the front corner
  out += I.box(L - 14, Wd - 8, z, 9, 8.2, 3.2, { ...SILVER, stroke: '#7c8694' })
  // passives and LEDs
  out += passives(I, rng, 22, [6, 6, L - 6, Wd - 10], z, [
    [sx, sy, sx + sw, sy + sd],
    [8, 16, 19, 27],
    [9, 34, 17, 40],
    [10, 46, 17, 53],
    [84, 16, 96, 46],
    [hx, hy, hx + 48, hy + 5],
    [L - 14, Wd - 8, L, Wd],
  ])
  for (const [i, col] of ['#22c55e', o.accent.base, '#ef4444'].entries()) {
    out += I.box(80, 52 + i * 3, z, 1.6, 1.2, 0.7, { top: lighten(col, 0.2), left: col, right: darken(col, 0.3) })
    const [px, py] = I.p(80.8, 52.6 + i * 3, z + 0.8)
    out += led(s, px, py, 2.2, col)
  }
  const A = I.p(0, 0, 0)
  const B = I.p(L, 0, 0)
  const C = I.p(L, Wd, 0)
  const D = I.p(0, Wd, 0)
  const minX = D[0] - 10
  const maxX = B[0] + 10
  const minY = A[1] - 60
  const maxY = C[1] + 20
  return {
    svg: out,
    box: { x: minX, y: minY, w: maxX - minX, h: maxY - minY },
    shadow: { cx: (D[0] + B[0]) / 2 + 10, cy: C[1] - 40, rx: (B[0] - D[0]) * 0.52, ry: 70, o: 0.22 },
  }
}

export const oemModule: DeviceFn = (s, o) => {
  const rng = o.rng
  const mask = maskColour(rng)
  const mw = rng.pick([22, 24, 17])
  const md = rng.pick([17, 16, 12])
  const hostW = mw + 40
  const hostD = md + 38
  const hx = -20
  const hy = -19
  const k = 11.5
  const probe = new Iso(0, 0, k)
  const cc = probe.p(hx + hostW / 2, hy + hostD / 2)
  const I = new Iso(600 - cc[0], 480 - cc[1], k)
  let out = ''
  // host board fragment (navy solder mask, gold traces)
  const hostMask = '#173a68'
  out += I.box(hx, hy, -1.6, hostW, hostD, 1.6, {
    top: hostMask,
    left: darken(hostMask, 0.35),
    right: darken(hostMask, 0.5),
  })
  let host = ''
  const pitch = 1.1
  const nx = Math.floor((mw - 2) / pitch)
  const ny = Math.floor((md - 2) / pitch)
  // pads and fan-out traces (host coordinates: origin at module corner)
  for (let i = 0; i < nx; i++) {
    const x = 1.5 + i * pitch
    host += `M${x.toFixed(2)} ${md + 0.2}v${(2 + (i % 5) * 1.6).toFixed(1)}l${((i - nx / 2) * 0.35).toFixed(2)} 3v6`
    host += `M${x.toFixed(2)} -0.2v-${(2 + (i % 4) * 1.4).toFixed(1)}l${((i - nx / 2) * 0.3).toFixed(2)} -3v-5`
  }
  for (let j = 0; j < ny; j++) {
    const y = 1.5 + j * pitch
    host += `M${mw + 0.2} ${y.toFixed(2)}h${(2 + (j % 4) * 1.5).toFixed(1)}l3 ${((j - ny / 2) * 0.35).toFixed(2)}h6`
    host += `M-0.2 ${y.toFixed(2)}h-${(2 + (j % 3) * 1.5).toFixed(1)}l-3 ${((j - ny / 2) * 0.3).toFixed(2)}h-6`
  }
  const hostG = path(host, {
    fill: 'none',
    stroke: '#d9ad52',
    'stroke-width': 0.36,
    'stroke-linecap': 'round',
    opacity: 0.9,
  })
  const glowTraces = path(host, { fill: 'none', stroke: o.accent.base, 'stroke-width': 1.1, opacity: 0.22 })
  out += g(
    { transform: I.topT(0, 0, 0) },
    glowTraces,
    hostG,
    circle(hx + 3.5, hy + 3.5, 1.8, { fill: '#0b1220', stroke: '#c89b3c', 'stroke-width': 0.7 }),
    circle(hx + hostW - 3.5, hy + hostD - 3.5, 1.8, { fill: '#0b1220', stroke: '#c89b3c', 'stroke-width': 0.7 }),
  )
  // module substrate with castellated edges
  out += I.box(0, 0, 0, mw, md, 0.9, { top: mask, left: darken(mask, 0.3), right: darken(mask, 0.45) })
  let cast = ''
  for (let i = 0; i < nx; i++) {
    const x = 1.5 + i * pitch
    const a = I.p(x - 0.3, md, 0.9)
    const b = I.p(x + 0.3, md, 0)
    cast += poly([a, I.p(x + 0.3, md, 0.9), b, I.p(x - 0.3, md, 0)], { fill: GOLD })
  }
  for (let j = 0; j < ny; j++) {
    const y = 1.5 + j * pitch
    cast += poly([I.p(mw, y - 0.3, 0.9), I.p(mw, y + 0.3, 0.9), I.p(mw, y + 0.3, 0), I.p(mw, y - 0.3, 0)], {
      fill: darken(GOLD, 0.15),
    })
  }
  out += cast
  // shield
  const t = 0.5
  out += I.box(t, t, 0.9, mw - 2 * t, md - 2 * t, 1.7, { ...SILVER, stroke: '#7c8694' })
  const lw = mw - 2 * t
  const ld = md - 2 * t
  let lid = rect(0.6, 0.6, lw - 1.2, ld - 1.2, { rx: 0.5, fill: 'none', stroke: '#c7ced7', 'stroke-width': 0.16 })
  lid += text(o.label, 1.8, 4.8, { size: fitSize(o.label, lw - 10.5, 3.4), weight: 700 }, { fill: BRAND.navy800 })
  lid += rect(1.8, 6.2, lw * 0.42, 0.55, { fill: '#7b8594' }) + rect(1.8, 7.4, lw * 0.3, 0.55, { fill: '#7b8594' })
  lid += rect(1.8, ld - 2.6, lw - 3.6, 0.9, { rx: 0.2, fill: o.accent.base })
  lid += g({ transform: `translate(${(lw - 7).toFixed(2)} 1.6)` }, dataMatrix(rng, 0, 0, 5, 8))
  lid += circle(1.3, ld - 1.3 - 2.2, 0.45, { fill: '#7b8594' })
  out += g({ transform: I.topT(t, t, 0.9 + 1.7) }, lid)
  const A = I.p(hx, hy, 0)
  const B = I.p(hx + hostW, hy, 0)
  const C = I.p(hx + hostW, hy + hostD, -1.6)
  const D = I.p(hx, hy + hostD, 0)
  return {
    svg: out,
    box: { x: D[0] - 10, y: A[1] - 30, w: B[0] - D[0] + 20, h: C[1] - A[1] + 40 },
    shadow: { cx: (B[0] + D[0]) / 2, cy: C[1] - 30, rx: (B[0] - D[0]) * 0.5, ry: 60, o: 0.2 },
  }
}

export const radioModem: DeviceFn = (s, o) => {
  const rng = o.rng
  const body = rng.pick(['#2a3342', '#1f2937', BRAND.navy800])
  const L = 62
  const Wd = 38
  const H = 20
  const k = 8.2
  const probe = new Iso(0, 0, k)
  const c = probe.p(L / 2, Wd / 2, H / 2)
  const I = new Iso(600 - c[0], 560 - c[1], k)
  let out = ''
  // antenna behind (rear connector), drawn first
  const base = I.p(L - 10, 8, H)
  out += path(d`M${base[0]} ${base[1] - 10}L${base[0] + 6} ${base[1] - 330}`, {
    stroke: '#111827',
    'stroke-width': 10,
    'stroke-linecap': 'round',
  })
  out += path(d`M${base[0] + 2} ${base[1] - 10}L${base[0] + 7} ${base[1] - 320}`, {
    stroke: '#4b5563',
    'stroke-width': 2.5,
    opacity: 0.7,
  })
  out += rect(base[0] - 11, base[1] - 70, 22, 60, { rx: 9, fill: '#111827' })
  // body with end caps
  out += I.box(0, 0, 0, L, Wd, H, { top: lighten(body, 0.14), left: darken(body, 0.05), right: darken(body, 0.3) })
  out += I.box(-2, -1, -1, 6, Wd + 2, H + 2, { top: '#3a4250', left: '#1f2530', right: '#151a22' })
  out += I.box(L - 4, -1, -1, 6, Wd + 2, H + 2, { top: '#3a4250', left: '#1f2530', right: '#151a22' })
  // heat-sink fins
  for (let i = 0; i < 9; i++)
    out += I.box(8 + i * 5.4, 4, H, 2, Wd - 8, 2.4, {
      top: lighten(body, 0.28),
      left: lighten(body, 0.05),
      right: darken(body, 0.2),
    })
  // front face: accent band, label, display, LEDs
  let face = rect(6, 2.5, L - 12, 2.2, { fill: o.accent.base })
  face += text(o.label, 8, 11.5, { size: fitSize(o.label, 20, 4.6), weight: 700 }, { fill: '#f1f5f9' })
  face += rect(30, 7.2, 16, 8, { rx: 1, fill: '#0b1220', stroke: '#4b5563', 'stroke-width': 0.3 })
  face += path('M32 10h8M32 12.5h11', { stroke: BRAND.sky, 'stroke-width': 0.9 })
  out += g({ transform: I.leftT(0, Wd, H) }, face)
  for (const [i, col] of ['#22c55e', o.accent.light, '#ef4444', '#38bdf8'].entries()) {
    const [px, py] = I.p(9 + i * 4, Wd, 4.5)
    out += led(s, px, py, 3.2, col)
  }
  // side connectors (right face)
  for (const [i, yy] of [10, 24].entries()) {
    const [px, py] = I.p(L + 2, yy, 9)
    out +=
      circle(px, py, 15, { fill: '#9aa5b4', stroke: '#5b6575', 'stroke-width': 2 }) +
      circle(px, py, 9, { fill: '#111827' }) +
      circle(px, py, 3, { fill: i === 0 ? GOLD : '#cbd5e1' })
  }
  const B = I.p(L, 0, H)
  const C = I.p(L, Wd, 0)
  const D = I.p(0, Wd, 0)
  return {
    svg: out,
    box: { x: D[0] - 20, y: base[1] - 340, w: B[0] - D[0] + 50, h: C[1] - (base[1] - 340) + 20 },
    shadow: { cx: (B[0] + D[0]) / 2, cy: C[1] - 40, rx: (B[0] - D[0]) * 0.55, ry: 60, o: 0.28 },
  }
}
