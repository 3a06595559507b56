/**
 * Serial numbers and the masks a product family's serials follow (docs/service-desk.md). Staff set a mask per
 * category: `#` a digit, `@` a letter, `*` a letter or a digit, anything else itself; alternatives split by `|`
 * (`@@######|#########`). No mask: any serial. A mask compiles to a regular expression of fixed-width character
 * classes, so matching takes time linear in the serial whatever staff type (no backtracking to exploit from the public
 * form). Pure and isomorphic.
 */
import { asciiDigits } from './phone'

export const SERIAL_MAX = 40
export const MASK_MAX = 120

/** A serial as stored: trimmed, single spaces, Persian digits as ASCII. */
export function tidySerial(typed: string): string {
  return asciiDigits(typed).replace(/\s+/g, ' ').trim()
}

/** The key serials are compared by: upper case, without spaces, dashes, dots or slashes. */
export function serialKey(typed: string): string {
  return tidySerial(typed)
    .toUpperCase()
    .replace(/[\s./-]/g, '')
}

/** Letters, digits and the separators serials are printed with; 3 to 40 characters. */
export function isSerialShape(typed: string): boolean {
  const serial = tidySerial(typed)
  return serial.length >= 3 && serial.length <= SERIAL_MAX && /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(serial)
}

const escapeRegex = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The mask's alternatives as anchored patterns over serial keys; undefined for an empty mask. */
function compile(mask: string): RegExp | undefined {
  const alternatives = mask
    .split('|')
    .map((a) => serialKey(a.replace(/[#@*]/g, (c) => `\u0000${c}`)))
    .filter(Boolean)
  if (alternatives.length === 0) return undefined
  const body = alternatives.map((alternative) => {
    let out = ''
    for (let i = 0; i < alternative.length; i++) {
      const c = alternative[i]!
      if (c === '\u0000') {
        const token = alternative[++i]!
        out += token === '#' ? '[0-9]' : token === '@' ? '[A-Z]' : '[A-Z0-9]'
      } else out += escapeRegex(c)
    }
    return out
  })
  return new RegExp(`^(?:${body.join('|')})$`)
}

/** Why a mask cannot be saved, or null. */
export function maskProblem(mask: string): string | null {
  if (mask.length > MASK_MAX) return `Keep the pattern under ${MASK_MAX} characters.`
  if (!/^[A-Za-z0-9#@*|\s./-]*$/.test(mask))
    return 'Use # for a digit, @ for a letter, * for either, letters, digits, - . / and | between alternatives.'
  if (mask.split('|').some((a) => a.trim() === '')) return 'An alternative between two | is empty.'
  return null
}

/** Whether `serial` follows `mask` (none or empty: any serial does). */
export function matchesMask(serial: string, mask: string | null | undefined): boolean {
  const pattern = mask ? compile(mask) : undefined
  return pattern ? pattern.test(serialKey(serial)) : true
}
