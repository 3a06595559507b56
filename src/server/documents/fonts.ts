import 'server-only'

/*
 * The document fonts, loaded as their typefaces publish them (docs/decisions/016-pdf-generation.md): Inter 4 from
 * its designer's own npm release `inter-ui` (static WOFF2, SIL OFL 1.1) and DejaVu Sans Mono from
 * `dejavu-fonts-ttf` (the upstream TTF). Nothing is built or committed; pdfkit embeds only the glyphs a document uses.
 */
import fs from 'node:fs'
import path from 'node:path'

import decompress from 'wawoff2/decompress'

export const FONT_FILES = {
  regular: 'inter-ui/web/Inter-Regular.woff2',
  semibold: 'inter-ui/web/Inter-SemiBold.woff2',
  bold: 'inter-ui/web/Inter-Bold.woff2',
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
} as const

export type FontName = keyof typeof FONT_FILES

/**
 * Where a font file is read from: the package in `node_modules` under `process.cwd()` (the project root for both
 * `next start` and the import CLI; `import.meta.url` would point into `.next/` bundles), or, for deployments without
 * `node_modules`, a folder `DOCUMENT_FONTS_DIR` holding the same files by their base names.
 */
export function fontPath(name: FontName): string {
  const dir = process.env.DOCUMENT_FONTS_DIR
  if (dir) return path.resolve(/* turbopackIgnore: true */ dir, path.basename(FONT_FILES[name]))
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', FONT_FILES[name])
}

const cache = new Map<string, Buffer>()

/**
 * The bytes of one font, read once per process. WOFF2 is unpacked to the TrueType it was made from: pdfkit's
 * subsetter copies `glyf` records as stored, and WOFF2 stores them transformed (composite glyphs like é would break).
 */
export async function loadFont(name: FontName): Promise<Buffer> {
  const file = fontPath(name)
  if (cache.has(file)) return cache.get(file)!
  const data = await fs.promises.readFile(/* turbopackIgnore: true */ file).catch((cause: unknown) => {
    throw new Error(`PDF font missing: ${file} (run from the project root, or set DOCUMENT_FONTS_DIR)`, { cause })
  })
  const font = file.endsWith('.woff2') ? Buffer.from(await decompress(data)) : data
  cache.set(file, font)
  return font
}
