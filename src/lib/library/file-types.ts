/**
 * The files a release may hold, by extension, with how each one's content starts (docs/support-library.md). An upload
 * whose name has another extension is refused before a byte is sent; one whose content does not start the way its
 * type does (a "manual.pdf" that is a ZIP, a firmware image named .txt) is refused when it arrives. Isomorphic: the
 * editor checks the name, the server checks both (src/server/library/uploads.ts).
 */

export interface LibraryFileType {
  contentType: string
  /** The first bytes it must start with (any of these); absent: anything (raw firmware images carry no signature). */
  magic?: readonly (readonly number[])[]
  /** Text: valid UTF-8 without NUL bytes in its first kilobytes. */
  text?: boolean
}

const ZIP = [[0x50, 0x4b, 0x03, 0x04]] as const
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] as const

export const LIBRARY_FILE_TYPES: Readonly<Record<string, LibraryFileType>> = {
  pdf: { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  zip: { contentType: 'application/zip', magic: ZIP },
  '7z': { contentType: 'application/x-7z-compressed', magic: [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]] },
  gz: { contentType: 'application/gzip', magic: [[0x1f, 0x8b]] },
  tgz: { contentType: 'application/gzip', magic: [[0x1f, 0x8b]] },
  tar: { contentType: 'application/x-tar' },
  exe: { contentType: 'application/vnd.microsoft.portable-executable', magic: [[0x4d, 0x5a]] },
  msi: { contentType: 'application/x-msi', magic: OLE },
  apk: { contentType: 'application/vnd.android.package-archive', magic: ZIP },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ZIP,
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  kmz: { contentType: 'application/vnd.google-earth.kmz', magic: ZIP },
  bin: { contentType: 'application/octet-stream' },
  img: { contentType: 'application/octet-stream' },
  fw: { contentType: 'application/octet-stream' },
  dat: { contentType: 'application/octet-stream' },
  hex: { contentType: 'text/plain; charset=utf-8', text: true },
  txt: { contentType: 'text/plain; charset=utf-8', text: true },
  md: { contentType: 'text/markdown; charset=utf-8', text: true },
  csv: { contentType: 'text/csv; charset=utf-8', text: true },
  json: { contentType: 'application/json', text: true },
  xml: { contentType: 'application/xml', text: true },
  kml: { contentType: 'application/vnd.google-earth.kml+xml', text: true },
  dxf: { contentType: 'image/vnd.dxf', text: true },
  dwg: { contentType: 'image/vnd.dwg', magic: [[0x41, 0x43, 0x31, 0x30]] },
  step: { contentType: 'model/step', text: true },
  stp: { contentType: 'model/step', text: true },
  png: { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47]] },
  jpg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
}

/** A file name as it downloads: a plain name of letters, digits, dots, hyphens and underscores, with a known type. */
export const LIBRARY_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

export function fileTypeOf(name: string): LibraryFileType | undefined {
  const ext = extensionOf(name)
  return Object.hasOwn(LIBRARY_FILE_TYPES, ext) ? LIBRARY_FILE_TYPES[ext] : undefined
}

/** Why a file name is refused, in the editor's words; null when it is fine. */
export function fileNameProblem(name: string): string | null {
  if (!LIBRARY_FILE_NAME.test(name) || name.includes('..'))
    return `"${name.slice(0, 80)}": rename it to letters, digits, dots, hyphens and underscores (no spaces).`
  if (!fileTypeOf(name))
    return `"${name.slice(0, 80)}": the library takes ${Object.keys(LIBRARY_FILE_TYPES)
      .map((e) => `.${e}`)
      .join(', ')} files.`
  return null
}

/** Whether `head` (a file's first bytes) is what a file named `name` should start with. */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const type = fileTypeOf(name)
  if (!type) return false
  if (type.magic) return type.magic.some((m) => m.every((byte, i) => head[i] === byte))
  if (type.text) {
    if (head.includes(0)) return false
    try {
      // A multi-byte character cut at the end of the sample is not an error: drop up to three trailing bytes.
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)))
      return true
    } catch {
      return false
    }
  }
  return true
}

/**
 * A chosen file's name made plain for the library ("Vireo G9 Manual (EN).pdf" → "Vireo-G9-Manual-EN.pdf"): what it
 * downloads as. A name with nothing Latin left keeps its extension after "file".
 */
export function safeFileName(name: string): string {
  const ext = extensionOf(name)
  const base = (ext ? name.slice(0, -(ext.length + 1)) : name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+|[-.]+$/g, '')
    .slice(0, 140)
  return `${base || 'file'}${ext ? `.${ext}` : ''}`
}
