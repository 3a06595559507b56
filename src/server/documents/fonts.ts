import 'server-only'

/*
 * The document fonts, loaded as their typefaces publish them (docs/decisions/016-pdf-generation.md): Inter 4 from
 * its designer's own npm release `inter-ui` (static WOFF2, SIL OFL 1.1), DejaVu Sans Mono from `dejavu-fonts-ttf`
 * (the upstream TTF), and for Dari and Pashto Vazirmatn from its designer's npm release `vazirmatn` (static TTF,
 * SIL OFL 1.1; every Dari and Pashto letter, Latin and the figures; docs/decisions/034-arabic-script-pdfs.md).
 * Every document carries the other script's face and DejaVu Sans as fallbacks, so it draws whatever text it is given
 * (docs/decisions/080-pdfs-draw-any-script.md). Nothing is built or committed; pdfkit embeds only the glyphs (and
 * only the faces) a document uses.
 */
import fs from 'node:fs'
import path from 'node:path'

import { create, type Font } from 'fontkit'
import decompress from 'wawoff2/decompress'

export const FONT_FILES = {
  regular: 'inter-ui/web/Inter-Regular.woff2',
  semibold: 'inter-ui/web/Inter-SemiBold.woff2',
  bold: 'inter-ui/web/Inter-Bold.woff2',
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
  arabicRegular: 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf',
  arabicSemibold: 'vazirmatn/fonts/ttf/Vazirmatn-SemiBold.ttf',
  arabicBold: 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
  /** The last resort: Greek, Cyrillic, Hebrew, Armenian, Georgian, symbols, and U+FFFD for what nothing draws. */
  fallbackRegular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  fallbackBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const

/** A font file, by its key in {@link FONT_FILES}. */
export type FontFile = keyof typeof FONT_FILES

/** The four faces the typesetter asks for by name; which file each one is depends on the document's script. */
export type FontName = 'regular' | 'semibold' | 'bold' | 'mono'

/**
 * The files behind each face, in the order they are tried for a stretch of text (./faces.ts): Latin-script documents
 * (English) set their text in Inter and Arabic-script documents (Dari, Pashto) in Vazirmatn, whose Latin letters and
 * figures carry the model names and values inside the lines; each also carries the other script's face of the same
 * weight (a customer's Dari name in an English quotation, a Cyrillic or accented Latin name in a Dari one), then
 * DejaVu Sans for the rest. Code stays in DejaVu Sans Mono, falling back to the document's own faces.
 */
export const DOCUMENT_FACES: Readonly<Record<'latin' | 'arabic', Readonly<Record<FontName, readonly FontFile[]>>>> = {
  latin: {
    regular: ['regular', 'arabicRegular', 'fallbackRegular'],
    semibold: ['semibold', 'arabicSemibold', 'fallbackBold'],
    bold: ['bold', 'arabicBold', 'fallbackBold'],
    mono: ['mono', 'regular', 'arabicRegular', 'fallbackRegular'],
  },
  arabic: {
    regular: ['arabicRegular', 'regular', 'fallbackRegular'],
    semibold: ['arabicSemibold', 'semibold', 'fallbackBold'],
    bold: ['arabicBold', 'bold', 'fallbackBold'],
    mono: ['mono', 'arabicRegular', 'regular', 'fallbackRegular'],
  },
}

/**
 * Where a font file is read from: the package in `node_modules` under `process.cwd()` (the project root for both
 * `next start` and the import CLI; `import.meta.url` would point into `.next/` bundles), or, for deployments without
 * `node_modules`, a folder `DOCUMENT_FONTS_DIR` holding the same files by their base names.
 */
export function fontPath(name: FontFile): string {
  const dir = process.env.DOCUMENT_FONTS_DIR
  if (dir) return path.resolve(/* turbopackIgnore: true */ dir, path.basename(FONT_FILES[name]))
  return path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', FONT_FILES[name])
}

const cache = new Map<string, Promise<Buffer>>()

/**
 * WOFF2 unpacking, one file at a time. wawoff2's decoder (Emscripten) hands back a view of its own memory, which its
 * next call reuses: two files unpacked in the same turn of the event loop came back as each other's bytes, or as
 * neither ("Unknown font format" from fontkit, when a right-to-left document asked for its three Latin faces at once).
 * Each result is copied out before the next call starts.
 */
let unpacking: Promise<unknown> = Promise.resolve()
export function unpackWoff2(data: Buffer): Promise<Buffer> {
  const next = unpacking.then(async () => Buffer.from(await decompress(data)))
  unpacking = next.catch(() => undefined)
  return next
}

/**
 * The bytes of one font, read once per process (concurrent callers share one read). WOFF2 is unpacked to the
 * TrueType it was made from: pdfkit's subsetter copies `glyf` records as stored, and WOFF2 stores them transformed
 * (composite glyphs like é would break).
 */
export function loadFont(name: FontFile): Promise<Buffer> {
  const file = fontPath(name)
  let font = cache.get(file)
  if (!font) {
    font = fs.promises
      .readFile(/* turbopackIgnore: true */ file)
      .catch((cause: unknown) => {
        throw new Error(`PDF font missing: ${file} (run from the project root, or set DOCUMENT_FONTS_DIR)`, { cause })
      })
      .then((data) => (file.endsWith('.woff2') ? unpackWoff2(data) : data))
    cache.set(file, font)
    // A failed read is not kept: the next document tries again (and names the file again).
    font.catch(() => cache.delete(file))
  }
  return font
}

const parsed = new Map<string, Font>()

/**
 * A fresh fontkit font for one document, sharing the tables already decoded in this process. pdfkit parses a font
 * anew for every document it is registered with, and decoding Vazirmatn's and Inter's GSUB and GPOS lookups (read
 * lazily, on first layout) was about 40 % of the CPU of making datasheets (a profile of importing 300 generated
 * products: 66 s of 168 s). The decoded tables are read-only once decoded, so they are shared through fontkit's
 * table cache (`_tables`: fontkit 2.0.4 is pinned, and the PDF tests read every document back); everything that
 * depends on what a document sets (its glyphs, with the code points their text extraction maps back to; its
 * subset and widths) stays per document, as before.
 */
export async function documentFont(name: FontFile): Promise<Font> {
  const file = fontPath(name)
  const bytes = await loadFont(name)
  let shared = parsed.get(file)
  if (!shared) {
    shared = create(bytes) as Font
    parsed.set(file, shared)
  }
  const font = create(bytes) as Font
  ;(font as unknown as FontkitTables)._tables = (shared as unknown as FontkitTables)._tables
  return font
}

/** The part of fontkit's font this file reaches past its public API: the cache of decoded tables, by tag. */
interface FontkitTables {
  _tables: Record<string, unknown>
}
