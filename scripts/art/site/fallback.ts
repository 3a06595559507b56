/**
 * Fallback product images (SPEC.md section 8: a missing or broken image is replaced by one chosen from the category
 * name). Same studio look as the product images, but washed out and desaturated, with a small picture glyph, so it
 * reads as "no photo yet" rather than as a real product.
 */
import { lightBackdrop } from '../lib/backdrop'
import { ACCENTS, BRAND } from '../lib/color'
import { placed } from '../lib/compose'
import { makeRng } from '../lib/rng'
import { el, g, path, rect, Scene, svgDoc } from '../lib/svg'
import { roverPole } from '../kinds/gnss'
import { oemModule } from '../kinds/oem'
import { radarMast } from '../kinds/radar'
import { tlsScanner } from '../kinds/scanners'
import type { DeviceFn } from '../kinds/types'

export const FALLBACKS: Record<'gnss' | 'scanner' | 'radar' | 'oem', DeviceFn> = {
  gnss: roverPole,
  scanner: tlsScanner,
  radar: radarMast,
  oem: oemModule,
}

export function fallbackSvg(name: keyof typeof FALLBACKS): string {
  const s = new Scene('f')
  const filter = s.raw('grey', (id) => el('filter', { id }, el('feColorMatrix', { type: 'saturate', values: 0 })))
  const drawn = FALLBACKS[name](s, { label: '', accent: ACCENTS.slate, rng: makeRng(`fallback-${name}`) })
  let out = lightBackdrop(s, makeRng(`fallback-${name}-bg`), 1200, 900, BRAND.slate100)
  out += g(
    { filter: `url(#${filter})`, opacity: 0.32 },
    placed(s, drawn, { x: 200, y: 130, w: 800, h: 620 }, { shadow: 0.6 }),
  )
  // picture glyph, bottom right
  out += g(
    {
      transform: 'translate(1064 784)',
      fill: 'none',
      stroke: BRAND.slate400,
      'stroke-width': 4,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    },
    rect(0, 0, 76, 60, { rx: 8 }),
    path('M8 50l20-22 14 14 10-9 16 17'),
    el('circle', { cx: 54, cy: 18, r: 6 }),
  )
  return svgDoc(1200, 900, s, out)
}
