/**
 * Bidirectional text in Dari and Pashto copy (decision 032: "numbers and model names embedded in RTL text display
 * correctly"). A left-to-right run inside right-to-left text, such as "8 mm + 1 ppm", "K8 GNSS Module" or
 * "+93 20 230 1450", is laid out by the Unicode bidi algorithm piece by piece: its leading number takes the
 * paragraph's direction and ends up on the wrong side ("mm + 1 ppm 8"). Wrapping each such run in a first-strong
 * isolate (U+2068 … U+2069) makes it one unit that reads left to right; the characters are invisible and ignored
 * by screen readers and search engines. `{name}` template blanks (src/lib/i18n/fill.ts) are left as they are.
 */

const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A left-to-right run: starts with a Latin letter, a digit or a sign that belongs to a figure, ends with a letter, a
 * digit, "%", "°" or ")", and holds nothing of the Arabic script in between (so it stops at an Arabic comma).
 */
const LTR_RUN = /[A-Za-z0-9+±$][A-Za-z0-9\s.,:;/%°±+\-–×()'’&@_~#]*[A-Za-z0-9%°)]|[A-Za-z0-9]/g
const BLANK = /(\{\w+\})/

/**
 * One run in an isolate. A closing parenthesis whose opening one is outside the run ("(K8, k 8)") stays outside too:
 * inside a left-to-right isolate it would not be mirrored, and would face the wrong way in right-to-left text.
 */
function isolate(run: string): string {
  let end = run.length
  const opened = (run.match(/\(/g) ?? []).length
  let closed = (run.match(/\)/g) ?? []).length
  while (closed > opened && run[end - 1] === ')') {
    end--
    closed--
  }
  const inner = run.slice(0, end).trimEnd()
  return `${FSI}${inner}${PDI}${run.slice(inner.length)}`
}

/** Wraps every left-to-right run of a right-to-left string in an isolate. Idempotent. */
export function isolateLtrRuns(text: string): string {
  if (text.includes(FSI)) return text
  return text
    .split(BLANK)
    .map((part) => (BLANK.test(part) ? part : part.replace(LTR_RUN, isolate)))
    .join('')
}

/** The text without the isolates (for places that measure or compare characters, or draw glyph by glyph). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '')
}

/**
 * Plain text (an e-mail) with each line that is only a web address left bare. In plain text a line is its own bidi
 * paragraph, so the address needs no isolate there; and an invisible control glued to its end can be taken into the
 * link by a mail reader's autolinker, which would open ".../q/<token>%E2%81%A9" and find the link broken.
 */
export function bareLinkLines(text: string): string {
  return text.replace(/^[\u2066-\u2068](https?:\/\/[^\s\u2066-\u2069]+)\u2069$/gm, '$1')
}
