/** Building blocks of the illustrated scenes (solutions, news, about): sky, mountains, ground, people, vehicles. */
import { BRAND, darken, lighten, mix } from '../lib/color'
import { cylH, panel, rr } from '../lib/draw'
import type { Rng } from '../lib/rng'
import { circle, d, ellipse, fmt, g, line, path, rect, smoothD, type Pt, type Scene } from '../lib/svg'
import { satellite } from '../motifs'

export const NAVY_SKY = ['#0b1f3a', '#17386a', '#2b5288'] as const
export const AMBER = BRAND.amber
export const SKY = '#5cc8ff'

/** Dusk sky: navy at the top, lighter haze at the horizon, faint orbit arcs. */
export function sky(s: Scene, w: number, h: number, horizon: number, orbits = true): string {
  let out = rect(0, 0, w, h, {
    fill: s.linU(
      [
        [0, NAVY_SKY[0]],
        [0.7, NAVY_SKY[1]],
        [1, NAVY_SKY[2]],
      ],
      0,
      0,
      0,
      horizon,
    ),
  })
  out += ellipse(w * 0.72, horizon, w * 0.5, horizon * 0.5, {
    fill: s.rad([
      [0, '#f5b35b', 0.22],
      [1, '#f5b35b', 0],
    ]),
  })
  if (orbits) {
    out += ellipse(w * 0.62, horizon * 0.15, w * 0.5, horizon * 0.28, {
      fill: 'none',
      stroke: '#7fa6d9',
      'stroke-width': 1.4,
      opacity: 0.3,
      transform: `rotate(-6 ${fmt(w * 0.62)} ${fmt(horizon * 0.15)})`,
    })
    out += ellipse(w * 0.55, horizon * 0.05, w * 0.42, horizon * 0.2, {
      fill: 'none',
      stroke: '#7fa6d9',
      'stroke-width': 1.2,
      opacity: 0.22,
      transform: `rotate(5 ${fmt(w * 0.55)} ${fmt(horizon * 0.05)})`,
    })
  }
  return out
}

export function satellites(list: readonly [number, number, number][]): string {
  return list.map(([x, y, k], i) => satellite(x, y, k, -20 + i * 15)).join('')
}

/** Layered mountain ridges (the Hindu Kush on the horizon), far ones hazier. */
export function mountains(s: Scene, rng: Rng, w: number, base: number, layers = 3, height = 170): string {
  let out = ''
  for (let l = 0; l < layers; l++) {
    const t = l / Math.max(1, layers - 1)
    const amp = height * (1 - t * 0.45)
    const pts: Pt[] = []
    const n = 9 + l * 2
    for (let i = -1; i <= n + 1; i++) pts.push([(i / n) * w, base - amp * (0.35 + 0.65 * rng()) + t * 30])
    const col = mix('#3c6196', '#16325a', t)
    out += path(smoothD(pts) + `L${w + 40} ${base + 40}L-40 ${base + 40}Z`, { fill: col })
  }
  return out
}

/** Simple pinhole perspective over a flat ground: X lateral, Z depth (Z > 0). */
export class Ground {
  constructor(
    readonly cx: number,
    readonly horizon: number,
    readonly f: number,
    readonly camH: number,
  ) {}
  p(x: number, z: number, y = 0): Pt {
    return [this.cx + (x * this.f) / z, this.horizon + ((this.camH - y) * this.f) / z]
  }
  polyD(points: readonly [number, number][], y = 0): string {
    return 'M' + points.map(([x, z]) => this.p(x, z, y).map(fmt).join(' ')).join('L') + 'Z'
  }
  lineD(points: readonly [number, number][], y = 0): string {
    return 'M' + points.map(([x, z]) => this.p(x, z, y).map(fmt).join(' ')).join('L')
  }
}

export function groundPlane(
  s: Scene,
  w: number,
  h: number,
  horizon: number,
  top = '#1d3a63',
  bottom = '#0e2240',
): string {
  return rect(0, horizon, w, h - horizon, {
    fill: s.linU(
      [
        [0, top],
        [1, bottom],
      ],
      0,
      horizon,
      0,
      h,
    ),
  })
}

/** Contour lines lying on the ground plane (drawn as flattened closed curves around a few hill centres). */
export function groundContours(
  gr: Ground,
  rng: Rng,
  centres: readonly [number, number][],
  rings: number,
  stroke = '#5b86c4',
  opacity = 0.35,
): string {
  let dd = ''
  for (const [cx, cz] of centres) {
    for (let r = 1; r <= rings; r++) {
      const pts: Pt[] = []
      const rad = r * rng.range(5, 7)
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2
        const rr2 = rad * (0.85 + 0.3 * Math.sin(a * 3 + r))
        const z = cz + Math.sin(a) * rr2 * 0.8
        if (z < 3) continue
        pts.push(gr.p(cx + Math.cos(a) * rr2 * 1.6, z))
      }
      if (pts.length > 4) dd += smoothD(pts, pts.length === 16)
    }
  }
  return path(dd, { fill: 'none', stroke, 'stroke-width': 1.5, opacity })
}

export interface PersonOpts {
  skin?: string
  vest?: string
  facing?: 1 | -1
  /** Arm raised to hold a pole at this height above the feet (px at scale 1). */
  holdY?: number
}

/** Stylised field worker (no face): hard hat, hi-vis vest, navy trousers. Feet at (x, y), about 170 px tall at k = 1. */
export function person(x: number, y: number, k: number, o: PersonOpts = {}): string {
  const skin = o.skin ?? '#c58c62'
  const vest = o.vest ?? AMBER
  const f = o.facing ?? 1
  const body =
    // legs
    path('M-14 -78L-18 -4M10 -78L16 -4', { stroke: '#1e2a44', 'stroke-width': 17, 'stroke-linecap': 'round' }) +
    path('M-26 0h20M8 0h22', { stroke: '#111827', 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    // torso with vest
    rr(-24, -150, 48, 80, 16, { fill: '#2d3b57' }) +
    path('M-24 -140Q-24 -150 -14 -150H14Q24 -150 24 -140V-84H-24Z', { fill: vest }) +
    rect(-24, -118, 48, 7, { fill: '#e5e7eb', opacity: 0.9 }) +
    rect(-24, -100, 48, 7, { fill: '#e5e7eb', opacity: 0.9 }) +
    // arms: the far arm hangs, the near arm reaches forward (to a pole or instrument)
    path('M-16 -138L-22 -92', { stroke: '#2d3b57', 'stroke-width': 13, 'stroke-linecap': 'round' }) +
    path(`M14 -138L34 ${-(o.holdY ?? 118) + 8}L44 ${-(o.holdY ?? 118)}`, {
      stroke: '#2d3b57',
      'stroke-width': 13,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      fill: 'none',
    }) +
    circle(46, -(o.holdY ?? 118), 6.5, { fill: skin }) +
    // head and hard hat
    rect(-5, -162, 10, 12, { fill: skin }) +
    circle(0, -172, 14, { fill: skin }) +
    path('M-17 -174Q-16 -194 0 -195Q16 -194 17 -174Z', { fill: '#f8fafc' }) +
    rect(-20, -176, 42, 5, { rx: 2.5, fill: '#e2e8f0' })
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k * f)} ${fmt(k)})` }, body)
}

/** Small GNSS rover on a pole (for scenes): pole foot at (x, y), height in px. */
export function miniRover(s: Scene, x: number, y: number, hgt: number, accent = AMBER): string {
  const r = hgt * 0.11
  return (
    line(x, y, x, y - hgt, { stroke: '#cbd5e1', 'stroke-width': Math.max(2, hgt * 0.022), 'stroke-linecap': 'round' }) +
    rr(x - r, y - hgt - r * 0.7, r * 2, r * 0.75, r * 0.2, { fill: cylH(s, '#2b3442') }) +
    rect(x - r, y - hgt - r * 0.78, r * 2, r * 0.18, { fill: accent }) +
    path(
      d`M${x - r} ${y - hgt - r * 0.76}Q${x - r} ${y - hgt - r * 1.6} ${x} ${y - hgt - r * 1.62}Q${x + r} ${y - hgt - r * 1.6} ${x + r} ${y - hgt - r * 0.76}Z`,
      { fill: '#f1f5f9' },
    )
  )
}

/** Small GNSS antenna dome for vehicle roofs and masts. */
export function miniDome(x: number, y: number, r: number): string {
  return (
    rect(x - r, y - r * 0.3, r * 2, r * 0.32, { fill: '#334155' }) +
    path(d`M${x - r} ${y - r * 0.28}Q${x} ${y - r * 1.5} ${x + r} ${y - r * 0.28}Z`, { fill: '#f1f5f9' })
  )
}

function wheel(s: Scene, x: number, y: number, r: number, tread = true): string {
  let out = circle(x, y, r, { fill: '#111318' })
  if (tread)
    out += circle(x, y, r - 3, { fill: 'none', stroke: '#2b2f36', 'stroke-width': 4, 'stroke-dasharray': '5 5' })
  out += circle(x, y, r * 0.55, { fill: cylH(s, '#d1a53a') }) + circle(x, y, r * 0.18, { fill: '#4b5563' })
  return out
}

/** Motor grader facing left, GNSS masts on both blade ends. Ground contact at y; x is the front wheel. */
export function motorGrader(s: Scene, x: number, y: number, k: number, body = AMBER): string {
  const B = darken(body, 0.15)
  const parts =
    // main frame arching from the front axle to the cab
    path('M0 -60C40 -120 140 -130 300 -128L300 -100C160 -100 60 -92 16 -40Z', { fill: B }) +
    // blade and circle
    path('M120 -22Q130 -58 120 -74L250 -74Q240 -58 250 -22Z', { fill: '#3a4150' }) +
    rect(118, -26, 136, 8, { fill: '#9aa5b4' }) +
    path('M150 -74L170 -110M220 -74L210 -110', { stroke: '#2b3038', 'stroke-width': 8 }) +
    // GNSS masts on the blade
    line(128, -74, 128, -176, { stroke: '#cbd5e1', 'stroke-width': 5 }) +
    line(242, -74, 242, -176, { stroke: '#cbd5e1', 'stroke-width': 5 }) +
    miniDome(128, -176, 16) +
    miniDome(242, -176, 16) +
    // cab, engine, rear tandem
    rr(290, -236, 100, 130, 10, { fill: body }) +
    rr(300, -226, 80, 64, 6, { fill: '#9cc3e6', opacity: 0.85 }) +
    rect(286, -244, 110, 12, { rx: 4, fill: darken(body, 0.3) }) +
    rr(380, -150, 170, 80, 12, { fill: panel(s, body, 0.1) }) +
    rect(400, -140, 120, 8, { fill: darken(body, 0.3) }) +
    rect(400, -124, 120, 8, { fill: darken(body, 0.3) }) +
    rect(520, -196, 12, 50, { fill: '#2b3038' }) +
    rect(330, -86, 230, 22, { rx: 6, fill: darken(body, 0.35) }) +
    wheel(s, 0, -38, 38) +
    wheel(s, 370, -38, 38) +
    wheel(s, 480, -38, 38)
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})` }, parts)
}

/** Tracked excavator facing right with GNSS antennas on the counterweight; track base at y. */
export function excavator(s: Scene, x: number, y: number, k: number, body = AMBER): string {
  const parts =
    rr(-120, -60, 260, 60, 30, { fill: '#1f2430' }) +
    Array.from({ length: 6 }, (_, i) => circle(-90 + i * 36, -30, 14, { fill: '#3a4150' })).join('') +
    rect(-60, -84, 140, 24, { fill: '#2b3038' }) +
    rr(-130, -170, 200, 90, 14, { fill: panel(s, body, 0.1) }) +
    rr(20, -230, 80, 150, 10, { fill: body }) +
    rr(30, -220, 60, 70, 6, { fill: '#9cc3e6', opacity: 0.85 }) +
    line(-110, -170, -110, -222, { stroke: '#cbd5e1', 'stroke-width': 5 }) +
    line(-40, -170, -40, -222, { stroke: '#cbd5e1', 'stroke-width': 5 }) +
    miniDome(-110, -222, 15) +
    miniDome(-40, -222, 15) +
    path('M80 -140L230 -300L330 -200', {
      fill: 'none',
      stroke: darken(body, 0.1),
      'stroke-width': 30,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }) +
    path('M318 -214L350 -140Q320 -110 290 -140Z', { fill: '#3a4150' })
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})` }, parts)
}

/** Tractor facing right with a GNSS antenna on the cab roof; ground at y. */
export function tractor(s: Scene, x: number, y: number, k: number, body = AMBER): string {
  const parts =
    // implement (land plane) behind
    rect(-230, -46, 120, 30, { rx: 4, fill: '#3a4150' }) +
    path('M-110 -36L-40 -56', { stroke: '#2b3038', 'stroke-width': 8 }) +
    rr(-40, -140, 150, 100, 12, { fill: panel(s, body, 0.1) }) +
    rr(90, -110, 150, 70, 14, { fill: panel(s, body, 0.1) }) +
    Array.from({ length: 4 }, (_, i) => rect(110 + i * 28, -100, 14, 40, { rx: 3, fill: darken(body, 0.25) })).join(
      '',
    ) +
    rr(-30, -280, 120, 150, 12, { fill: darken(body, 0.05) }) +
    rr(-18, -266, 96, 110, 8, { fill: '#9cc3e6', opacity: 0.85 }) +
    rect(-40, -292, 140, 16, { rx: 6, fill: '#2b3038' }) +
    miniDome(30, -292, 20) +
    rect(210, -168, 10, 60, { fill: '#2b3038' }) +
    wheel(s, 0, -74, 74) +
    wheel(s, 200, -44, 44)
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})` }, parts)
}

/** Survey boat facing left with GNSS mast; waterline at y. Returns the hull bottom-centre for the sonar fan. */
export function surveyBoat(s: Scene, x: number, y: number, k: number): string {
  const parts =
    path('M-220 -40H230L200 30H-170Q-210 10 -220 -40Z', { fill: '#e5e7eb' }) +
    path('M-205 0H215L200 30H-170Q-196 18 -205 0Z', { fill: BRAND.navy700 }) +
    rect(-200, -40, 430, 8, { fill: AMBER }) +
    rr(-40, -130, 180, 92, 10, { fill: panel(s, '#f1f5f9', 0.08) }) +
    rr(-26, -116, 60, 40, 5, { fill: '#5f8fc8' }) +
    rr(44, -116, 80, 40, 5, { fill: '#5f8fc8' }) +
    line(0, -130, 0, -230, { stroke: '#cbd5e1', 'stroke-width': 6 }) +
    line(-40, -200, 40, -200, { stroke: '#cbd5e1', 'stroke-width': 5 }) +
    miniDome(-40, -200, 14) +
    miniDome(40, -200, 14) +
    line(150, -40, 150, 40, { stroke: '#64748b', 'stroke-width': 8 })
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})` }, parts)
}

/** Small quadcopter seen from slightly below/side, for scenes. */
export function miniDrone(x: number, y: number, k: number): string {
  const parts =
    line(-70, 0, 70, 0, { stroke: '#1f2937', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    ellipse(-70, -10, 40, 6, { fill: '#cbd5e1', opacity: 0.45 }) +
    ellipse(70, -10, 40, 6, { fill: '#cbd5e1', opacity: 0.45 }) +
    rect(-74, -10, 8, 12, { fill: '#1f2937' }) +
    rect(66, -10, 8, 12, { fill: '#1f2937' }) +
    rr(-28, -16, 56, 26, 10, { fill: '#eef1f4' }) +
    rect(-28, -2, 56, 5, { fill: AMBER }) +
    rr(-14, 10, 28, 20, 6, { fill: '#2b3038' }) +
    circle(0, 20, 6, { fill: '#0b1220' }) +
    path('M-20 10L-34 34M20 10L34 34', { stroke: '#2b3038', 'stroke-width': 4 })
  return g({ transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})` }, parts)
}

/** Simple survey tripod with an instrument block on top (total station or base receiver), feet at y. */
export function miniTripod(
  s: Scene,
  x: number,
  y: number,
  hgt: number,
  head: 'station' | 'receiver',
  accent = AMBER,
): string {
  const top = y - hgt
  let out = path(
    d`M${x} ${top}L${x - hgt * 0.32} ${y}M${x} ${top}L${x + hgt * 0.32} ${y}M${x} ${top}L${x + hgt * 0.06} ${y - hgt * 0.08}`,
    { stroke: '#b8c2cf', 'stroke-width': Math.max(2, hgt * 0.03), 'stroke-linecap': 'round' },
  )
  const u = hgt * 0.16
  if (head === 'station') {
    out +=
      rr(x - u, top - u * 1.9, u * 2, u * 1.9, u * 0.3, { fill: '#eef1f4' }) +
      rect(x - u, top - u * 0.5, u * 2, u * 0.2, { fill: accent })
    out +=
      circle(x, top - u * 1.3, u * 0.5, { fill: '#0b1220' }) + circle(x, top - u * 1.3, u * 0.3, { fill: '#3b5fb0' })
  } else {
    out += miniRoverHead(s, x, top, u * 1.8, accent)
  }
  return out
}

function miniRoverHead(s: Scene, x: number, y: number, w: number, accent: string): string {
  const r = w / 2
  return (
    rr(x - r, y - r * 0.7, r * 2, r * 0.7, r * 0.2, { fill: cylH(s, '#2b3442') }) +
    rect(x - r, y - r * 0.75, r * 2, r * 0.16, { fill: accent }) +
    path(
      d`M${x - r} ${y - r * 0.74}Q${x - r} ${y - r * 1.55} ${x} ${y - r * 1.58}Q${x + r} ${y - r * 1.55} ${x + r} ${y - r * 0.74}Z`,
      { fill: '#f1f5f9' },
    )
  )
}

/** Dashed signal line from a satellite to a receiver. */
export const signal = (a: Pt, b: Pt, o = 0.5): string =>
  line(a[0], a[1], b[0], b[1], { stroke: SKY, 'stroke-width': 1.6, 'stroke-dasharray': '6 8', opacity: o })

export { lighten }
