/**
 * The language switcher and the one-line offer to switch (docs/decisions/032-locales.md). The language
 * names are each language's own name (localeInfo.nativeName) and are not translated.
 */

export const languageSwitcher = {
  /** Accessible name of the switcher's navigation landmark. */
  label: 'Language',
  /** Visually hidden before the current language's name. */
  current: 'Current language:',
  /**
   * The one-line offer shown on an English page to a visitor whose browser (or earlier choice) prefers Dari or
   * Pashto. Written in English here; the offer itself is shown in the preferred language (offerInOwnLanguage).
   */
  offer: 'This page is also available in English.',
  dismiss: 'Dismiss',
} as const

/** Labels for numbers and dates shown in the locale's own style. */
export const formats = {
  /** Beside a Solar Hijri date: "(25 November 2026)". Empty in English, where the date is Gregorian already. */
  gregorianDate: (date: string) => `(${date})`,
} as const
