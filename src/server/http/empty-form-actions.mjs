/**
 * Removes the empty `action=""` (and `formAction=""`) that React writes on a form bound to a server action, from the
 * HTML the HTTP server (scripts/server.mjs) sends. The attribute, when present, must be a non-empty URL (HTML's
 * content model; the Nu HTML Checker reports each one as an error), and leaving it out means exactly what React meant
 * by the empty one: post to the document's own URL, which is how a server action works without JavaScript. React
 * attaches its own submit handler on hydration and does not read the attribute back (docs/new-page.md, "Checklist").
 *
 * Only `text/html` responses are touched, as they stream: a chunk's end that could begin the attribute is held back
 * until the next chunk. Quotes in text and in the RSC payload are escaped (`&quot;`, `\"`), so the pattern meets
 * nothing but real attributes. Plain JavaScript: the HTTP server cannot import TypeScript.
 */
const EMPTY_ACTION = / (?:formAction|action)=""/g
/** Longest tail of a chunk that could be the start of ` formAction=""`. */
const HOLD = ' formAction=""'.length - 1

/**
 * The part of `text` that can be sent now, and the tail kept for the next chunk.
 * @param {string} text
 * @returns {[string, string]}
 */
export function stripEmptyActions(text) {
  const cleaned = text.replace(EMPTY_ACTION, '')
  const space = cleaned.lastIndexOf(' ', cleaned.length - 1)
  if (space < 0 || space < cleaned.length - HOLD) return [cleaned, '']
  const tail = cleaned.slice(space)
  // Hold the tail only while it can still grow into the attribute.
  const couldBe = ' formAction=""'.startsWith(tail) || ' action=""'.startsWith(tail)
  return couldBe ? [cleaned.slice(0, space), tail] : [cleaned, '']
}

/**
 * Wraps `res.write` and `res.end` so an HTML body goes out without empty form actions. Call it before anything is
 * written (the HTTP server calls it inside the compression middleware, so it sees the uncompressed HTML).
 * @param {import('node:http').ServerResponse} res
 */
export function withoutEmptyFormActions(res) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  let held = ''
  /** @type {boolean | undefined} */
  let html
  const isHtml = () => {
    if (html === undefined) {
      html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
      // The body changes length: let it go out chunked (or compressed) rather than with the original length.
      if (html && !res.headersSent) res.removeHeader('content-length')
    }
    return html
  }
  const text = (chunk, encoding) =>
    typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8')
  // @ts-expect-error: the overloads of write and end are matched by argument shape below.
  res.write = (chunk, encoding, callback) => {
    if (chunk == null || !isHtml()) return write(chunk, encoding, callback)
    const [now, tail] = stripEmptyActions(held + text(chunk, encoding))
    held = tail
    return write(now, 'utf8', typeof encoding === 'function' ? encoding : callback)
  }
  // @ts-expect-error: as above.
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return end(held || undefined, 'utf8', chunk)
    if (!isHtml()) return end(chunk, encoding, callback)
    const rest = chunk == null ? held : stripEmptyActions(held + text(chunk, encoding)).join('')
    held = ''
    return end(
      rest.replace(EMPTY_ACTION, '') || undefined,
      'utf8',
      typeof encoding === 'function' ? encoding : callback,
    )
  }
}
