/**
 * Every request body's limit, in one table (docs/decisions/043-http-limits-and-supervision.md). The HTTP server
 * (scripts/server.mjs, through src/server/http/http-guard.mjs) refuses a body over its route's limit before Next.js
 * reads a byte of it: a declared Content-Length at once, a chunked body as soon as the count passes it. The route
 * handlers read their bodies with the same numbers (a second lock, and the only one under `next dev`).
 *
 * Plain JavaScript so the HTTP server can import it; in src/lib because the contact form's limit is also shown to
 * code on both sides.
 */

const KB = 1024
const MB = 1024 * 1024

/**
 * @typedef {'import-archive' | 'import-apply' | 'image-upload' | 'document-upload' | 'library-upload' | 'contact' |
 *   'service-request' | 'staff-json' | 'page-post' | 'other'} BodyKind
 * @typedef {{ kind: BodyKind, bytes: number, what: string, json: boolean }} BodyLimit
 */

/** @type {Record<BodyKind, BodyLimit>} */
export const BODY_LIMITS = {
  // The zip of a catalogue export: 42 products with their images and datasheets are about 30 MB.
  'import-archive': { kind: 'import-archive', bytes: 50 * MB, what: 'catalogue archive', json: true },
  // `{ "token": "…" }` from a dry run: 32 hex characters. A 150 MB body here once ran the process out of heap.
  'import-apply': { kind: 'import-apply', bytes: 4 * KB, what: 'request', json: true },
  // A 24-megapixel camera JPEG is about 8 MB; anything larger is an unexported RAW or a mistake.
  'image-upload': { kind: 'image-upload', bytes: 10 * MB, what: 'image', json: true },
  'document-upload': { kind: 'document-upload', bytes: 20 * MB, what: 'document', json: true },
  // A part of a support library file sent by the resumable upload (docs/decisions/090-resumable-uploads.md): the
  // staff panel sends 16 MiB at a time, another tus client may send the rest of a file in one request. The file's own
  // limit (LIBRARY_MAX_FILE_MB) is checked by the tus server against its declared length before a byte is stored.
  'library-upload': { kind: 'library-upload', bytes: 5_000_000 * MB, what: 'upload', json: true },
  // Far above the largest valid message (~5.6 KB of fields).
  contact: { kind: 'contact', bytes: 32 * KB, what: 'message', json: true },
  // A service request: six photos of at most 8 MB (src/lib/service/request-fields.ts) and the fields' few KB, with
  // room so that a photo over its own limit is named by the form (in the visitor's language), not refused here.
  'service-request': { kind: 'service-request', bytes: 64 * MB, what: 'service request', json: false },
  // A product is text: 1 MB is ten times the largest seed entry.
  'staff-json': { kind: 'staff-json', bytes: 1 * MB, what: 'request', json: true },
  // Server actions (with and without JavaScript) and any other POST to a page: Next.js's own limit for actions
  // (serverActions.bodySizeLimit, 1 MB), which it enforces with a 500; here it is a 413 first.
  'page-post': { kind: 'page-post', bytes: 1 * MB, what: 'form', json: false },
  // Anything else that takes a body (no such route today): small.
  other: { kind: 'other', bytes: 64 * KB, what: 'request', json: true },
}

/**
 * The limit for a request with a body.
 * @param {string} path the request path, without the query string
 * @returns {BodyLimit}
 */
export function bodyLimitFor(path) {
  if (path === '/api/admin/catalogue/import') return BODY_LIMITS['import-archive']
  if (path === '/api/admin/catalogue/import/apply') return BODY_LIMITS['import-apply']
  if (path === '/api/admin/uploads/images') return BODY_LIMITS['image-upload']
  if (path === '/api/admin/uploads/documents') return BODY_LIMITS['document-upload']
  if (path === '/api/admin/library/uploads' || path.startsWith('/api/admin/library/uploads/'))
    return BODY_LIMITS['library-upload']
  if (path === '/api/contact') return BODY_LIMITS.contact
  if (path === '/api/service/requests') return BODY_LIMITS['service-request']
  if (path.startsWith('/api/admin/')) return BODY_LIMITS['staff-json']
  if (path === '/api' || path.startsWith('/api/')) return BODY_LIMITS.other
  return BODY_LIMITS['page-post']
}

/**
 * "1 MB", "32 KB": for messages.
 * @param {number} bytes
 */
export function sizeText(bytes) {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`
}
