import type { AdvisorySeverity, ReleaseKind, ReleaseLanguage, ReleaseStatus } from '@/lib/library/kinds'

/** The panel's words for the library's vocabulary (the panel is in English; visitors' copy is src/content). */
export const KIND_LABELS: Record<ReleaseKind, string> = {
  firmware: 'Firmware',
  'field-software': 'Field software',
  'desktop-software': 'Desktop software',
  driver: 'Driver',
  manual: 'Manual',
  'quick-guide': 'Quick guide',
  'release-notes': 'Release notes',
  calibration: 'Calibration procedure',
  cad: 'CAD / drawing',
  other: 'Other',
}

export const STATUS_LABELS: Record<ReleaseStatus, { label: string; hint: string }> = {
  recommended: { label: 'Recommended', hint: 'The known-good release of its kind: shown first on the product page.' },
  current: { label: 'Current', hint: 'Offered for download.' },
  superseded: { label: 'Superseded', hint: 'Kept in "all versions" for reference; a newer one replaces it.' },
  withdrawn: {
    label: 'Withdrawn',
    hint: 'Never downloads again: its page and links answer 410 with the advisory about it.',
  },
}

export const SEVERITY_LABELS: Record<AdvisorySeverity, string> = {
  info: 'Information',
  caution: 'Caution',
  'do-not-install': 'Do not install',
}

export const LANGUAGE_LABELS: Record<ReleaseLanguage, string> = {
  en: 'English',
  fa: 'Dari',
  ps: 'Pashto',
  ar: 'Arabic',
  ru: 'Russian',
  tr: 'Turkish',
  zh: 'Chinese',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
}
