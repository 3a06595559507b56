/** Catalogue images: product (1200x900), gallery motif (1200x900) and category (1200x900) SVGs. */
import { lightBackdrop } from './lib/backdrop'
import { accentOf, BRAND } from './lib/color'
import { placed } from './lib/compose'
import { makeRng } from './lib/rng'
import { circle, Scene, svgDoc } from './lib/svg'
import { DEVICES, isKind } from './kinds/index'
import type { DeviceFn } from './kinds/types'
import { drawMotif, isMotif, MOTIFS } from './motifs'

export const W = 1200
export const H = 900

export function deviceFor(kind: string): DeviceFn {
  if (!isKind(kind)) throw new Error(`unknown kind "${kind}" (known: ${Object.keys(DEVICES).join(', ')})`)
  return DEVICES[kind]
}

/** Product image: one device on the light studio backdrop. */
export function productSvg(kind: string, slug: string, label: string, accent: string): string {
  const s = new Scene('p')
  const bg = lightBackdrop(s, makeRng(`${slug}:bg`))
  const drawn = deviceFor(kind)(s, { label, accent: accentOf(accent), rng: makeRng(slug), hint: slug })
  return svgDoc(W, H, s, bg + placed(s, drawn, { x: 150, y: 110, w: 900, h: 650 }))
}

/** Gallery image: technical diagram of a motif on the navy backdrop. */
export function gallerySvg(motif: string, key: string, label: string): string {
  if (!isMotif(motif)) throw new Error(`unknown motif "${motif}" (known: ${MOTIFS.join(', ')})`)
  const s = new Scene('m')
  return svgDoc(W, H, s, drawMotif(s, makeRng(key), motif, label))
}

/** Category image: two unlabeled devices of the kind (a main one and a sibling behind) on a tinted halo. */
export function categorySvg(kind: string, slug: string): string {
  const s = new Scene('c')
  const fn = deviceFor(kind)
  const accents = ['amber', 'blue', 'teal', 'slate'] as const
  const rng = makeRng(`${slug}:cat`)
  let body = lightBackdrop(s, makeRng(`${slug}:bg`))
  body += circle(720, 430, 360, {
    fill: s.rad([
      [0, BRAND.amber, 0.16],
      [0.6, BRAND.amber, 0.06],
      [1, BRAND.amber, 0],
    ]),
  })
  body += circle(720, 430, 300, { fill: 'none', stroke: BRAND.slate300, 'stroke-width': 2, 'stroke-dasharray': '3 9' })
  const back = fn(s, { label: '', accent: accentOf(accents[rng.int(1, 3)]), rng: makeRng(`${slug}:b`) })
  const front = fn(s, { label: '', accent: accentOf('amber'), rng: makeRng(`${slug}:a`) })
  // wide or flying devices overlap badly side by side: their sibling goes small and high, in the distance
  const farFrame = kind === 'survey-drone' ? { x: 60, y: 80, w: 380, h: 250 } : { x: 70, y: 170, w: 520, h: 520 }
  body += `<g opacity="0.92">${placed(s, back, farFrame, { shadow: kind === 'survey-drone' ? 0 : 0.8 })}</g>`
  body += placed(
    s,
    front,
    kind === 'survey-drone' ? { x: 300, y: 200, w: 860, h: 620 } : { x: 380, y: 130, w: 720, h: 640 },
  )
  return svgDoc(W, H, s, body)
}
