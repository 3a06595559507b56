/**
 * Generates every image of the site as code (nothing may be downloaded).
 *
 *   npx tsx scripts/art/generate.ts [art.json] [--catalogue] [--site]
 *
 * Catalogue images (input to the catalogue import, which rasterises them): read from art.json (default
 * catalogue/seed/art.json, falling back to scripts/art/sample-art.json) and written beside it under images/.
 * Site art: public/images/** and the favicons in src/app/. With neither flag, both are generated.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readArtFile } from './art-file'
import { categorySvg, gallerySvg, productSvg } from './catalogue'
import { generateSiteArt } from './site/index'

const args = process.argv.slice(2)
const flags = new Set(args.filter((a) => a.startsWith('--')))
const fileArg = args.find((a) => !a.startsWith('--'))
const doCatalogue = flags.has('--catalogue') || !flags.has('--site')
const doSite = flags.has('--site') || !flags.has('--catalogue')
const root = process.cwd()

function write(file: string, data: string | Buffer, written: string[]): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, data)
  written.push(file)
}

function kb(file: string, data: string | Buffer): string {
  return `${path.relative(root, file)} ${(Buffer.byteLength(data) / 1024).toFixed(1)} KB`
}

function generateCatalogue(): void {
  const defaultFile = path.join(root, 'catalogue/seed/art.json')
  const sampleFile = path.join(root, 'scripts/art/sample-art.json')
  const artPath = fileArg ? path.resolve(fileArg) : existsSync(defaultFile) ? defaultFile : sampleFile
  if (!fileArg && artPath === sampleFile)
    console.warn(`catalogue/seed/art.json not found: using ${path.relative(root, sampleFile)}`)
  const art = readArtFile(artPath)
  // Images go beside the catalogue JSON (paths in catalogue.json are relative to it).
  const base = path.join(root, 'catalogue/seed')
  const written: string[] = []
  const report: string[] = []
  const out = (rel: string, svg: string): void => {
    const file = path.join(base, rel)
    write(file, svg, written)
    report.push(kb(file, svg))
  }
  for (const [slug, p] of Object.entries(art.products))
    out(`images/products/${slug}.svg`, productSvg(p.kind, slug, p.label, p.accent))
  for (const [key, gi] of Object.entries(art.gallery)) out(key, gallerySvg(gi.motif, key, gi.label))
  for (const [slug, c] of Object.entries(art.categories))
    out(`images/categories/${slug}.svg`, categorySvg(c.kind, slug))
  // Remove SVGs this run did not produce (e.g. sample images once the real art.json exists).
  const keep = new Set(written)
  for (const dir of ['products', 'gallery', 'categories']) {
    const full = path.join(base, 'images', dir)
    if (!existsSync(full)) continue
    for (const f of readdirSync(full)) {
      const file = path.join(full, f)
      if (f.endsWith('.svg') && !keep.has(file)) {
        rmSync(file)
        console.log(`removed stale ${path.relative(root, file)}`)
      }
    }
  }
  console.log(report.join('\n'))
  console.log(`catalogue: ${written.length} images from ${path.relative(root, artPath)}`)
}

if (doCatalogue) generateCatalogue()
if (doSite) {
  const files = await generateSiteArt(root)
  console.log(files.join('\n'))
  console.log(`site: ${files.length} files`)
}
