/**
 * The links staff may put in content (docs/decisions/044-site-content-in-the-database.md): web pages over http(s),
 * e-mail, telephone, and paths on this site. Everything else (`javascript:`, `data:`, `vbscript:`, protocol-relative
 * `//host`, and anything a browser would read as one of them after stripping controls) is refused.
 */

/** Characters a URL parser strips (ASCII controls: tab, newline…), which could hide a scheme ("java\tscript:"). */
const CONTROLS = /[\u0000-\u001f\u007f]/

export type LinkKind = 'web' | 'email' | 'phone' | 'site'

/** The link's kind, or null when it is not allowed. */
export function linkKind(raw: string): LinkKind | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null
  if (raw !== raw.trim()) return null
  if (CONTROLS.test(raw)) return null
  if (raw.startsWith('/')) {
    // A site path: one leading slash (not "//host" nor "/\host", which browsers treat as another host).
    return raw.startsWith('//') || raw.startsWith('/\\') ? null : 'site'
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https') {
    if (/\s/.test(raw)) return null
    try {
      const url = new URL(raw)
      return url.hostname ? 'web' : null
    } catch {
      return null
    }
  }
  if (scheme === 'mailto') return /^mailto:[^\s@<>"]+@[^\s@<>"]+$/i.test(raw) ? 'email' : null
  if (scheme === 'tel') return /^tel:\+?[0-9][0-9 ()-]{3,30}$/.test(raw) ? 'phone' : null
  return null
}

export function isAllowedLink(raw: string): boolean {
  return linkKind(raw) !== null
}
