/**
 * Development aid: renders device kinds, gallery motifs or category compositions into one contact sheet PNG, so a
 * change can be judged at a glance.
 * Usage: npx tsx scripts/art/preview.ts [out.png] [tile-width] [name,name...] [product|category]
 */
import sharp from 'sharp'
import { categorySvg, gallerySvg, productSvg } from './catalogue'
import { KINDS } from './kinds/index'
import { isMotif } from './motifs'

const out = process.argv[2] ?? '/tmp/art-sheet.png'
const tile = Number(process.argv[3] ?? 400)
const names = process.argv[4]?.split(',') ?? [...KINDS]
const mode = process.argv[5] ?? 'product'
const accents = ['amber', 'blue', 'teal', 'red', 'green', 'slate']
const cols = Math.min(4, names.length)
const th = Math.round((tile * 3) / 4)
const tiles = await Promise.all(
  names.map(async (name, i) => {
    const svg = isMotif(name)
      ? gallerySvg(name, `images/gallery/${name}.svg`, 'K8 reference')
      : mode === 'category'
        ? categorySvg(name, name)
        : productSvg(name, `${name}-preview-${i}`, 'K8', accents[i % accents.length] ?? 'amber')
    console.log(name, `${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`)
    return sharp(Buffer.from(svg)).resize(tile).png().toBuffer()
  }),
)
await sharp({
  create: { width: cols * tile, height: Math.ceil(names.length / cols) * th, channels: 3, background: '#ffffff' },
})
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tile, top: Math.floor(i / cols) * th })))
  .png()
  .toFile(out)
console.log(out)
