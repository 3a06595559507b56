/** Gallery motifs: technical close-ups and diagrams on the navy backdrop (1200x900). */
import { darkBackdrop } from './lib/backdrop'
import { BRAND, lighten, mix } from './lib/color'
import { renderCloud, sampleBoxes, shadedByFace, type BoxSpec, type P3F } from './lib/cloud'
import { Iso, glass, rr } from './lib/draw'
import { measure, text } from './lib/font'
import type { Rng } from './lib/rng'
import {
  circle,
  d,
  el,
  ellipse,
  fmt,
  g,
  line,
  path,
  poly,
  polyline,
  rect,
  smoothD,
  type Pt,
  type Scene,
} from './lib/svg'
import { contourPaths } from './lib/backdrop'
import { hillField, randomHills } from './lib/terrain'

export const MOTIFS = [
  'rf-frontend',
  'rtk-engine',
  'interference',
  'point-cloud',
  'scan-head',
  'radar-sweep',
  'flight-path',
  'optics',
  'imu',
  'antenna-pattern',
  'terrain',
  'network',
] as const
export type Motif = (typeof MOTIFS)[number]
export const isMotif = (m: string): m is Motif => (MOTIFS as readonly string[]).includes(m)

const W = 1200
const H = 900
const AMBER = BRAND.amber
const SKY = '#5cc8ff'
const LINE = '#7fa6d9'
const glow = (s: Scene, c: string, o = 0.5): string =>
  s.rad([
    [0, c, o],
    [1, c, 0],
  ])

/** A satellite glyph: body with two solar wings. */
export function satellite(x: number, y: number, k: number, rot = -20, body = '#e2e8f0', wing = '#2f6fe4'): string {
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${rot}) scale(${+k.toFixed(3)})` },
    rect(-46, -9, 30, 18, { fill: wing, stroke: '#9cc0ff', 'stroke-width': 1.5 }),
    rect(16, -9, 30, 18, { fill: wing, stroke: '#9cc0ff', 'stroke-width': 1.5 }),
    path('M-46 0h30M16 0h30M-31 -9v18M31 -9v18', { stroke: '#9cc0ff', 'stroke-width': 1 }),
    rect(-14, -12, 28, 24, { rx: 4, fill: body }),
    rect(-14, -2, 28, 4, { fill: AMBER }),
    circle(0, 16, 5, { fill: body }),
  )
}

/** Small bench-style panel with a symbol, used by block diagrams. */
function block(s: Scene, x: number, y: number, w: number, h: number, symbol: string, hot = false): string {
  return (
    rr(x, y, w, h, 16, {
      fill: s.lin([
        [0, hot ? '#1d3d6e' : '#15325c'],
        [1, '#0c1f3d'],
      ]),
      stroke: hot ? AMBER : '#3b6db0',
      'stroke-width': 2,
    }) +
    path(symbol, {
      transform: `translate(${fmt(x + w / 2)} ${fmt(y + h / 2)})`,
      fill: 'none',
      stroke: hot ? AMBER : '#cfe3ff',
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  )
}

function rfFrontend(s: Scene, rng: Rng): string {
  let out = ''
  // faint PCB traces in the background
  let tr = ''
  for (let i = 0; i < 26; i++) {
    const y = 130 + i * 28
    const x = rng.range(-100, 500)
    tr += `M${fmt(x)} ${y}h${fmt(rng.range(200, 500))}l26 26h${fmt(rng.range(100, 400))}`
  }
  out += path(tr, { fill: 'none', stroke: '#2d5a96', 'stroke-width': 2, opacity: 0.35 })
  const y = 450
  const bw = 150
  const gap = 46
  const x0 = (W - (bw * 5 + gap * 4 + 110)) / 2 + 110
  // antenna patch on the left
  out += g(
    { transform: `translate(${fmt(x0 - 90)} ${y + 70})` },
    rect(-40, -40, 80, 80, { rx: 6, fill: '#c9a24a' }),
    rect(-22, -22, 44, 44, { fill: '#e3c77c' }),
    circle(8, 8, 5, { fill: '#8a6a22' }),
  )
  const sym = [
    'M-34 -30L34 0L-34 30Z',
    'M-40 -6q10 -24 20 0t20 0t20 0t20 0M-40 20h80M-40 -32h80',
    'M-30 0a30 30 0 1 0 60 0a30 30 0 1 0 -60 0M-21 -21L21 21M-21 21L21 -21',
    'M-40 30h16v-14h16v-14h16v-14h16v-14h16',
    'M-30 -30h60v60h-60ZM-16 -16h32v32h-32ZM-30 -44v14M0 -44v14M30 -44v14M-30 30v14M0 30v14M30 30v14',
  ]
  const xs = sym.map((_, i) => x0 + i * (bw + gap))
  // signal chain line and waveforms above each stage
  out += path(`M${fmt(x0 - 50)} ${y + 70}H${fmt((xs[4] ?? 0) + bw)}`, {
    stroke: AMBER,
    'stroke-width': 3,
    opacity: 0.9,
  })
  out += path(`M${fmt(x0 - 50)} ${y + 70}H${fmt((xs[4] ?? 0) + bw)}`, {
    stroke: AMBER,
    'stroke-width': 14,
    opacity: 0.15,
  })
  sym.forEach((sy, i) => {
    const x = xs[i] ?? 0
    out += block(s, x, y, bw, 140, sy, i === 0 || i === 4)
    // waveform gets cleaner and stronger along the chain
    let wv = ''
    const noise = [1, 0.7, 0.35, 0.1, 0][i] ?? 0
    const amp = [10, 26, 26, 26, 0][i] ?? 0
    for (let t = 0; t <= 60; t++) {
      const px = x + 15 + (t / 60) * (bw - 30)
      const py = y - 70 + Math.sin(t * 0.55) * amp + (rng() - 0.5) * 30 * noise
      wv += `${t === 0 ? 'M' : 'L'}${fmt(px)} ${fmt(py)}`
    }
    if (i === 4) {
      wv = ''
      for (let t = 0; t < 10; t++) wv += `M${fmt(x + 20 + t * 12)} ${y - 50}v${fmt(-rng.range(8, 50))}`
    }
    out += path(wv, {
      fill: 'none',
      stroke: i === 4 ? AMBER : SKY,
      'stroke-width': i === 4 ? 6 : 3,
      'stroke-linecap': 'round',
    })
    out += line(x + bw / 2, y - 20, x + bw / 2, y, { stroke: LINE, 'stroke-width': 2, 'stroke-dasharray': '4 5' })
  })
  return out
}

function rtkEngine(s: Scene, rng: Rng): string {
  let out = ''
  // orbits
  for (let i = 0; i < 3; i++)
    out += ellipse(600, 150, 620 - i * 90, 120 - i * 18, {
      fill: 'none',
      stroke: LINE,
      'stroke-width': 1.5,
      opacity: 0.35,
      transform: `rotate(${-6 + i * 5} 600 150)`,
    })
  const sats: Pt[] = [
    [230, 170],
    [470, 95],
    [760, 110],
    [990, 190],
  ]
  const base: Pt = [300, 690]
  const rover: Pt = [880, 700]
  // terrain line
  out += path(
    smoothD([
      [0, 760],
      [200, 720],
      [420, 740],
      [640, 700],
      [900, 730],
      [1200, 690],
    ]) + 'V900H0Z',
    { fill: '#0e2547' },
  )
  out += path(
    smoothD([
      [0, 760],
      [200, 720],
      [420, 740],
      [640, 700],
      [900, 730],
      [1200, 690],
    ]),
    { fill: 'none', stroke: '#3b6db0', 'stroke-width': 2 },
  )
  for (const [sx, sy] of sats) {
    out += line(sx, sy + 20, base[0], base[1] - 70, {
      stroke: SKY,
      'stroke-width': 1.5,
      'stroke-dasharray': '6 8',
      opacity: 0.55,
    })
    out += line(sx, sy + 20, rover[0], rover[1] - 90, {
      stroke: SKY,
      'stroke-width': 1.5,
      'stroke-dasharray': '6 8',
      opacity: 0.55,
    })
  }
  sats.forEach(([sx, sy], i) => {
    out += circle(sx, sy, 40, { fill: glow(s, SKY, 0.35) }) + satellite(sx, sy, 0.9, -25 + i * 12)
  })
  // correction link
  out += path(d`M${base[0]} ${base[1] - 150}Q600 ${380 + rng.range(-20, 20)} ${rover[0]} ${rover[1] - 150}`, {
    fill: 'none',
    stroke: AMBER,
    'stroke-width': 4,
    'stroke-dasharray': '16 10',
  })
  for (let i = 1; i <= 3; i++)
    out += path(
      d`M${base[0] + 20 + i * 16} ${base[1] - 190 - i * 14}a${30 + i * 18} ${30 + i * 18} 0 0 1 ${20 + i * 12} ${40 + i * 20}`,
      { fill: 'none', stroke: AMBER, 'stroke-width': 3, opacity: 1 - i * 0.25 },
    )
  // base: tripod + receiver + whip
  const [bx, by] = base
  out += path(
    d`M${bx} ${by - 60}L${bx - 60} ${by + 40}M${bx} ${by - 60}L${bx + 60} ${by + 40}M${bx} ${by - 60}L${bx + 10} ${by + 30}`,
    { stroke: '#9fb3cc', 'stroke-width': 6, 'stroke-linecap': 'round' },
  )
  out +=
    rr(bx - 46, by - 110, 92, 46, 12, { fill: '#1e293b', stroke: AMBER, 'stroke-width': 3 }) +
    path(d`M${bx - 46} ${by - 100}q46 -50 92 0`, { fill: '#e2e8f0' })
  out += line(bx + 40, by - 110, bx + 40, by - 200, { stroke: '#cbd5e1', 'stroke-width': 4 })
  // rover: pole + receiver with precision rings
  const [rx, ry] = rover
  for (let i = 3; i >= 1; i--)
    out += ellipse(rx, ry + 20, 30 * i, 9 * i, {
      fill: 'none',
      stroke: AMBER,
      'stroke-width': 2,
      opacity: 0.25 + 0.2 * (3 - i),
    })
  out += line(rx, ry + 20, rx, ry - 90, { stroke: '#cbd5e1', 'stroke-width': 6 })
  out +=
    rr(rx - 46, ry - 134, 92, 46, 12, { fill: '#1e293b', stroke: AMBER, 'stroke-width': 3 }) +
    path(d`M${rx - 46} ${ry - 124}q46 -50 92 0`, { fill: '#e2e8f0' })
  out += path(d`M${rx - 14} ${ry + 20}h28M${rx} ${ry + 6}v28`, { stroke: '#fff', 'stroke-width': 3 })
  return out
}

function interference(s: Scene, rng: Rng): string {
  let out = ''
  const x0 = 120
  const x1 = 1080
  const y0 = 130
  const y1 = 560
  out += rect(x0, y0, x1 - x0, y1 - y0, { fill: '#081a33', stroke: '#2d5a96', 'stroke-width': 2, rx: 8 })
  let grid = ''
  for (let i = 1; i < 10; i++) grid += `M${fmt(x0 + ((x1 - x0) * i) / 10)} ${y0}V${y1}`
  for (let i = 1; i < 6; i++) grid += `M${x0} ${fmt(y0 + ((y1 - y0) * i) / 6)}H${x1}`
  out += path(grid, { stroke: '#1f4a86', 'stroke-width': 1 })
  const n = 220
  const spikeAt = 0.63
  const raw: Pt[] = []
  const clean: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const band = Math.exp(-((t - 0.5) ** 2) / 0.012) * 110
    const noise = (rng() - 0.5) * 22
    const spike = Math.exp(-((t - spikeAt) ** 2) / 0.00004) * 260
    const base = y1 - 80 - band - noise
    raw.push([x0 + t * (x1 - x0), base - spike])
    clean.push([x0 + t * (x1 - x0), base + 30 - (Math.abs(t - spikeAt) < 0.012 ? -40 : 0)])
  }
  out += polyline(raw, { fill: 'none', stroke: '#f87171', 'stroke-width': 2.5, opacity: 0.9 })
  out += polyline(clean, { fill: 'none', stroke: '#2dd4bf', 'stroke-width': 3 })
  const sx = x0 + spikeAt * (x1 - x0)
  out +=
    rect(sx - 18, y0 + 10, 36, y1 - y0 - 20, { fill: AMBER, opacity: 0.12 }) +
    line(sx, y0 + 10, sx, y1 - 10, { stroke: AMBER, 'stroke-width': 2, 'stroke-dasharray': '6 6' })
  // waterfall: three intensity levels per cell, jammer column hot
  const wy = 600
  const rows = 14
  const cols = 80
  const cw = (x1 - x0) / cols
  const lv = ['', '', '']
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const t = c / cols
      const v =
        Math.exp(-((t - 0.5) ** 2) / 0.012) * 0.55 + rng() * 0.35 + (Math.abs(t - spikeAt) < 0.012 && r > 3 ? 1 : 0)
      const cell = `M${fmt(x0 + c * cw)} ${fmt(wy + r * 14)}h${fmt(cw - 1)}v12h${fmt(1 - cw)}Z`
      if (v > 0.95) lv[2] += cell
      else if (v > 0.5) lv[1] += cell
      else if (v > 0.18) lv[0] += cell
    }
  out += rect(x0, wy - 6, x1 - x0, rows * 14 + 10, { fill: '#081a33', rx: 6 })
  out +=
    path(lv[0] ?? '', { fill: '#1f4a86', opacity: 0.6 }) +
    path(lv[1] ?? '', { fill: '#2f7fd1', opacity: 0.85 }) +
    path(lv[2] ?? '', { fill: AMBER })
  return out
}

/** Building-like cluster of boxes with windows, used for point clouds. */
export function buildingBoxes(rng: Rng): BoxSpec[] {
  const floors = rng.int(4, 6)
  return [
    { x: 0, y: 0, z: 0, w: 70, d: 34, h: floors * 6, windows: [12, floors] },
    { x: 44, y: 0, z: floors * 6, w: 26, d: 16, h: 16, windows: [4, 2] },
    { x: 70, y: 8, z: 0, w: 24, d: 26, h: 12, windows: [4, 2] },
  ]
}

export function pointCloudScene(_s: Scene, rng: Rng, iso: Iso, spacing = 1.6, size = 3.2): string {
  const boxes = buildingBoxes(rng)
  const pts = sampleBoxes(rng, boxes, spacing, spacing * 2)
  const maxZ = Math.max(...boxes.map((b) => b.z + b.h))
  // trees as noisy spheres
  const trees: P3F[] = []
  for (let t = 0; t < 3; t++) {
    const cx = rng.range(-20, 90)
    const cy = rng.range(40, 56)
    const r = rng.range(5, 8)
    for (let i = 0; i < 50; i++) {
      const a = rng() * Math.PI * 2
      const b = rng() * Math.PI - Math.PI / 2
      trees.push({
        x: cx + Math.cos(a) * Math.cos(b) * r,
        y: cy + Math.sin(a) * Math.cos(b) * r,
        z: 6 + r + Math.sin(b) * r,
        face: 1,
      })
    }
  }
  return renderCloud(
    iso,
    [...pts, ...trees],
    shadedByFace(8, (p) => p.z / maxZ),
    size,
  )
}

function pointCloud(s: Scene, rng: Rng): string {
  const iso = new Iso(0, 0, 7.2, 24, 30)
  const c = iso.p(35, 20, 14)
  const I = new Iso(600 - c[0], 470 - c[1], 7.2, 24, 30)
  let out = pointCloudScene(s, rng, I, 1.14, 3.3)
  // scanner station marker with range rings on the ground
  const [sx, sy] = I.p(96, 60, 0)
  for (let i = 1; i <= 3; i++)
    out += ellipse(sx, sy, 40 * i, 18 * i, { fill: 'none', stroke: AMBER, 'stroke-width': 1.5, opacity: 0.5 / i })
  out +=
    path(d`M${sx} ${sy}v-60`, { stroke: '#cbd5e1', 'stroke-width': 4 }) +
    rr(sx - 14, sy - 92, 28, 36, 6, { fill: '#e2e8f0', stroke: AMBER, 'stroke-width': 2 })
  return out
}

function scanHead(s: Scene, rng: Rng): string {
  let out = ''
  const cx = 640
  const cy = 450
  // angular scale
  let ticks = ''
  for (let a = 0; a < 360; a += 5) {
    const r0 = a % 30 === 0 ? 300 : 312
    const rad = (a * Math.PI) / 180
    ticks += `M${fmt(cx + Math.cos(rad) * r0)} ${fmt(cy + Math.sin(rad) * r0)}L${fmt(cx + Math.cos(rad) * 322)} ${fmt(cy + Math.sin(rad) * 322)}`
  }
  out +=
    circle(cx, cy, 322, { fill: 'none', stroke: LINE, 'stroke-width': 1.5, opacity: 0.5 }) +
    path(ticks, { stroke: LINE, 'stroke-width': 2, opacity: 0.6 })
  // point fan
  let fan = ''
  for (let a = -140; a <= 140; a += 4) {
    const rad = ((a - 90) * Math.PI) / 180
    const r = 200 + rng.range(0, 80)
    fan += `M${fmt(cx + Math.cos(rad) * r)} ${fmt(cy + Math.sin(rad) * r)}h0`
  }
  out += path(fan, { stroke: AMBER, 'stroke-width': 7, 'stroke-linecap': 'round' })
  for (let a = -140; a <= 140; a += 20) {
    const rad = ((a - 90) * Math.PI) / 180
    out += line(cx, cy, cx + Math.cos(rad) * 300, cy + Math.sin(rad) * 300, {
      stroke: AMBER,
      'stroke-width': 1.2,
      opacity: 0.25,
    })
  }
  // mirror drum cutaway
  out += circle(cx, cy, 150, {
    fill: s.rad([
      [0, '#1d3d6e'],
      [1, '#0c1f3d'],
    ]),
    stroke: '#5f87c0',
    'stroke-width': 3,
  })
  out += circle(cx, cy, 150, {
    fill: 'none',
    stroke: '#5f87c0',
    'stroke-width': 1,
    'stroke-dasharray': '4 8',
    transform: `scale(1.15) translate(${fmt(-cx * 0.13)} ${fmt(-cy * 0.13)})`,
  })
  out += g(
    { transform: `rotate(-45 ${cx} ${cy})` },
    rect(cx - 110, cy - 12, 220, 24, {
      rx: 4,
      fill: s.lin([
        [0, '#f1f5f9'],
        [0.5, '#94a3b8'],
        [1, '#475569'],
      ]),
    }),
  )
  // laser in from the right, out upward
  out +=
    line(1160, cy, cx, cy, { stroke: '#ef4444', 'stroke-width': 5 }) +
    line(1160, cy, cx, cy, { stroke: '#ef4444', 'stroke-width': 16, opacity: 0.2 })
  out +=
    line(cx, cy, cx, 110, { stroke: '#ef4444', 'stroke-width': 5 }) +
    line(cx, cy, cx, 110, { stroke: '#ef4444', 'stroke-width': 16, opacity: 0.2 })
  out += path(d`M${cx + 210} ${cy + 160}a260 260 0 0 0 90 -150`, {
    fill: 'none',
    stroke: SKY,
    'stroke-width': 4,
    'marker-end': '',
  })
  out += poly(
    [
      [cx + 300, cy + 2],
      [cx + 286, cy - 24],
      [cx + 314, cy - 20],
    ],
    { fill: SKY },
  )
  // emitter/receiver block
  out +=
    rr(980, cy - 60, 140, 120, 14, { fill: '#15325c', stroke: '#3b6db0', 'stroke-width': 2 }) +
    circle(1010, cy, 18, { fill: glass(s) })
  return out
}

function radarSweep(s: Scene, rng: Rng): string {
  let out = ''
  // pit wall benches receding to the top right
  const benches = 8
  for (let i = 0; i < benches; i++) {
    const t = i / benches
    const y = 210 + i * 62
    const pts: Pt[] = []
    for (let k = 0; k <= 12; k++) pts.push([80 + k * 90, y - k * 9 + Math.sin(k * 0.9 + i) * 8 + rng.range(-3, 3)])
    const face = mix('#2a4f82', '#0f2748', t)
    out += path(smoothD(pts) + `L${fmt(1160)} ${fmt(y + 70)}L80 ${y + 70}Z`, { fill: face, opacity: 0.95 })
    out += path(smoothD(pts), { fill: 'none', stroke: '#7fa6d9', 'stroke-width': 2, opacity: 0.6 })
  }
  // displacement map blobs
  const blob = (x: number, y: number, r: number): string =>
    ellipse(x, y, r * 1.8, r, {
      fill: s.rad([
        [0, '#ef4444', 0.85],
        [0.35, AMBER, 0.6],
        [0.7, '#eab308', 0.22],
        [1, '#eab308', 0],
      ]),
    })
  out += blob(640, 360, 90) + blob(820, 320, 50) + blob(460, 460, 40)
  // radar and its sweep from bottom left
  const rx = 170
  const ry = 800
  out += path(d`M${rx} ${ry}L1150 150A1000 1000 0 0 1 1170 560Z`, {
    fill: s.lin(
      [
        [0, SKY, 0.28],
        [1, SKY, 0],
      ],
      0,
      1,
      1,
      0,
    ),
  })
  out += line(rx, ry, 1120, 260, { stroke: SKY, 'stroke-width': 3 })
  for (let i = 1; i <= 4; i++)
    out += path(
      d`M${rx + 200 * i * 0.96} ${ry - 200 * i * 0.55}A${220 * i} ${220 * i} 0 0 1 ${rx + 220 * i} ${ry - 20 * i}`,
      { fill: 'none', stroke: SKY, 'stroke-width': 1.5, opacity: 0.45 },
    )
  out +=
    rr(rx - 80, ry - 40, 160, 60, 8, { fill: '#e2e8f0', transform: `rotate(-22 ${rx} ${ry})` }) +
    rect(rx - 80, ry + 10, 160, 8, { fill: AMBER, transform: `rotate(-22 ${rx} ${ry})` })
  return out
}

function flightPath(s: Scene, rng: Rng): string {
  let out = ''
  const f = hillField(randomHills(rng, W, H, 7), [0, 0])
  out += path(contourPaths(f, W, H, 40, 12).join(''), {
    fill: 'none',
    stroke: '#4f7fc0',
    'stroke-width': 1.4,
    opacity: 0.55,
  })
  // lawn-mower lines with image footprints
  const x0 = 180
  const x1 = 1020
  const lines = 6
  let fp = ''
  let route = `M${x0} 160`
  for (let i = 0; i < lines; i++) {
    const y = 160 + i * 110
    const goRight = i % 2 === 0
    route += `L${goRight ? x1 : x0} ${y}`
    if (i < lines - 1) route += `A55 55 0 0 ${goRight ? 1 : 0} ${goRight ? x1 : x0} ${y + 110}`
    for (let x = x0 + 30; x < x1; x += 70) fp += `M${x - 42} ${y - 36}h84v72h-84Z`
  }
  out += path(fp, { fill: SKY, 'fill-opacity': 0.05, stroke: SKY, 'stroke-opacity': 0.35, 'stroke-width': 1.2 })
  out += path(route, { fill: 'none', stroke: AMBER, 'stroke-width': 4, 'stroke-linejoin': 'round' })
  out += path(route, { fill: 'none', stroke: AMBER, 'stroke-width': 14, opacity: 0.15 })
  // drone glyph at a waypoint
  const dx = 720
  const dy = 160 + 330
  out += circle(dx, dy, 60, { fill: glow(s, AMBER, 0.35) })
  out += g(
    { transform: `translate(${dx} ${dy})` },
    path('M-34 -34L34 34M-34 34L34 -34', { stroke: '#e2e8f0', 'stroke-width': 7 }),
    ...[
      [-34, -34],
      [34, -34],
      [34, 34],
      [-34, 34],
    ].map(([x, y]) =>
      circle(x ?? 0, y ?? 0, 18, { fill: '#e2e8f0', 'fill-opacity': 0.25, stroke: '#e2e8f0', 'stroke-width': 2 }),
    ),
    rr(-16, -16, 32, 32, 8, { fill: '#f8fafc' }),
    rect(-16, 4, 32, 5, { fill: AMBER }),
  )
  // ground control points
  for (let i = 0; i < 5; i++) {
    const x = rng.range(x0, x1)
    const y = rng.range(160, 710)
    out += path(
      d`M${x - 12} ${y - 12}h24v24h-24ZM${x - 12} ${y - 12}L${x + 12} ${y + 12}M${x + 12} ${y - 12}L${x - 12} ${y + 12}`,
      { fill: '#f8fafc', stroke: BRAND.navy900, 'stroke-width': 2 },
    )
  }
  return out
}

function optics(s: Scene): string {
  let out = ''
  const cy = 450
  // barrel outline
  out += rr(140, cy - 150, 920, 300, 40, { fill: '#0e2547', stroke: '#3b6db0', 'stroke-width': 2 })
  // rays converging from objective to focus
  let rays = ''
  for (let i = -4; i <= 4; i++) {
    const y = cy + i * 26
    rays += `M40 ${y}L260 ${y}L720 ${fmt(cy + i * 2)}L860 ${fmt(cy - i * 6)}L1160 ${fmt(cy - i * 6)}`
  }
  out += path(rays, { fill: 'none', stroke: SKY, 'stroke-width': 1.6, opacity: 0.75 })
  // EDM beam on axis
  out +=
    line(40, cy, 1160, cy, { stroke: AMBER, 'stroke-width': 4 }) +
    line(40, cy, 1160, cy, { stroke: AMBER, 'stroke-width': 14, opacity: 0.2 })
  const lens = (x: number, h: number, wv: number, fill: string): string =>
    path(d`M${x} ${cy - h}Q${x + wv} ${cy} ${x} ${cy + h}Q${x - wv} ${cy} ${x} ${cy - h}Z`, {
      fill,
      stroke: '#cfe3ff',
      'stroke-width': 2,
      opacity: 0.9,
    })
  out += lens(
    260,
    130,
    60,
    s.lin(
      [
        [0, '#9fc2ff', 0.55],
        [1, '#2f6fe4', 0.35],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  out += path(d`M300 ${cy - 122}Q286 ${cy} 300 ${cy + 122}L318 ${cy + 122}Q330 ${cy} 318 ${cy - 122}Z`, {
    fill: '#5b8def',
    opacity: 0.45,
    stroke: '#cfe3ff',
    'stroke-width': 1.5,
  })
  out += lens(
    560,
    70,
    30,
    s.lin(
      [
        [0, '#9fc2ff', 0.5],
        [1, '#2f6fe4', 0.3],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  // reticle plate
  out += rect(716, cy - 60, 8, 120, { fill: '#cfe3ff', opacity: 0.7 })
  out +=
    circle(900, cy - 220, 70, { fill: 'none', stroke: '#cfe3ff', 'stroke-width': 2 }) +
    path(d`M830 ${cy - 220}h140M900 ${cy - 290}v140M870 ${cy - 240}v40M930 ${cy - 240}v40`, {
      stroke: '#cfe3ff',
      'stroke-width': 2,
    })
  out += line(720, cy - 60, 850, cy - 180, { stroke: '#cfe3ff', 'stroke-width': 1, 'stroke-dasharray': '4 6' })
  // eyepiece lenses
  out +=
    lens(
      900,
      80,
      34,
      s.lin(
        [
          [0, '#9fc2ff', 0.5],
          [1, '#2f6fe4', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    lens(
      960,
      80,
      34,
      s.lin(
        [
          [0, '#9fc2ff', 0.5],
          [1, '#2f6fe4', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    )
  return out
}

function imu(s: Scene): string {
  let out = ''
  const cx = 600
  const cy = 450
  const ring = (rx: number, ry: number, rot: number, c: string): string =>
    ellipse(cx, cy, rx, ry, {
      fill: 'none',
      stroke: c,
      'stroke-width': 10,
      opacity: 0.9,
      transform: `rotate(${rot} ${cx} ${cy})`,
    }) +
    ellipse(cx, cy, rx, ry, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 2,
      opacity: 0.35,
      transform: `rotate(${rot} ${cx} ${cy})`,
    })
  out += ring(300, 300, 0, '#2f6fe4') + ring(300, 90, -20, '#14a89a') + ring(90, 300, 20, AMBER)
  const arrow = (x2: number, y2: number, c: string): string => {
    const a = Math.atan2(y2 - cy, x2 - cx)
    const h: Pt[] = [
      [x2, y2],
      [x2 - Math.cos(a - 0.4) * 26, y2 - Math.sin(a - 0.4) * 26],
      [x2 - Math.cos(a + 0.4) * 26, y2 - Math.sin(a + 0.4) * 26],
    ]
    return line(cx, cy, x2, y2, { stroke: c, 'stroke-width': 5 }) + poly(h, { fill: c })
  }
  out += arrow(980, 560, '#f87171') + arrow(260, 600, '#4ade80') + arrow(600, 60, '#60a5fa')
  // IMU chip at the centre
  const I = new Iso(cx - 10, cy - 30, 9)
  out += I.box(-6, -6, 0, 12, 12, 3, { top: '#2b2f36', left: '#15181d', right: '#0b0d10' })
  out += g(
    { transform: I.topT(-6, -6, 3) },
    circle(2, 2, 0.9, { fill: '#94a3b8' }),
    rect(2, 8, 8, 1.2, { fill: AMBER }),
  )
  // rotation arcs
  out += path(d`M${cx + 330} ${cy - 80}a340 340 0 0 1 -40 200`, {
    fill: 'none',
    stroke: '#cfe3ff',
    'stroke-width': 3,
    'stroke-dasharray': '10 8',
  })
  out += path(d`M${cx - 330} ${cy + 80}a340 340 0 0 1 40 -200`, {
    fill: 'none',
    stroke: '#cfe3ff',
    'stroke-width': 3,
    'stroke-dasharray': '10 8',
  })
  out += circle(cx, cy, 90, { fill: glow(s, SKY, 0.3) })
  return out
}

function antennaPattern(_s: Scene): string {
  let out = ''
  const cx = 600
  const cy = 640
  let grid = ''
  for (let r = 100; r <= 500; r += 100) grid += `M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}`
  for (let a = 0; a <= 180; a += 15) {
    const rad = (a * Math.PI) / 180
    grid += `M${cx} ${cy}L${fmt(cx + Math.cos(rad) * 500)} ${fmt(cy - Math.sin(rad) * 500)}`
  }
  out += path(grid, { fill: 'none', stroke: LINE, 'stroke-width': 1.3, opacity: 0.45 })
  // gain pattern: broad upper lobe, steep roll-off near the horizon
  const pts: Pt[] = []
  for (let a = 0; a <= 180; a += 3) {
    const rad = (a * Math.PI) / 180
    const el = Math.sin(rad)
    const r = 460 * Math.pow(el, 0.55) * (0.92 + 0.08 * Math.cos(rad * 4))
    pts.push([cx + Math.cos(rad) * r, cy - Math.sin(rad) * r])
  }
  out += path(smoothD(pts) + 'Z', { fill: AMBER, 'fill-opacity': 0.18, stroke: AMBER, 'stroke-width': 4 })
  // multipath ray from the ground rejected at low elevation
  out += path(d`M80 360L420 ${cy}L${cx - 30} ${cy - 20}`, {
    fill: 'none',
    stroke: '#f87171',
    'stroke-width': 3,
    'stroke-dasharray': '10 8',
  })
  out += path(d`M${cx - 50} ${cy - 40}l40 40M${cx - 10} ${cy - 40}l-40 40`, { stroke: '#f87171', 'stroke-width': 5 })
  out += line(cx, 80, cx, cy - 30, { stroke: SKY, 'stroke-width': 3, 'stroke-dasharray': '8 8' })
  // choke ring cross-section
  let cr = ''
  for (let i = 0; i < 5; i++) cr += `M${cx - 220 + i * 24} ${cy + 20}v60M${cx + 220 - i * 24} ${cy + 20}v60`
  out += rect(cx - 230, cy + 80, 460, 20, { fill: '#9aa5b4' }) + path(cr, { stroke: '#cbd5e1', 'stroke-width': 8 })
  out += path(d`M${cx - 90} ${cy + 20}a90 70 0 0 1 180 0Z`, { fill: '#e2e8f0', opacity: 0.9 })
  out += rect(0, cy + 100, W, H - cy - 100, { fill: '#081a33' })
  return out
}

function terrain(_s: Scene, rng: Rng): string {
  let out = ''
  const f = hillField(randomHills(rng, 100, 100, 6, 1.2), [0.002, -0.001])
  const n = 26
  const proj = (i: number, j: number): Pt => {
    const x = i / n
    const y = j / n
    const hgt = f(x * 100, y * 100)
    const px = 600 + (x - y) * 560
    const py = 300 + (x + y) * 260 - hgt * 150
    return [px, py]
  }
  let rows = ''
  let cols = ''
  for (let j = 0; j <= n; j++)
    rows += 'M' + Array.from({ length: n + 1 }, (_, i) => proj(i, j).map(fmt).join(' ')).join('L')
  for (let i = 0; i <= n; i++)
    cols += 'M' + Array.from({ length: n + 1 }, (_, j) => proj(i, j).map(fmt).join(' ')).join('L')
  out += path(rows + cols, { fill: 'none', stroke: SKY, 'stroke-width': 1.2, opacity: 0.55 })
  // highlight a profile line
  out += path(
    'M' +
      Array.from({ length: n + 1 }, (_, i) =>
        proj(i, Math.round(n * 0.55))
          .map(fmt)
          .join(' '),
      ).join('L'),
    { fill: 'none', stroke: AMBER, 'stroke-width': 4 },
  )
  for (let i = 0; i <= n; i += 6) {
    const [x, y] = proj(i, Math.round(n * 0.55))
    out += circle(x, y, 6, { fill: AMBER })
  }
  return out
}

function network(s: Scene, rng: Rng): string {
  let out = ''
  // land mass outline
  const land: Pt[] = []
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2
    land.push([600 + Math.cos(a) * rng.range(360, 470), 450 + Math.sin(a) * rng.range(230, 310)])
  }
  out += path(smoothD(land, true), { fill: '#0e2547', stroke: '#3b6db0', 'stroke-width': 2 })
  // jittered grid inside the ellipse so stations spread like a real CORS network
  const nodes: Pt[] = [[600, 450]]
  for (let gx = -3; gx <= 3; gx++)
    for (let gy = -2; gy <= 2; gy++) {
      const x = gx / 3.6 + rng.range(-0.07, 0.07)
      const y = gy / 2.6 + rng.range(-0.09, 0.09)
      if (x * x + y * y > 0.62 || (gx === 0 && gy === 0) || rng.chance(0.25)) continue
      nodes.push([600 + x * 470, 450 + y * 300])
    }
  // connect each node to its 3 nearest neighbours
  const seen = new Set<string>()
  let links = ''
  nodes.forEach((p, i) => {
    nodes
      .map((q, j) => [j, Math.hypot(p[0] - q[0], p[1] - q[1])] as const)
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3)
      .forEach(([j]) => {
        const key = i < j ? `${i}-${j}` : `${j}-${i}`
        if (seen.has(key)) return
        seen.add(key)
        const q = nodes[j] ?? p
        links += `M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`
      })
  })
  for (const [x, y] of nodes) out += circle(x, y, 110, { fill: glow(s, SKY, 0.12) })
  out += path(links, { stroke: SKY, 'stroke-width': 2, opacity: 0.6 })
  nodes.forEach(([x, y], i) => {
    const hub = i === 0
    out += circle(x, y, hub ? 20 : 11, {
      fill: hub ? AMBER : '#e2e8f0',
      stroke: hub ? lighten(AMBER, 0.4) : SKY,
      'stroke-width': 3,
    })
    if (hub)
      out +=
        circle(x, y, 42, { fill: 'none', stroke: AMBER, 'stroke-width': 2, opacity: 0.6 }) +
        circle(x, y, 66, { fill: 'none', stroke: AMBER, 'stroke-width': 1.5, opacity: 0.3 })
  })
  out += satellite(1010, 150, 1, -20) + satellite(190, 130, 0.8, 15)
  return out
}

const DRAW: Record<Motif, (s: Scene, rng: Rng) => string> = {
  'rf-frontend': rfFrontend,
  'rtk-engine': rtkEngine,
  interference,
  'point-cloud': pointCloud,
  'scan-head': scanHead,
  'radar-sweep': radarSweep,
  'flight-path': flightPath,
  optics,
  imu,
  'antenna-pattern': antennaPattern,
  terrain,
  network,
}

export function drawMotif(s: Scene, rng: Rng, motif: Motif, label: string): string {
  const bg = darkBackdrop(s, rng, W, H, {
    glowX: 600,
    glowY: 430,
    contourOpacity: motif === 'flight-path' || motif === 'terrain' ? 0 : 0.18,
  })
  let chip = ''
  if (label) {
    const width = measure(label, { size: 22, weight: 600 }) + 74
    chip =
      rr(40, 40, width, 52, 26, { fill: BRAND.navy950, 'fill-opacity': 0.7, stroke: '#3b6db0', 'stroke-width': 1.5 }) +
      circle(68, 66, 7, { fill: AMBER }) +
      text(label, 88, 74, { size: 22, weight: 600 }, { fill: '#e2e8f0' })
  }
  return (
    bg +
    DRAW[motif](s, rng) +
    chip +
    el('rect', { x: 0.5, y: 0.5, width: W - 1, height: H - 1, fill: 'none', stroke: '#2b5794', 'stroke-opacity': 0.4 })
  )
}
