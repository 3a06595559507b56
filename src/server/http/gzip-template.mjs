/**
 * A gzip body compressed once, in which a token of fixed length (the page's CSP nonce) can be replaced on every
 * response without compressing again (docs/decisions/052-page-cache.md).
 *
 * How: the document is compressed with each occurrence of the token replaced by a hole of 0xFE bytes, a byte that
 * never occurs in UTF-8, and each hole written as a stored (uncompressed) deflate block between the compressed
 * stretches. So every hole lies verbatim, at a known offset, in the compressed bytes, and no back-reference of the
 * compressed text can point into a hole (no text byte equals 0xFE). Filling a hole changes
 * only the gzip trailer's CRC-32, which is updated from the hole's CRC: CRC-32 is linear over GF(2), so for messages
 * of one length crc(new) = crc(old) ^ crcRaw(old ^ new), and crcRaw of a difference confined to the holes is the
 * difference's own crcRaw shifted past the bytes after each hole; that shift, summed over the holes, is one 32×32
 * bit matrix computed when the template is made. A response then costs the compressed bytes written in pieces
 * around the holes, the token in each hole, and 32 XORs.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const HOLE_BYTE = 0xfe
const LEVEL = 6
/** Deflate's window: how far back a stretch's dictionary reaches. */
const WINDOW = 32 * 1024
/** gzip's header: deflate, no name, no time, no flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const deflateRaw = promisify(zlib.deflateRaw)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32's register over `bytes` from `start` (0: linear in the bytes), without the final inversion. */
function crcRaw(bytes, start = 0) {
  let c = start
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return c >>> 0
}

/** A 32×32 matrix over GF(2) (32 columns) times a 32-bit vector. */
function times(matrix, vector) {
  let sum = 0
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]
  return sum >>> 0
}

/** a·b: first b, then a. */
const compose = (a, b) => b.map((column) => times(a, column))

/** ZEROS[i]: the register after 2^i zero bytes, as a matrix (zlib's crc32_combine builds the same operators). */
const ZEROS = (() => {
  // One zero bit: shift right, folding in the polynomial.
  let op = [0xedb88320, ...Array.from({ length: 31 }, (_, n) => (1 << n) >>> 0)]
  for (let i = 0; i < 3; i++) op = compose(op, op)
  const list = [op]
  for (let i = 1; i < 32; i++) list.push(compose(list[i - 1], list[i - 1]))
  return list
})()

/** The matrix that runs `count` zero bytes through the register. */
function zerosMatrix(count) {
  let m = Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0)
  for (let i = 0; count > 0; i++, count = Math.floor(count / 2)) if (count % 2) m = compose(ZEROS[i], m)
  return m
}

/**
 * @typedef {{ gzip: Buffer, holes: number[], crcAt: number, crc: number, shift: number[], length: number }} Template
 */

/**
 * Compresses `body`, leaving a hole at each of `offsets` (each `length` bytes). Resolves with null when the result
 * does not come back to `body` with the original token in it (checked once, by decompressing).
 * @param {Buffer} body
 * @param {number[]} offsets ascending, not overlapping
 * @param {number} length
 * @returns {Promise<Template | null>}
 */
export async function gzipTemplate(body, offsets, length) {
  const holed = Buffer.from(body)
  for (const offset of offsets) holed.fill(HOLE_BYTE, offset, offset + length)
  // Each stretch between holes on its own, with the text before it (holes included) as its dictionary, so it can
  // refer back as one stream would; a stretch ends byte-aligned (sync flush), the last one with the final block.
  const stretches = await Promise.all(
    [0, ...offsets.map((o) => o + length)].map((from, i) => {
      const to = offsets[i] ?? body.length
      const options = { level: LEVEL, finishFlush: i < offsets.length ? zlib.constants.Z_SYNC_FLUSH : undefined }
      if (from > 0) options.dictionary = holed.subarray(Math.max(0, from - WINDOW), from)
      return deflateRaw(holed.subarray(from, to), options)
    }),
  )
  const stored = Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff])
  const parts = [GZIP_HEADER]
  const holes = []
  let size = GZIP_HEADER.length
  stretches.forEach((stretch, i) => {
    parts.push(stretch)
    size += stretch.length
    if (i === offsets.length) return
    parts.push(stored, holed.subarray(offsets[i], offsets[i] + length))
    holes.push(size + stored.length)
    size += stored.length + length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE((crcRaw(holed, 0xffffffff) ^ 0xffffffff) >>> 0, 0)
  trailer.writeUInt32LE(body.length % 2 ** 32, 4)
  const gzip = Buffer.concat([...parts, trailer])
  let shift = Array.from({ length: 32 }, () => 0)
  for (const offset of offsets) {
    const after = zerosMatrix(body.length - offset - length)
    shift = shift.map((column, n) => column ^ after[n])
  }
  const crcAt = gzip.length - 8
  const template = { gzip, holes, crcAt, crc: gzip.readUInt32LE(crcAt), shift, length }
  const original = body.subarray(offsets[0] ?? 0, (offsets[0] ?? 0) + length)
  try {
    if (!zlib.gunzipSync(fill(template, original)).equals(body)) return null
  } catch {
    return null
  }
  return template
}

/**
 * The gzip body with `token` (as many bytes as the hole) in every hole.
 * @param {Template} template
 * @param {Buffer} token
 * @returns {Buffer}
 */
export function fill(template, token) {
  return Buffer.concat(fillParts(template, token))
}

/**
 * The same gzip body as pieces to write in turn: views of the template between the holes, the token, the trailer's
 * new CRC. Nothing as large as the page is copied or allocated per response.
 * @param {Template} template
 * @param {Buffer} token
 * @returns {Buffer[]}
 */
export function fillParts(template, token) {
  const { gzip, holes, crcAt } = template
  if (holes.length === 0) return [gzip]
  const delta = Buffer.alloc(template.length)
  for (let i = 0; i < delta.length; i++) delta[i] = token[i] ^ HOLE_BYTE
  const crc = Buffer.alloc(4)
  crc.writeUInt32LE((template.crc ^ times(template.shift, crcRaw(delta))) >>> 0)
  return [...spliced(gzip.subarray(0, crcAt), holes, token), crc, gzip.subarray(crcAt + 4)]
}

/**
 * `bytes` as views between the holes at `offsets`, with `token` in each hole.
 * @param {Buffer} bytes
 * @param {number[]} offsets
 * @param {Buffer} token
 * @returns {Buffer[]}
 */
export function spliced(bytes, offsets, token) {
  const parts = []
  let at = 0
  for (const offset of offsets) {
    parts.push(bytes.subarray(at, offset), token)
    at = offset + token.length
  }
  parts.push(bytes.subarray(at))
  return parts
}
