/**
 * Brand marks. The symbol repeats the inline LogoMark of src/components/site/logo.tsx (navy tile, amber survey
 * target ring, meridian arc, white cross-hair) so the favicon, the OG card and the header agree. Words are Inter
 * outlines, so the files look the same without any font installed.
 */
import { contourPaths } from '../lib/backdrop'
import { BRAND } from '../lib/color'
import { measure, text } from '../lib/font'
import { makeRng } from '../lib/rng'
import { circle, ellipse, fmt, g, path, rect, Scene, svgDoc } from '../lib/svg'
import { hillField } from '../lib/terrain'
import { roverPole } from '../kinds/gnss'
import { ACCENTS } from '../lib/color'
import { fitTransform } from '../lib/compose'
import { satellite } from '../motifs'

const TILE = '#102a4c'
const TILE_DARK_BG = '#17396a'
const RING = '#fbbf24'

/** The 40x40 symbol. `tile` false drops the navy square (for use on a navy ground). */
export function markBody(tileColor: string = TILE, withTile = true): string {
  return (
    (withTile ? rect(0, 0, 40, 40, { rx: 9, fill: tileColor }) : '') +
    path('M20 6.5a13.5 13.5 0 1 1 0 27a13.5 13.5 0 0 1 0-27Z', { fill: 'none', stroke: RING, 'stroke-width': 2.2 }) +
    path('M20 6.5c-6 4-6 23 0 27', { fill: 'none', stroke: RING, 'stroke-width': 1.6, 'stroke-opacity': 0.75 }) +
    path('M20 3v9M20 28v9M3 20h9M28 20h9', { stroke: '#ffffff', 'stroke-width': 2, 'stroke-linecap': 'round' }) +
    circle(20, 20, 2.6, { fill: '#ffffff' })
  )
}

export function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">${markBody()}</svg>\n`
}

/** Apple touch icon source: full-bleed navy (iOS rounds the corners itself), symbol centred. */
export function appleIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 40 40">${rect(0, 0, 40, 40, { fill: TILE })}${g({ transform: 'translate(4 4) scale(0.8)' }, markBody(TILE, false))}</svg>\n`
}

/** Wordmark lockup like the header: "Meridian" large, "GEOSYSTEMS" small and tracked. 200x40. */
export function logoSvg(name: string, tone: 'light' | 'dark'): string {
  const [first = name, ...rest] = name.split(' ')
  const main = tone === 'dark' ? '#ffffff' : BRAND.navy900
  const sub = tone === 'dark' ? '#dfe8f5' : BRAND.slate600
  const x = 50
  const firstSize = 20
  const subSize = 8.6
  const w1 = measure(first, { size: firstSize, weight: 700, tracking: -0.01 })
  const restText = rest.join(' ').toUpperCase()
  const w2 = restText ? measure(restText, { size: subSize, weight: 600, tracking: 0.2 }) : 0
  const width = Math.ceil(x + Math.max(w1, w2) + 2)
  const body =
    markBody(tone === 'dark' ? TILE_DARK_BG : TILE) +
    text(first, x, restText ? 19 : 27, { size: firstSize, weight: 700, tracking: -0.01 }, { fill: main }) +
    (restText ? text(restText, x, 33, { size: subSize, weight: 600, tracking: 0.2 }, { fill: sub }) : '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><title>${name}</title>${body}</svg>\n`
}

/** Open Graph card, 1200x630: navy, contours, symbol, name and strap line. Rasterised to PNG by the caller. */
export function ogSvg(name: string, strap: string): string {
  const s = new Scene('o')
  const W = 1200
  const H = 630
  let out = rect(0, 0, W, H, {
    fill: s.lin(
      [
        [0, BRAND.navy800],
        [1, BRAND.navy950],
      ],
      0,
      0,
      0.4,
      1,
    ),
  })
  out += rect(0, 0, W, H, {
    fill: s.radU(
      [
        [0, '#1f4a86', 0.8],
        [1, '#1f4a86', 0],
      ],
      930,
      330,
      520,
    ),
  })
  const field = hillField(
    [
      { x: 930, y: 520, sx: 260, sy: 160, h: 1 },
      { x: 1150, y: 200, sx: 200, sy: 150, h: 0.7 },
      { x: 300, y: 700, sx: 300, sy: 160, h: 0.5 },
    ],
    [0, 0],
  )
  out += path(contourPaths(field, W, H, 24, 14).join(''), {
    fill: 'none',
    stroke: '#5f8fd0',
    'stroke-width': 1.6,
    opacity: 0.4,
  })
  out += ellipse(930, 120, 330, 90, {
    fill: 'none',
    stroke: '#8fb3e6',
    'stroke-width': 1.6,
    opacity: 0.35,
    transform: 'rotate(-8 930 120)',
  })
  out += satellite(690, 110, 0.8, -20) + satellite(1130, 70, 0.75, 15)
  const rover = roverPole(s, { label: 'G9', accent: ACCENTS.amber, rng: makeRng('og-rover') })
  const t = fitTransform(rover.box, { x: 830, y: 170, w: 260, h: 440 })
  out += g({ transform: `translate(${fmt(t.tx)} ${fmt(t.ty)}) scale(${+t.k.toFixed(4)})` }, rover.svg)
  out += g({ transform: 'translate(80 150) scale(2.4)' }, markBody(TILE_DARK_BG))
  const size = Math.min(64, (640 / measure(name, { size: 64, weight: 700 })) * 64)
  out += text(name, 80, 330, { size, weight: 700, tracking: -0.01 }, { fill: '#ffffff' })
  out += rect(80, 362, 90, 6, { rx: 3, fill: BRAND.amber })
  out += text(
    strap,
    80,
    420,
    { size: Math.min(28, (660 / measure(strap, { size: 28, weight: 500 })) * 28), weight: 500 },
    { fill: '#dfe8f5' },
  )
  return svgDoc(W, H, s, out)
}
