/**
 * The texts inside a content field, wherever they sit: a string, a list of strings, a cover's alt text, a venue's
 * lines, the text runs of rich text. What a translator translates, and what decides whether a field has anything to
 * translate at all (an empty body has nothing). Addresses and markup (`src`, `href`, node `type`) are not text.
 */
export type TextPath = (string | number)[]

const NOT_TEXT = new Set(['src', 'href', 'type'])

export function textLeaves(value: unknown, path: TextPath = []): { path: TextPath; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ path, text: value }] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, [...path, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (NOT_TEXT.has(key) ? [] : textLeaves(item, [...path, key])))
  }
  return []
}

/** Whether a field holds no text to show or translate. */
export const hasNoText = (value: unknown): boolean => textLeaves(value).length === 0
