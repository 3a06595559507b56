/**
 * Home carousel backgrounds, 1600x900. White text sits on the left half, so the left stays dark and calm (a scrim
 * guarantees contrast) and every subject is on the right.
 */
import { darkBackdrop, leftScrim, contourPaths } from '../lib/backdrop'
import { ACCENTS, BRAND } from '../lib/color'
import { fitTransform } from '../lib/compose'
import { Iso } from '../lib/draw'
import { makeRng } from '../lib/rng'
import { circle, ellipse, fmt, g, line, path, Scene, svgDoc } from '../lib/svg'
import { hillField } from '../lib/terrain'
import { roverPole } from '../kinds/gnss'
import { tlsScanner } from '../kinds/scanners'
import { oemModule } from '../kinds/oem'
import { pointCloudScene, satellite } from '../motifs'
import type { Drawn } from '../kinds/types'

export const HERO_W = 1600
export const HERO_H = 900
const AMBER = BRAND.amber
const SKY = '#5cc8ff'

function place(drawn: Drawn, x: number, y: number, w: number, h: number): string {
  const t = fitTransform(drawn.box, { x, y, w, h })
  return g({ transform: `translate(${fmt(t.tx)} ${fmt(t.ty)}) scale(${+t.k.toFixed(4)})` }, drawn.svg)
}

/** Slide 1: GNSS rover on a pole over contour terrain, satellites on orbits above. */
export function heroSlide1(): string {
  const s = new Scene('h')
  const rng = makeRng('hero-1')
  let out = darkBackdrop(s, rng, HERO_W, HERO_H, { glowX: 1180, glowY: 420, contours: false })
  // terrain contours concentrated on the right, around a summit under the rover
  const field = hillField(
    [
      { x: 1180, y: 760, sx: 260, sy: 170, h: 1 },
      { x: 1330, y: 700, sx: 120, sy: 90, h: 0.35 },
      { x: 1480, y: 560, sx: 200, sy: 160, h: 0.7 },
      { x: 1000, y: 640, sx: 110, sy: 80, h: -0.3 },
      { x: 860, y: 880, sx: 240, sy: 140, h: 0.6 },
      { x: 1560, y: 860, sx: 140, sy: 120, h: 0.45 },
    ],
    [0.0002, -0.0003],
  )
  out += path(contourPaths(field, HERO_W, HERO_H, 26, 16).join(''), {
    fill: 'none',
    stroke: '#5f8fd0',
    'stroke-width': 1.6,
    opacity: 0.45,
  })
  // orbits and satellites
  const orbit = (rx: number, ry: number, rot: number, o: number): string =>
    ellipse(1180, 170, rx, ry, {
      fill: 'none',
      stroke: '#8fb3e6',
      'stroke-width': 1.6,
      opacity: o,
      transform: `rotate(${rot} 1180 170)`,
    })
  out += orbit(520, 150, -8, 0.35) + orbit(440, 110, 6, 0.28) + orbit(600, 210, -16, 0.2)
  const sats: [number, number, number][] = [
    [800, 130, 0.9],
    [1030, 60, 0.8],
    [1420, 110, 0.95],
    [1570, 260, 0.8],
  ]
  const rx = 1180
  const antennaTop = 300
  for (const [x, y] of sats)
    out += line(x, y + 14, rx, antennaTop, {
      stroke: SKY,
      'stroke-width': 1.6,
      'stroke-dasharray': '6 9',
      opacity: 0.55,
    })
  sats.forEach(([x, y, k], i) => {
    out +=
      circle(x, y, 46 * k, {
        fill: s.rad([
          [0, SKY, 0.35],
          [1, SKY, 0],
        ]),
      }) + satellite(x, y, k, -25 + i * 14)
  })
  // precision rings where the pole stands
  for (let i = 3; i >= 1; i--)
    out += ellipse(rx, 830, 46 * i, 12 * i, {
      fill: 'none',
      stroke: AMBER,
      'stroke-width': 2,
      opacity: 0.2 + 0.18 * (3 - i),
    })
  const rover = roverPole(s, { label: 'G9', accent: ACCENTS.amber, rng: makeRng('hero-rover') })
  out += place(rover, rx - 200, antennaTop - 20, 400, 850 - antennaTop)
  out += leftScrim(s, HERO_W, HERO_H)
  return svgDoc(HERO_W, HERO_H, s, out)
}

/** Slide 2: laser scanner on a tripod and the point cloud of a building spreading from it. */
export function heroSlide2(): string {
  const s = new Scene('h')
  const rng = makeRng('hero-2')
  let out = darkBackdrop(s, rng, HERO_W, HERO_H, { glowX: 1150, glowY: 420, contourOpacity: 0.14 })
  const I = new Iso(1000, 200, 8.4, 24, 30)
  // scan rays from the scanner head to the facade
  const head: [number, number] = [1330, 560]
  let rays = ''
  for (let i = 0; i < 16; i++) {
    const [x, y] = I.p(rng.range(0, 70), 34, rng.range(0, 30))
    rays += `M${fmt(head[0])} ${fmt(head[1])}L${fmt(x)} ${fmt(y)}`
  }
  out += path(rays, { stroke: AMBER, 'stroke-width': 1.2, opacity: 0.22 })
  out += pointCloudScene(s, rng, I, 1.05, 3.6)
  // ground rings under the scanner
  for (let i = 1; i <= 3; i++)
    out += ellipse(1330, 840, 60 * i, 16 * i, { fill: 'none', stroke: AMBER, 'stroke-width': 2, opacity: 0.5 / i })
  const scanner = tlsScanner(s, { label: 'T350', accent: ACCENTS.blue, rng: makeRng('hero-scanner') })
  out += place(scanner, 1200, 420, 260, 440)
  out += leftScrim(s, HERO_W, HERO_H)
  return svgDoc(HERO_W, HERO_H, s, out)
}

/** Slide 3: K8 module on a circuit board, glowing signal paths to a multi-band antenna. */
export function heroSlide3(): string {
  const s = new Scene('h')
  const rng = makeRng('hero-3')
  let out = darkBackdrop(s, rng, HERO_W, HERO_H, { glowX: 1120, glowY: 520, contourOpacity: 0.12 })
  // signal traces across the right half, converging on the module
  let tr = ''
  for (let i = 0; i < 14; i++) {
    const y0 = 240 + i * 42
    const x0 = 820 + rng.range(0, 120)
    tr += `M${fmt(x0)} ${y0}h${fmt(rng.range(60, 160))}l40 ${i < 7 ? 40 : -40}h${fmt(rng.range(80, 200))}`
  }
  out += path(tr, { fill: 'none', stroke: '#3f74c0', 'stroke-width': 3, opacity: 0.45 })
  out += path(tr, { fill: 'none', stroke: AMBER, 'stroke-width': 1.6, opacity: 0.35, 'stroke-dasharray': '30 260' })
  // multi-band antenna (patch stack) top right, and the RF path to the module
  const ax = 1440
  const ay = 190
  out += ellipse(ax, ay + 40, 90, 22, { fill: '#9aa5b4' }) + ellipse(ax, ay + 30, 90, 22, { fill: '#cfd6de' })
  out += path(
    `M${ax - 70} ${ay + 30}Q${ax - 70} ${ay - 40} ${ax} ${ay - 44}Q${ax + 70} ${ay - 40} ${ax + 70} ${ay + 30}Z`,
    { fill: '#eef1f4' },
  )
  for (let i = 1; i <= 3; i++)
    out += path(
      `M${ax - 40 - i * 28} ${ay - 40 - i * 18}Q${ax} ${ay - 80 - i * 30} ${ax + 40 + i * 28} ${ay - 40 - i * 18}`,
      { fill: 'none', stroke: SKY, 'stroke-width': 2.5, opacity: 0.6 - i * 0.15 },
    )
  out += satellite(1180, 110, 0.8, -18) + satellite(1560, 70, 0.7, 20)
  out += ellipse(1190, 640, 420, 200, {
    fill: s.rad([
      [0, AMBER, 0.18],
      [1, AMBER, 0],
    ]),
  })
  const mod = oemModule(s, { label: 'K8', accent: ACCENTS.amber, rng: makeRng('hero-k8') })
  out += place(mod, 760, 330, 860, 640)
  // RF feed from the antenna down onto the board and along it to the module's antenna pad
  const feed = `M${ax} ${ay + 40}V300H1190V468L1112 582`
  out +=
    path(feed, { fill: 'none', stroke: AMBER, 'stroke-width': 16, opacity: 0.18, 'stroke-linejoin': 'round' }) +
    path(feed, { fill: 'none', stroke: AMBER, 'stroke-width': 4, 'stroke-linejoin': 'round' })
  out += circle(1112, 582, 7, { fill: AMBER })
  out += leftScrim(s, HERO_W, HERO_H)
  return svgDoc(HERO_W, HERO_H, s, out)
}
