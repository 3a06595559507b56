/** Illustrated scenes: solution pages, news items and the about page, all 1200x675 on the dusk-navy palette. */
import { darkBackdrop } from '../lib/backdrop'
import { ACCENTS, mix } from '../lib/color'
import { fitTransform } from '../lib/compose'
import { panel, rr } from '../lib/draw'
import { makeRng, type Rng } from '../lib/rng'
import { d, ellipse, fmt, g, line, path, poly, rect, smoothD, Scene, svgDoc, type Pt } from '../lib/svg'
import { geodeticAntenna, roverPole } from '../kinds/gnss'
import { totalStation } from '../kinds/instruments'
import { oemBoard } from '../kinds/oem'
import { radarMast } from '../kinds/radar'
import { tlsScanner } from '../kinds/scanners'
import type { Drawn } from '../kinds/types'
import { satellite } from '../motifs'
import {
  AMBER,
  Ground,
  SKY,
  excavator,
  groundContours,
  groundPlane,
  miniDome,
  miniDrone,
  miniRover,
  miniTripod,
  motorGrader,
  mountains,
  person,
  signal,
  sky,
  surveyBoat,
  tractor,
} from './scene'

const W = 1200
const H = 675

function doc(id: string, draw: (s: Scene, rng: Rng) => string): () => string {
  return () => {
    const s = new Scene('s')
    return svgDoc(W, H, s, draw(s, makeRng(id)))
  }
}

function place(drawn: Drawn, x: number, y: number, w: number, h: number): string {
  const t = fitTransform(drawn.box, { x, y, w, h })
  return g({ transform: `translate(${fmt(t.tx)} ${fmt(t.ty)}) scale(${+t.k.toFixed(4)})` }, drawn.svg)
}

/** Landscape base: sky, mountains, ground. */
function landscape(s: Scene, rng: Rng, horizon: number, mountainH = 150): string {
  return sky(s, W, H, horizon) + mountains(s, rng, W, horizon + 6, 3, mountainH) + groundPlane(s, W, H, horizon)
}

const surveying = doc('solution-surveying', (s, rng) => {
  const horizon = 300
  let out = landscape(s, rng, horizon)
  const gr = new Ground(600, horizon, 430, 2)
  out += groundContours(
    gr,
    rng,
    [
      [-5, 12],
      [5, 22],
      [0, 40],
      [9, 9],
    ],
    7,
  )
  // cadastral parcels: a jittered grid on the ground
  const xs = [-9, -5.5, -2, 1.5, 5, 8.5]
  const zs = [2.7, 4.4, 7.5, 13, 24]
  const v = zs.map((z) => xs.map((x) => [x + rng.range(-0.6, 0.6), z * rng.range(0.95, 1.05)] as [number, number]))
  const at = (i: number, j: number): [number, number] => v[i]?.[j] ?? [0, 10]
  let edges = ''
  for (let i = 0; i < zs.length; i++)
    for (let j = 0; j < xs.length; j++) {
      if (j + 1 < xs.length) edges += gr.lineD([at(i, j), at(i, j + 1)])
      if (i + 1 < zs.length) edges += gr.lineD([at(i, j), at(i + 1, j)])
    }
  out += path(gr.polyD([at(0, 2), at(0, 3), at(1, 3), at(1, 2)]), { fill: AMBER, opacity: 0.18 })
  out += path(edges, { fill: 'none', stroke: AMBER, 'stroke-width': 2, opacity: 0.75, 'stroke-dasharray': '10 6' })
  for (let i = 0; i < zs.length; i++)
    for (let j = 0; j < xs.length; j++) {
      const [px, py] = gr.p(...at(i, j))
      const k = 6 / Math.sqrt(at(i, j)[1])
      out += rect(px - k, py - k, k * 2, k * 2, { fill: '#f8fafc' })
    }
  // satellites and the surveyor at a parcel corner
  const corner = gr.p(...at(1, 3))
  const poleH = (1.9 * 430) / at(1, 3)[1]
  const top: Pt = [corner[0], corner[1] - poleH]
  const sats: Pt[] = [
    [250, 70],
    [560, 40],
    [880, 90],
    [1100, 50],
  ]
  for (const p of sats) out += signal(p, top, 0.45)
  sats.forEach(([x, y], i) => {
    out += satellite(x, y, 0.6, -20 + i * 12)
  })
  for (let i = 1; i <= 3; i++)
    out += ellipse(corner[0], corner[1], 18 * i, 6 * i, {
      fill: 'none',
      stroke: AMBER,
      'stroke-width': 2,
      opacity: 0.7 - i * 0.18,
    })
  out += miniRover(s, corner[0], corner[1], poleH)
  out += person(corner[0] + 44, corner[1] + 4, poleH / 210, { facing: -1, holdY: 120 })
  return out
})

const construction = doc('solution-construction', (s, rng) => {
  const horizon = 290
  let out = landscape(s, rng, horizon, 130)
  const gr = new Ground(600, horizon, 420, 2.4)
  // road formation running into the distance, with its design surface as a wireframe
  const road = (z: number): number => Math.sin(z / 9) * 3 - 1
  const zs = Array.from({ length: 24 }, (_, i) => 3 + i * i * 0.15)
  const left = zs.map((z) => [road(z) - 4, z] as [number, number])
  const right = zs.map((z) => [road(z) + 4, z] as [number, number])
  out += path(gr.polyD([...left, ...right.reverse()]), { fill: '#5b6f8d' })
  right.reverse()
  const shoulderL = zs.map((z) => [road(z) - 6.5, z] as [number, number])
  const shoulderR = zs.map((z) => [road(z) + 6.5, z] as [number, number])
  out +=
    path(gr.polyD([...shoulderL, ...[...left].reverse()]), { fill: '#3d5172' }) +
    path(gr.polyD([...right, ...[...shoulderR].reverse()]), { fill: '#3d5172' })
  let wire =
    gr.lineD(left, 0.25) +
    gr.lineD(right, 0.25) +
    gr.lineD(
      zs.map((z) => [road(z), z]),
      0.35,
    )
  for (const z of zs.filter((_, i) => i % 2 === 0))
    wire += gr.lineD(
      [
        [road(z) - 4, z],
        [road(z), z],
        [road(z) + 4, z],
      ].map(([x, zz]) => [x ?? 0, zz ?? z] as [number, number]),
      0.3,
    )
  out += path(wire, { fill: 'none', stroke: SKY, 'stroke-width': 1.4, opacity: 0.7 })
  // base station on a rise, radio link to the machines
  const base = gr.p(9, 20)
  out += miniTripod(s, base[0], base[1], 70, 'receiver')
  for (let i = 1; i <= 3; i++)
    out += path(
      d`M${base[0] - 14 - i * 10} ${base[1] - 100 + i * 4}a${20 + i * 12} ${20 + i * 12} 0 0 0 0 ${30 + i * 14}`,
      { fill: 'none', stroke: AMBER, 'stroke-width': 2.5, opacity: 0.9 - i * 0.22 },
    )
  out += excavator(s, 160, gr.p(-9, 11)[1], 0.42)
  const gz = 5.2
  const [gx, gy] = gr.p(road(gz) - 2.5, gz)
  out += motorGrader(s, gx - 40, gy, 0.62)
  return out
})

const agriculture = doc('solution-agriculture', (s, rng) => {
  const horizon = 260
  let out =
    sky(s, W, H, horizon) +
    mountains(s, rng, W, horizon + 6, 3, 120) +
    groundPlane(s, W, H, horizon, '#3f5f8c', '#4a6b98')
  const gr = new Ground(600, horizon, 460, 6)
  // levelled basins separated by bunds: some flooded (sky reflection), some dry
  const xs = Array.from({ length: 17 }, (_, i) => -34 + i * 4.25)
  const zs = [5, 7, 10, 14, 20, 29, 42, 62, 95, 150]
  for (let i = 0; i + 1 < zs.length; i++)
    for (let j = 0; j + 1 < xs.length; j++) {
      const z0 = zs[i] ?? 3
      const z1 = zs[i + 1] ?? 4
      const x0 = xs[j] ?? 0
      const x1 = xs[j + 1] ?? 1
      const wet = (i + j * 2 + (rng() < 0.25 ? 1 : 0)) % 3 === 0
      const fill = wet ? mix('#5b8fcf', '#86b4e8', rng() * 0.5) : mix('#263f63', '#2f4b73', rng())
      out += path(
        gr.polyD([
          [x0 + 0.25, z0 + 0.2],
          [x1 - 0.25, z0 + 0.2],
          [x1 - 0.25, z1 - 0.2],
          [x0 + 0.25, z1 - 0.2],
        ]),
        { fill },
      )
    }
  // earlier guidance passes, and the active AB line the tractor follows
  for (const z of [7, 10, 14])
    out += path(
      gr.lineD([
        [-40, z + 1.5],
        [40, z + 1.5],
      ]),
      { stroke: '#fcd34d', 'stroke-width': 1.6, opacity: 0.4, 'stroke-dasharray': '8 8' },
    )
  const tz = 8.6
  out +=
    path(
      gr.lineD([
        [-40, tz],
        [40, tz],
      ]),
      { stroke: AMBER, 'stroke-width': 14, opacity: 0.2 },
    ) +
    path(
      gr.lineD([
        [-40, tz],
        [40, tz],
      ]),
      { stroke: AMBER, 'stroke-width': 4 },
    )
  const [tx, ty] = gr.p(-2, tz)
  out += tractor(s, tx, ty + 4, 0.62)
  const sats: Pt[] = [
    [820, 60],
    [1060, 110],
  ]
  for (const p of sats) out += signal(p, [tx + 19, ty - 185], 0.45)
  sats.forEach(([x, y], i) => {
    out += satellite(x, y, 0.55, -10 + i * 20)
  })
  return out
})

const mining = doc('solution-mining', (s, rng) => {
  const horizon = 120
  let out =
    sky(s, W, H, horizon, false) +
    mountains(s, rng, W, horizon + 10, 2, 70) +
    rect(0, horizon, W, H - horizon, { fill: '#2a4468' })
  // benched pit: nested rings stepping down; the far walls face the viewer
  const n = 7
  for (let i = 0; i < n; i++) {
    const t = i / n
    const cx = 640
    const cy = 330 + i * 30
    const rx = 620 - i * 78
    const ry = 220 - i * 27
    out += ellipse(cx, cy, rx, ry, { fill: mix('#3f5f8e', '#1c3458', t) })
    out += ellipse(cx, cy + 22, rx - 26, ry - 12, { fill: mix('#294670', '#10223f', t) })
    out += path(d`M${cx - rx + 14} ${cy}A${rx - 14} ${ry - 6} 0 0 1 ${cx + rx - 14} ${cy}`, {
      fill: 'none',
      stroke: '#7fa6d9',
      'stroke-width': 1.5,
      opacity: 0.5,
    })
  }
  out += ellipse(640, 560, 110, 30, { fill: '#2f8f9d', opacity: 0.8 })
  // haul road ramp
  out += path('M80 420C300 560 700 600 980 470', { fill: 'none', stroke: '#8aa4c8', 'stroke-width': 10, opacity: 0.35 })
  // deformation hot spots on the far wall and the radar sweep
  const blob = (x: number, y: number, r: number): string =>
    ellipse(x, y, r * 1.8, r, {
      fill: s.rad([
        [0, '#ef4444', 0.85],
        [0.35, AMBER, 0.6],
        [0.7, '#eab308', 0.2],
        [1, '#eab308', 0],
      ]),
    })
  out += blob(720, 200, 60) + blob(500, 240, 32)
  const rx = 190
  const ry = 560
  out += path(d`M${rx} ${ry - 80}L1000 110L1120 330Z`, {
    fill: s.lin(
      [
        [0, SKY, 0.3],
        [1, SKY, 0],
      ],
      0,
      1,
      1,
      0,
    ),
  })
  out += line(rx, ry - 80, 1040, 190, { stroke: SKY, 'stroke-width': 2.5 })
  const radar = radarMast(s, { label: '', accent: ACCENTS.red, rng: makeRng('scene-radar') })
  out += place(radar, 40, 420, 320, 230)
  return out
})

const transportation = doc('solution-transportation', (s, rng) => {
  const horizon = 250
  let out = landscape(s, rng, horizon, 170)
  // seen from above the corridor: camera 12 m up
  const gr = new Ground(600, horizon, 520, 12)
  const road = (z: number): number => Math.sin(z / 16) * 7 - 3
  const zs = Array.from({ length: 40 }, (_, i) => 12 + i * i * 0.12)
  const L = zs.map((z) => [road(z) - 4, z] as [number, number])
  const R = zs.map((z) => [road(z) + 4, z] as [number, number])
  // slopes either side of the road
  out += path(gr.polyD([[-60, 12], ...L.map(([x, z]) => [x - 3, z] as [number, number]), [-60, 200]]), {
    fill: '#16304f',
  })
  // river crossing the valley, bridge over it
  const rz = 34
  const river = (x: number): number => rz + Math.sin(x / 9) * 2.5
  const bankA: [number, number][] = []
  const bankB: [number, number][] = []
  for (let x = -60; x <= 60; x += 4) {
    bankA.push([x, river(x) - 1.8])
    bankB.push([x, river(x) + 1.8])
  }
  out += path(gr.polyD([...bankA, ...bankB.reverse()]), { fill: '#3f74b5' })
  out += path(gr.polyD([...L, ...[...R].reverse()]), { fill: '#4b5d78' })
  out += path(gr.lineD(L) + gr.lineD(R), { fill: 'none', stroke: '#cbd5e1', 'stroke-width': 2, opacity: 0.8 })
  out += path(gr.lineD(zs.map((z) => [road(z), z])), {
    fill: 'none',
    stroke: '#f8fafc',
    'stroke-width': 2.5,
    'stroke-dasharray': '16 16',
    opacity: 0.8,
  })
  const [bx0, by0] = gr.p(road(rz) - 4.6, rz - 1.8)
  const [bx1, by1] = gr.p(road(rz) + 4.6, rz - 1.8)
  const [, by2] = gr.p(road(rz), rz + 1.8)
  out += rect(bx0, by2 - 4, bx1 - bx0, by1 - by2 + 8, { fill: '#5f7191' })
  out += path(d`M${bx0} ${by0 - 2}H${bx1}M${bx0} ${by2 - 4}H${bx1}`, { stroke: '#e2e8f0', 'stroke-width': 3 })
  // LiDAR drone: scan fan across the corridor and the swath of points already captured
  const [dx, dy] = [720, 150]
  const sz = 22
  const fan: Pt[] = []
  for (let x = -12; x <= 12; x += 0.6) fan.push(gr.p(road(sz) + x, sz))
  const first = fan[0] ?? [0, 0]
  const last = fan[fan.length - 1] ?? [0, 0]
  let swath = ''
  for (let z = sz; z < 80; z *= 1.045)
    for (let x = -10; x <= 10; x += 1.1) {
      const [px, py] = gr.p(road(z) + x + rng.range(-0.4, 0.4), z)
      swath += `M${fmt(px)} ${fmt(py)}h0`
    }
  out += path(swath, { stroke: AMBER, 'stroke-width': 2.6, 'stroke-linecap': 'round', opacity: 0.5 })
  out += poly([[dx, dy + 22], first, last], {
    fill: s.lin([
      [0, AMBER, 0.3],
      [1, AMBER, 0.06],
    ]),
  })
  out += path(
    fan
      .filter((_, i) => i % 5 === 0)
      .map(([x, y]) => `M${dx} ${dy + 22}L${fmt(x)} ${fmt(y)}`)
      .join(''),
    { stroke: AMBER, 'stroke-width': 1, opacity: 0.5 },
  )
  out += path(fan.map(([x, y]) => `M${fmt(x)} ${fmt(y)}h0`).join(''), {
    stroke: '#fde68a',
    'stroke-width': 4.5,
    'stroke-linecap': 'round',
  })
  out += miniDrone(dx, dy, 1.2)
  out += satellite(300, 70, 0.55, -18) + satellite(1020, 60, 0.55, 14)
  return out
})

const aviation = doc('solution-aviation', (s, rng) => {
  const horizon = 290
  let out = landscape(s, rng, horizon, 110)
  const gr = new Ground(560, horizon, 440, 2.2)
  const hw = 2.2
  // runway, markings
  out += path(
    gr.polyD([
      [-hw, 3],
      [hw, 3],
      [hw, 400],
      [-hw, 400],
    ]),
    { fill: '#2b3442' },
  )
  out += path(
    gr.lineD([
      [-hw + 0.1, 3],
      [-hw + 0.1, 400],
    ]) +
      gr.lineD([
        [hw - 0.1, 3],
        [hw - 0.1, 400],
      ]),
    { stroke: '#e2e8f0', 'stroke-width': 2, fill: 'none' },
  )
  let keys = ''
  for (let i = 0; i < 8; i++) {
    const x = -hw + 0.3 + i * 0.52 + (i >= 4 ? 0.2 : 0)
    keys += gr.polyD([
      [x, 5],
      [x + 0.3, 5],
      [x + 0.3, 9],
      [x, 9],
    ])
  }
  out += path(keys, { fill: '#f1f5f9' })
  let dashes = ''
  for (let z = 12; z < 300; z *= 1.25)
    dashes += gr.polyD([
      [-0.08, z],
      [0.08, z],
      [0.08, z * 1.1],
      [-0.08, z * 1.1],
    ])
  out += path(dashes, { fill: '#f1f5f9' })
  // obstacle limitation surfaces as a wireframe: transitional surfaces rising from the strip edges
  const rise = (x: number): number => Math.max(0, (Math.abs(x) - hw - 1) * 0.45)
  let wire = ''
  for (let z = 4; z < 200; z *= 1.28) {
    wire += 'M' + [-16, -12, -8, -hw - 1].map((x) => gr.p(x, z, rise(x)).map(fmt).join(' ')).join('L')
    wire += 'M' + [hw + 1, 8, 12, 16].map((x) => gr.p(x, z, rise(x)).map(fmt).join(' ')).join('L')
  }
  for (const x of [-16, -12, -8, -hw - 1, hw + 1, 8, 12, 16]) {
    const pts: Pt[] = []
    for (let z = 4; z < 200; z *= 1.28) pts.push(gr.p(x, z, rise(x)))
    wire += 'M' + pts.map((p) => p.map(fmt).join(' ')).join('L')
  }
  out += path(wire, { fill: 'none', stroke: SKY, 'stroke-width': 1.3, opacity: 0.55 })
  // control tower far left, base station at the threshold
  const [tx, ty] = gr.p(-30, 60)
  out += rect(tx - 6, ty - 70, 12, 70, { fill: '#4b5d78' }) + rr(tx - 18, ty - 92, 36, 24, 4, { fill: '#5f7aa3' })
  const [bx, by] = gr.p(hw + 2.6, 6)
  out += miniTripod(s, bx, by, 110, 'receiver')
  const sats: Pt[] = [
    [760, 60],
    [1040, 100],
  ]
  for (const p of sats) out += signal(p, [bx, by - 130], 0.45)
  sats.forEach(([x, y], i) => {
    out += satellite(x, y, 0.55, -15 + i * 25)
  })
  return out
})

const marine = doc('solution-marine', (s, rng) => {
  const horizon = 280
  const water = 410
  let out = sky(s, W, H, horizon) + mountains(s, rng, W, horizon + 6, 2, 120)
  out += rect(0, horizon, W, water - horizon, {
    fill: s.lin([
      [0, '#2f5d96'],
      [1, '#1d3d69'],
    ]),
  })
  let ripples = ''
  for (let i = 0; i < 18; i++) {
    const y = horizon + 8 + i * i * 0.4
    const x = rng.range(0, W)
    ripples += `M${fmt(x)} ${fmt(y)}h${fmt(rng.range(30, 120))}`
  }
  out += path(ripples, { stroke: '#8fb3e6', 'stroke-width': 1.5, opacity: 0.4 })
  // underwater section and riverbed
  out += rect(0, water, W, H - water, {
    fill: s.lin([
      [0, '#143158'],
      [1, '#0a1b34'],
    ]),
  })
  const bed: Pt[] = []
  for (let i = 0; i <= 12; i++)
    bed.push([i * 100, 590 - Math.sin(i * 0.8) * 26 - (i > 8 ? (i - 8) * 10 : 0) + rng.range(-8, 8)])
  out += path(smoothD(bed) + `L${W} ${H}L0 ${H}Z`, { fill: '#3a4a5f' })
  // quay wall with bollards and a crane
  out += rect(930, 340, 270, 335, { fill: panel(s, '#5f6f86', 0.08) }) + rect(930, 332, 270, 12, { fill: '#94a3b8' })
  out += rect(960, 318, 16, 16, { rx: 4, fill: '#1f2937' }) + rect(1070, 318, 16, 16, { rx: 4, fill: '#1f2937' })
  out += path('M1010 334V150M1150 334V150M995 150H1200M1010 190L1150 150', {
    stroke: AMBER,
    'stroke-width': 10,
    fill: 'none',
  })
  out +=
    line(1110, 150, 1110, 250, { stroke: '#cbd5e1', 'stroke-width': 3 }) + rect(1092, 250, 36, 24, { fill: '#64748b' })
  // multibeam sonar fan from the hull and the sounded swath on the bed
  const hull: Pt = [560, water + 26]
  let beams = ''
  let hits = ''
  for (let a = -55; a <= 55; a += 5) {
    const r = (a * Math.PI) / 180
    const x = hull[0] + Math.tan(r) * 170
    const bedY = 590 - Math.sin((x / 100) * 0.8) * 26
    beams += `M${fmt(hull[0])} ${fmt(hull[1])}L${fmt(x)} ${fmt(bedY)}`
    hits += `M${fmt(x)} ${fmt(bedY)}h0`
  }
  out += poly([hull, [hull[0] - 240, 600], [hull[0] + 240, 600]], {
    fill: s.lin([
      [0, SKY, 0.35],
      [1, SKY, 0.05],
    ]),
  })
  out += path(beams, { stroke: SKY, 'stroke-width': 1, opacity: 0.45 })
  out += path(hits, { stroke: AMBER, 'stroke-width': 6, 'stroke-linecap': 'round' })
  out += surveyBoat(s, 560, water, 0.8)
  out += line(0, water, W, water, { stroke: '#8fb3e6', 'stroke-width': 2, opacity: 0.6 })
  out += satellite(300, 80, 0.55, -18) + satellite(760, 50, 0.55, 12)
  return out
})

export const SOLUTIONS: Record<string, () => string> = {
  surveying,
  construction,
  agriculture,
  mining,
  transportation,
  aviation,
  marine,
}

const k8Launch = doc('news-k8', (s, rng) => {
  let out = darkBackdrop(s, rng, W, H, { glowX: 600, glowY: 380, contourOpacity: 0.16 })
  for (let i = 0; i < 3; i++)
    out += ellipse(640, 210, 560 - i * 90, 150 - i * 26, {
      fill: 'none',
      stroke: '#8fb3e6',
      'stroke-width': 1.5,
      opacity: 0.3,
      transform: `rotate(${-8 + i * 6} 640 210)`,
    })
  out += satellite(250, 150, 0.7, -20) + satellite(1040, 110, 0.7, 18) + satellite(760, 60, 0.6, 5)
  out += poly(
    [
      [420, 0],
      [560, 0],
      [760, 675],
      [240, 675],
    ],
    {
      fill: s.lin([
        [0, '#ffffff', 0.1],
        [1, '#ffffff', 0],
      ]),
    },
  )
  out += ellipse(560, 600, 380, 60, {
    fill: s.rad([
      [0, AMBER, 0.25],
      [1, AMBER, 0],
    ]),
  })
  const board = oemBoard(s, { label: 'K8 EVK', accent: ACCENTS.amber, rng: makeRng('news-k8-board') })
  out += place(board, 170, 170, 760, 470)
  const ant = geodeticAntenna(s, { label: 'K8', accent: ACCENTS.amber, rng: makeRng('news-k8-ant'), hint: 'survey' })
  out += place(ant, 900, 250, 240, 300)
  return out
})

const partnership = doc('news-partnership', (s, rng) => {
  const horizon = 300
  let out = landscape(s, rng, horizon, 110)
  // city block with a reference station on the roof
  const bx = 860
  out +=
    rect(bx, 150, 200, horizon - 150 + 20, { fill: '#29456d' }) +
    rect(bx + 200, 200, 110, horizon - 200 + 20, { fill: '#22395b' })
  let win = ''
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 7; c++) if (rng() > 0.3) win += `M${bx + 14 + c * 26} ${165 + r * 24}h14v10h-14Z`
  out += path(win, { fill: '#f5c56b', opacity: 0.55 })
  out += line(bx + 150, 150, bx + 150, 96, { stroke: '#cbd5e1', 'stroke-width': 4 }) + miniDome(bx + 150, 96, 18)
  for (let i = 1; i <= 3; i++)
    out += path(d`M${bx + 120 - i * 14} ${70 - i * 4}a${26 + i * 12} ${26 + i * 12} 0 0 0 0 ${34 + i * 14}`, {
      fill: 'none',
      stroke: AMBER,
      'stroke-width': 2.5,
      opacity: 0.9 - i * 0.22,
    })
  // road formation and the grader working it
  const gr = new Ground(600, horizon, 420, 2.4)
  out += path(
    gr.polyD([
      [-7, 3],
      [5, 3],
      [4, 80],
      [-1, 80],
    ]),
    { fill: '#5b6f8d' },
  )
  let wire = ''
  for (let z = 3.5; z < 60; z *= 1.3)
    wire += gr.lineD(
      [
        [-7 + (z - 3) * 0.07, z],
        [5 - (z - 3) * 0.012, z],
      ],
      0.2,
    )
  out += path(wire, { stroke: SKY, 'stroke-width': 1.3, opacity: 0.6, fill: 'none' })
  const [gx, gy] = gr.p(-3.5, 5)
  out += motorGrader(s, gx - 60, gy, 0.7)
  return out
})

const expo = doc('news-expo', (s, rng) => {
  let out = rect(0, 0, W, H, {
    fill: s.lin([
      [0, '#0b1f3a'],
      [1, '#06132a'],
    ]),
  })
  // back wall with a contour banner
  out += rect(120, 60, 960, 420, { fill: '#12305a' })
  const banner = darkBackdrop(s, rng, 960, 130, { grid: false, contourOpacity: 0.55, glowX: 480, glowY: 60 })
  out += g({ transform: 'translate(120 60)' }, banner)
  out += rect(120, 190, 960, 8, { fill: AMBER })
  for (const x of [240, 600, 960])
    out += poly(
      [
        [x - 20, 0],
        [x + 20, 0],
        [x + 140, 480],
        [x - 140, 480],
      ],
      {
        fill: s.lin([
          [0, '#ffffff', 0.12],
          [1, '#ffffff', 0],
        ]),
      },
    )
  // floor
  out += poly(
    [
      [0, 480],
      [W, 480],
      [W, H],
      [0, H],
    ],
    {
      fill: s.lin([
        [0, '#cbd5e1'],
        [1, '#94a3b8'],
      ]),
    },
  )
  out += poly(
    [
      [120, 480],
      [1080, 480],
      [1160, 560],
      [40, 560],
    ],
    { fill: '#e2e8f0' },
  )
  // plinths with instruments
  const plinth = (x: number, w: number): string =>
    rect(x, 470, w, 90, { fill: '#f8fafc' }) +
    rect(x, 470, w, 8, { fill: '#e2e8f0' }) +
    rect(x + w, 470, 14, 90, { fill: '#cbd5e1' })
  out += plinth(180, 200) + plinth(500, 200) + plinth(820, 200)
  out += place(roverPole(s, { label: 'G9', accent: ACCENTS.amber, rng: makeRng('expo-rover') }), 210, 210, 140, 262)
  out += place(tlsScanner(s, { label: 'T350', accent: ACCENTS.blue, rng: makeRng('expo-tls') }), 520, 230, 160, 242)
  out += place(radarMast(s, { label: 'H45', accent: ACCENTS.red, rng: makeRng('expo-radar') }), 800, 300, 240, 172)
  out +=
    person(120, 640, 0.75, { vest: '#334155', facing: 1, holdY: 100 }) +
    person(1090, 650, 0.78, { vest: '#1f4a86', facing: -1, holdY: 96, skin: '#8d5a3b' })
  return out
})

export const NEWS: Record<string, () => string> = {
  'k8-series-launch': k8Launch,
  'construction-partnership': partnership,
  'geospatial-expo-kabul': expo,
}

const mission = doc('about-mission', (s, rng) => {
  const horizon = 250
  let out = sky(s, W, H, horizon) + mountains(s, rng, W, horizon + 10, 3, 130)
  // valley with the city grid drawn as contour-like lines
  out += rect(0, horizon, W, H - horizon, { fill: '#1a3558' })
  const gr = new Ground(760, horizon, 380, 4)
  let grid = ''
  for (let x = -30; x <= 30; x += 2.5)
    grid += gr.lineD([
      [x, 6],
      [x * 1.02, 90],
    ])
  for (let z = 6; z < 90; z *= 1.15)
    grid += gr.lineD([
      [-30, z],
      [30, z],
    ])
  out += path(grid, { stroke: '#5f8fd0', 'stroke-width': 1.2, opacity: 0.45, fill: 'none' })
  let lights = ''
  for (let i = 0; i < 120; i++) {
    const [px, py] = gr.p(rng.range(-28, 28), rng.range(7, 80))
    lights += `M${fmt(px)} ${fmt(py)}h0`
  }
  out += path(lights, { stroke: '#f5c56b', 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 })
  // hillside in the foreground with contour lines
  const hill: Pt[] = [
    [-20, 470],
    [200, 430],
    [420, 450],
    [640, 520],
    [900, 600],
    [1220, 640],
  ]
  out += path(smoothD(hill) + `L${W + 20} ${H}L-20 ${H}Z`, { fill: '#0f2544' })
  let cl = ''
  for (let k = 1; k < 6; k++) cl += smoothD(hill.map(([x, y]) => [x, y + k * 26 + Math.sin(x / 90 + k) * 6] as Pt))
  out += path(cl, { fill: 'none', stroke: '#3f6fb0', 'stroke-width': 1.4, opacity: 0.6 })
  // crew: rover at a mark, total station on a tripod
  out += miniRover(s, 250, 500, 170)
  out += person(292, 504, 0.86, { facing: -1, holdY: 118 })
  const ts = totalStation(s, { label: '', accent: ACCENTS.amber, rng: makeRng('about-ts') })
  out += path('M520 420L470 560M520 420L575 560M520 420L530 540', {
    stroke: '#b8c2cf',
    'stroke-width': 6,
    'stroke-linecap': 'round',
  })
  out += place(ts, 478, 330, 84, 96)
  out += person(600, 572, 0.86, { facing: -1, holdY: 150, skin: '#8d5a3b', vest: AMBER })
  out += line(520, 372, 262, 333, { stroke: AMBER, 'stroke-width': 2, 'stroke-dasharray': '8 6', opacity: 0.8 })
  out += satellite(980, 70, 0.6, -15) + satellite(700, 40, 0.5, 10)
  return out
})

const workshop = doc('about-workshop', (s, _rng) => {
  let out = rect(0, 0, W, H, {
    fill: s.lin([
      [0, '#17386a'],
      [1, '#0b1f3a'],
    ]),
  })
  // pegboard with tool silhouettes
  out += rect(140, 70, 620, 260, { rx: 10, fill: '#1f4a86', opacity: 0.5 })
  let holes = ''
  for (let x = 160; x < 750; x += 24) for (let y = 90; y < 320; y += 24) holes += `M${x} ${y}h0`
  out += path(holes, { stroke: '#0b1f3a', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.6 })
  out += path(
    'M200 110v150M190 260h20M260 120l40 120M330 110v100a20 20 0 0 0 40 0v-100M430 110h60v40h-60ZM540 120c30 0 30 60 0 60M620 110v160',
    { fill: 'none', stroke: '#cbd5e1', 'stroke-width': 8, 'stroke-linecap': 'round' },
  )
  // lamp
  out +=
    path('M900 0V120', { stroke: '#94a3b8', 'stroke-width': 4 }) +
    path('M850 170L900 120L950 170Z', { fill: '#e2e8f0' }) +
    poly(
      [
        [850, 170],
        [950, 170],
        [1100, 470],
        [700, 470],
      ],
      {
        fill: s.lin([
          [0, '#fde68a', 0.25],
          [1, '#fde68a', 0],
        ]),
      },
    )
  // bench
  out += rect(80, 470, 1040, 26, { fill: '#94a3b8' }) + rect(80, 496, 1040, 180, { fill: '#334155' })
  out += rect(110, 500, 22, 175, { fill: '#1e293b' }) + rect(1068, 500, 22, 175, { fill: '#1e293b' })
  // instruments on the bench
  out += place(totalStation(s, { label: 'M2', accent: ACCENTS.amber, rng: makeRng('ws-ts') }), 180, 300, 160, 172)
  out += place(
    geodeticAntenna(s, { label: 'CR4', accent: ACCENTS.slate, rng: makeRng('ws-ant'), hint: 'choke' }),
    420,
    330,
    220,
    142,
  )
  out +=
    rr(700, 430, 170, 40, 4, { fill: '#1e293b' }) +
    poly(
      [
        [710, 430],
        [860, 430],
        [840, 330],
        [730, 330],
      ],
      { fill: '#0f172a' },
    ) +
    poly(
      [
        [718, 425],
        [852, 425],
        [834, 338],
        [736, 338],
      ],
      { fill: '#1d4ed8', opacity: 0.7 },
    )
  out += path('M745 360l30 20l25-15l30 30', { fill: 'none', stroke: '#7dd3fc', 'stroke-width': 3 })
  out += person(980, 470, 1.25, { facing: -1, holdY: 110, skin: '#b07a52', vest: '#2563eb' })
  return out
})

const calibration = doc('about-calibration', (s, rng) => {
  const horizon = 330
  let out = sky(s, W, H, horizon) + mountains(s, rng, W, horizon, 2, 110)
  // city skyline
  let city = ''
  for (let x = 0; x < W; x += rng.range(40, 90)) {
    const h = rng.range(30, 110)
    city += `M${fmt(x)} ${horizon}V${fmt(horizon - h)}h${fmt(rng.range(30, 70))}V${horizon}Z`
  }
  out += path(city, { fill: '#1d3a63' })
  // rooftop and the calibration pillars
  out += rect(0, horizon, W, H - horizon, {
    fill: s.lin([
      [0, '#4b5d78'],
      [1, '#2b3a52'],
    ]),
  })
  const pillars: [number, number, number][] = [
    [230, 600, 1.15],
    [600, 520, 0.9],
    [960, 590, 1.1],
  ]
  for (const [x, y, k] of pillars) {
    out += ellipse(x, y + 6, 70 * k, 16 * k, { fill: '#1e293b', opacity: 0.5 })
    out +=
      rect(x - 36 * k, y - 200 * k, 72 * k, 200 * k, { fill: panel(s, '#cbd5e1', 0.1) }) +
      ellipse(x, y - 200 * k, 36 * k, 9 * k, { fill: '#e2e8f0' })
  }
  const tops: Pt[] = pillars.map(([x, y, k]) => [x, y - 200 * k])
  const [p0, p1, p2] = tops
  if (p0 && p1 && p2)
    out += path(`M${fmt(p0[0])} ${fmt(p0[1] - 40)}L${fmt(p1[0])} ${fmt(p1[1] - 40)}L${fmt(p2[0])} ${fmt(p2[1] - 40)}`, {
      fill: 'none',
      stroke: AMBER,
      'stroke-width': 2.5,
      'stroke-dasharray': '10 8',
    })
  out += place(
    geodeticAntenna(s, { label: 'CR4', accent: ACCENTS.slate, rng: makeRng('cal-a'), hint: 'choke' }),
    130,
    (p0?.[1] ?? 370) - 130,
    200,
    140,
  )
  out += place(
    totalStation(s, { label: 'R1', accent: ACCENTS.amber, rng: makeRng('cal-ts') }),
    555,
    (p1?.[1] ?? 340) - 150,
    90,
    150,
  )
  out += place(
    geodeticAntenna(s, { label: 'GA3', accent: ACCENTS.slate, rng: makeRng('cal-b'), hint: 'survey' }),
    880,
    (p2?.[1] ?? 370) - 110,
    160,
    112,
  )
  out += satellite(420, 80, 0.6, -15) + satellite(830, 60, 0.55, 18)
  for (const p of [
    [420, 80],
    [830, 60],
  ] as Pt[])
    for (const t of [p0, p2]) if (t) out += signal(p, [t[0], t[1] - 100], 0.35)
  return out
})

export const ABOUT: Record<string, () => string> = {
  mission,
  workshop,
  calibration,
}
