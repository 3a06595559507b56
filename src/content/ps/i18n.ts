/**
 * Pashto copy of the language switcher and of the offer to switch (mirror of ../i18n.ts, decision 032).
 */
import type { Messages } from '../messages-type'

export const languageSwitcher: Messages['languageSwitcher'] = {
  label: 'ژبه',
  current: 'اوسنۍ ژبه:',
  /** Shown in Pashto on an English page to a visitor whose browser prefers Pashto. */
  offer: 'دا پاڼه په پښتو هم شته.',
  dismiss: 'بندول',
}

export const formats: Messages['formats'] = {
  /** Beside a Solar Hijri date: "(۲۵ نومبر ۲۰۲۶ میلادي)". */
  gregorianDate: (date: string) => `(${date} میلادي)`,
}
