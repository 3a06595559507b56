/**
 * Dari and Pashto text for site search (decision 032), on top of ./terms.ts: the index and the queries read both
 * through here, so a word matches however a visitor's keyboard spells it. Kept out of ./terms.ts, which the header's
 * search box ships to every browser; only the server's index (src/server/catalogue/search.ts) needs this.
 *
 * - Arabic and Persian forms of one letter are one letter: ي ى ئ → ی, ك → ک, ة ۀ ە → ه.
 * - Pashto letters that a Dari (Persian) keyboard lacks match the letter typed in their place: ټ → ت, ډ → د,
 *   ړ → ر, ږ → ژ, ښ → ش, ګ → گ, ڼ → ن, ې ۍ → ی. A Pashto reader on such a keyboard still finds Pashto names.
 * - Eastern Arabic-Indic digits (۰–۹, ٠–٩) are digits: "K۸" finds K8, "۱٬۴۰۸" finds 1,408. Tatweel (ـ) is dropped.
 * - A word written with a zero-width non-joiner (U+200C, "نقشه‌برداری") is also indexed joined ("نقشهبرداری"), as
 *   well as in its parts, so it is found typed with the joiner, without it, or with a space.
 */
import { tokenize } from './terms'

const FOLD: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ې: 'ی',
  ۍ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  ە: 'ه',
  ټ: 'ت',
  ډ: 'د',
  ړ: 'ر',
  ږ: 'ژ',
  ښ: 'ش',
  ګ: 'گ',
  ڼ: 'ن',
  '٬': ',',
  '٫': '.',
  ـ: '',
}
const FOLDED = new RegExp(`[${Object.keys(FOLD).join('')}\u06f0-\u06f9\u0660-\u0669]`, 'gu')

export function foldArabicScript(text: string): string {
  return text.replace(FOLDED, (c) => {
    const code = c.charCodeAt(0)
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0)
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660)
    return FOLD[c]!
  })
}

const JOINED_WORD = /[\p{L}\p{N}]+(?:\u200c[\p{L}\p{N}]+)+/gu

/** ./terms.ts `tokenize` over folded text, plus the joined form of each word written with a ZWNJ. */
export function tokenizeAnyScript(text: string): string[] {
  const folded = foldArabicScript(text)
  const tokens = tokenize(folded)
  if (folded.includes('\u200c')) {
    const plain = folded
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
    for (const word of plain.match(JOINED_WORD) ?? []) tokens.push(word.replace(/\u200c/g, ''))
  }
  return tokens
}
