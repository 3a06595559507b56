import 'server-only'

/**
 * The responses of a status page's PDFs (the slip, the repair quotation, a certificate): private to whoever holds
 * the link, so never stored by a cache and never indexed.
 */

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff' }

export function pdfResponse(name: string, body: Buffer | Uint8Array): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'Content-Length': String(body.length),
    },
  })
}

/** A miss (404) or too many requests (429), in plain words, with nothing about the link. */
export function privateMiss(status: 404 | 429, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  return new Response(status === 404 ? 'Not found' : 'Too many requests', { status, headers })
}
