/**
 * What a GET or HEAD of a file is answered (docs/decisions/091-download-ranges.md): the rules of ./ranges.ts's top
 * comment as one pure decision, so that both writers follow them: ./ranges.ts (a Web Response, inside Next.js) and
 * ./known-downloads.mjs (a Node response, in scripts/server.mjs, for library files already looked up once). Plain
 * JavaScript, because scripts/server.mjs runs without a build step.
 */

/** More pieces than this after merging: the whole file instead (RFC 9110 §14.2, ranges that ask for many). */
export const MAX_PARTS = 8

const SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/

/**
 * A Range header against a file of `size` bytes (RFC 9110 §14.1.2, §14.2): the ranges to send, sorted and with
 * overlapping or adjacent ones merged, or why none are.
 * @param {string | null | undefined} header
 * @param {number} size
 * @returns {import('./ranges-core.d.mts').RangeRequest}
 */
export function parseRange(header, size) {
  if (header === null || header === undefined) return { kind: 'none' }
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!match) return { kind: 'ignored' }
  const specs = match[1].split(',').map((s) => s.trim())
  if (specs.length === 0 || specs.length > 100) return { kind: 'ignored' }
  /** @type {{ start: number, end: number }[]} */
  const ranges = []
  for (const spec of specs) {
    // An empty element between commas is allowed by the list rule (RFC 9110 §5.6.1).
    if (spec === '') continue
    const m = SPEC.exec(spec)
    if (!m) return { kind: 'ignored' }
    if (m[3] !== undefined) {
      const suffix = Number(m[3])
      if (!Number.isSafeInteger(suffix)) return { kind: 'ignored' }
      if (suffix > 0 && size > 0) ranges.push({ start: Math.max(0, size - suffix), end: size - 1 })
      continue
    }
    const first = Number(m[1])
    const last = m[2] === '' ? Infinity : Number(m[2])
    if (!Number.isSafeInteger(first) || (last !== Infinity && !Number.isSafeInteger(last))) return { kind: 'ignored' }
    if (last < first) return { kind: 'ignored' }
    if (first < size) ranges.push({ start: first, end: Math.min(last, size - 1) })
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' }
  ranges.sort((a, b) => a.start - b.start)
  const merged = [ranges[0]]
  for (const range of ranges.slice(1)) {
    const last = merged[merged.length - 1]
    if (range.start <= last.end + 1) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  if (merged.length > MAX_PARTS) return { kind: 'ignored' }
  return { kind: 'ranges', ranges: merged }
}

/** The strong ETag of a representation: its SHA-256. */
export const strongEtag = (/** @type {string} */ sha256) => `"${sha256}"`

/** RFC 9530 `Repr-Digest`: the SHA-256 as a structured-field byte sequence. */
export const reprDigest = (/** @type {string} */ sha256) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`

/**
 * `attachment; filename="…"` with an RFC 8187 `filename*` when the name is not plain ASCII (RFC 6266).
 * @param {string} fileName
 */
export function attachment(fileName) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const plain = ascii === fileName
  return `attachment; filename="${ascii}"${plain ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`}`
}

/**
 * Whether any entity-tag of an If-None-Match list matches ours (weak comparison, RFC 9110 §13.1.2).
 * @param {string} header
 * @param {string} etag
 */
function noneMatch(header, etag) {
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/**
 * Whether If-Range lets the Range apply: our strong ETag exactly, or exactly our Last-Modified date.
 * @param {string | null} header
 * @param {string} etag
 * @param {Date} lastModified
 */
function ifRangeHolds(header, etag, lastModified) {
  if (header === null) return true
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag
  const date = Date.parse(value)
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) === Math.floor(date / 1000)
}

/**
 * The answer to a request for a file: its status and headers, and which bytes go out (`read`, inclusive; `parts` for
 * several ranges, which the writer sends as `multipart/byteranges` with its own Content-Type and length).
 * @param {string} method
 * @param {(name: string) => string | null} header the request's header, by lower-case name
 * @param {import('./ranges-core.d.mts').Representation} rep
 * @returns {import('./ranges-core.d.mts').AnswerPlan}
 */
export function planAnswer(method, header, rep) {
  const etag = strongEtag(rep.sha256)
  /** @type {Record<string, string>} */
  const common = {
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': rep.lastModified.toUTCString(),
    'Cache-Control': rep.cacheControl,
    'Repr-Digest': reprDigest(rep.sha256),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-site',
  }
  const ifNoneMatch = header('if-none-match')
  const ifModifiedSince = header('if-modified-since')
  const notModified =
    ifNoneMatch !== null
      ? noneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== null &&
        Number.isFinite(Date.parse(ifModifiedSince)) &&
        Math.floor(rep.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
  if (notModified) return { status: 304, headers: common }

  const headers = {
    ...common,
    ...rep.headers,
    'Content-Type': rep.contentType,
    ...(rep.fileName ? { 'Content-Disposition': attachment(rep.fileName) } : {}),
  }
  const head = method === 'HEAD'
  // Ranges are defined for GET only (RFC 9110 §14.2); a HEAD describes the whole file.
  // An If-Range that does not hold: the file changed since the first part arrived, so the whole of it (§13.1.5).
  const applies = !head && ifRangeHolds(header('if-range'), etag, rep.lastModified)
  const range = applies ? parseRange(header('range'), rep.size) : /** @type {const} */ ({ kind: 'none' })
  if (range.kind === 'unsatisfiable')
    return { status: 416, headers: { ...common, 'Content-Range': `bytes */${rep.size}`, 'Content-Length': '0' } }
  if (range.kind === 'ranges' && range.ranges.length === 1) {
    const { start, end } = range.ranges[0]
    const partial = { 'Content-Range': `bytes ${start}-${end}/${rep.size}`, 'Content-Length': String(end - start + 1) }
    return { status: 206, headers: { ...headers, ...partial }, read: { start, end } }
  }
  if (range.kind === 'ranges') return { status: 206, headers, parts: range.ranges }
  const whole = { ...headers, 'Content-Length': String(rep.size) }
  if (head || rep.size === 0) return { status: 200, headers: whole }
  return { status: 200, headers: whole, read: { start: 0, end: rep.size - 1 } }
}
