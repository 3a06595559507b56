/**
 * The body a response is written with, as it is written (before compression: call this inside the compression
 * middleware), handed over once the response has finished. Used by the HTTP server's caches (./page-cache.mjs,
 * ./api-cache.mjs). A body over `maxBytes` is not kept (`done` is not called).
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */

/** Per response, or set again for every copy a cache sends: never kept with a copy. */
export const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
  'x-page-cache',
  'set-cookie',
])

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} maxBytes
 * @param {(body: Buffer) => void} done
 */
export function captureBody(res, maxBytes, done) {
  /** @type {Buffer[] | null} */
  let chunks = []
  let size = 0
  const keep = (chunk, encoding) => {
    if (!chunks || chunk == null || typeof chunk === 'function') return
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding || 'utf8') : Buffer.from(chunk)
    size += bytes.length
    if (size > maxBytes) chunks = null
    else chunks.push(bytes)
  }
  const write = res.write
  const end = res.end
  // @ts-expect-error: write and end keep their overloads; only the chunk is read.
  res.write = function (chunk, encoding, callback) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined)
    return write.call(this, chunk, encoding, callback)
  }
  // @ts-expect-error: as above.
  res.end = function (chunk, encoding, callback) {
    keep(chunk, typeof encoding === 'string' ? encoding : undefined)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('finish', () => {
    if (chunks) done(Buffer.concat(chunks))
  })
}

/**
 * The headers a kept copy goes out with: the response's own, less those of one response.
 * @param {import('node:http').ServerResponse} res
 * @returns {Record<string, string | string[]>}
 */
export function keptHeaders(res) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value : String(value)
  }
  return headers
}
