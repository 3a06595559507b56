import type { Locale } from './locales'

/**
 * Each locale's name in English, as the staff panel and the sales e-mail show it. Kept out of locales.ts, which the
 * public pages' scripts carry: visitors never see these names (the switcher names each language in its own script).
 */
export const ENGLISH_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fa: 'Dari', ps: 'Pashto' }
