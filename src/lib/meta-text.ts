/**
 * A meta description from catalogue text: search snippets and link previews cut at about 160 characters, so cut at
 * a word boundary and mark the cut, rather than letting the crawler cut mid-word.
 */
export function metaSummary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`
}
