import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'

/**
 * The support library's vocabulary (docs/support-library.md): what a release is, where it stands, how grave an
 * advisory is. Isomorphic and free of copy: the labels visitors read live in src/content/library.ts, the panel's in
 * src/staff/library/labels.ts.
 */

/** What a release holds. */
export const RELEASE_KINDS = [
  'firmware',
  'field-software',
  'desktop-software',
  'driver',
  'manual',
  'quick-guide',
  'release-notes',
  'calibration',
  'cad',
  'other',
] as const
export type ReleaseKind = (typeof RELEASE_KINDS)[number]

/** Kinds that are software (JSON-LD SoftwareApplication); the others are documents (DigitalDocument). */
export const SOFTWARE_KINDS: readonly ReleaseKind[] = ['firmware', 'field-software', 'desktop-software', 'driver']

/** Kinds a field pack would carry: what a crew reads offline (not built yet: docs/support-library.md). */
export const FIELD_PACK_KINDS: readonly ReleaseKind[] = ['manual', 'quick-guide', 'release-notes', 'calibration']

/**
 * Where a release stands: `recommended` is the known-good one of its kind, `current` is offered, `superseded` is kept
 * for reference, `withdrawn` never downloads again (its page and links answer 410 with its advisory).
 */
export const RELEASE_STATUSES = ['recommended', 'current', 'superseded', 'withdrawn'] as const
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]

/** How grave an advisory is, mildest first. */
export const ADVISORY_SEVERITIES = ['info', 'caution', 'do-not-install'] as const
export type AdvisorySeverity = (typeof ADVISORY_SEVERITIES)[number]

/** Languages a release's documents or interface can be in: the site's three and those manufacturers ship. */
export const RELEASE_LANGUAGES = ['en', 'fa', 'ps', 'ar', 'ru', 'tr', 'zh', 'de', 'fr', 'es'] as const
export type ReleaseLanguage = (typeof RELEASE_LANGUAGES)[number]

export const isReleaseKind = (v: unknown): v is ReleaseKind => (RELEASE_KINDS as readonly unknown[]).includes(v)
export const isReleaseStatus = (v: unknown): v is ReleaseStatus => (RELEASE_STATUSES as readonly unknown[]).includes(v)
export const isAdvisorySeverity = (v: unknown): v is AdvisorySeverity =>
  (ADVISORY_SEVERITIES as readonly unknown[]).includes(v)

/** A SHA-256 as 64 lower-case hex digits. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/

/**
 * A checksum as people paste it: hex in any case, possibly with `sha256sum`'s file name after it or a `SHA256:`
 * label before; null when it holds no SHA-256.
 */
export function parsePastedChecksum(text: string): string | null {
  const match = /(?:^|[^0-9a-f])([0-9a-f]{64})(?:[^0-9a-f]|$)/i.exec(text.trim())
  return match ? match[1]!.toLowerCase() : null
}

/**
 * Versions compared as people read them: "2.10" after "2.9", "4.15.1" after "4.15"; text parts compare as text.
 * Negative when `a` comes before `b`.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.\-_ ]+/).filter(Boolean)
  const pa = parts(a)
  const pb = parts(b)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i]
    const y = pb[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    const nx = /^\d+$/.test(x) ? Number(x) : NaN
    const ny = /^\d+$/.test(y) ? Number(y) : NaN
    const order = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny
    if (order !== 0) return order
  }
  return 0
}

/**
 * A file size as download lists show it, in the locale's digits with Latin units (decision 032), 1024-based like the
 * site's other download sizes: "830 KB", "12.4 MB", "۲٫۱ GB".
 */
export function formatBytes(bytes: number, locale: Locale = 'en'): string {
  const units = ['KB', 'MB', 'GB', 'TB']
  if (bytes < 1024) return `${formatNumber(bytes, locale)} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: value >= 100 ? 0 : 1 })} ${units[unit]}`
}
