/** The art.json contract (written by the catalogue author, read here): which picture to draw for which file. */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { KINDS } from './kinds/index'
import { MOTIFS } from './motifs'

const kind = z.enum(KINDS)
const accent = z.enum(['amber', 'blue', 'teal', 'red', 'green', 'slate'])
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug')

export const artFileSchema = z.object({
  products: z
    .record(slug, z.object({ kind, label: z.string().trim().max(24), accent: accent.default('amber') }))
    .default({}),
  gallery: z
    .record(
      z.string().regex(/^images\/gallery\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'expected "images/gallery/<slug>.svg"'),
      z.object({ kind: kind.optional(), motif: z.enum(MOTIFS), label: z.string().trim().max(40).default('') }),
    )
    .default({}),
  categories: z.record(slug, z.object({ kind })).default({}),
})

export type ArtFile = z.infer<typeof artFileSchema>

export function readArtFile(file: string): ArtFile {
  const parsed = artFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`${file} is not a valid art file:\n${lines.join('\n')}`)
  }
  return parsed.data
}
