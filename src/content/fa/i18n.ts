/** Dari (fa) language switcher and date labels: mirrors ../i18n.ts. */
import type { Messages } from '../messages-type'

export const languageSwitcher: Messages['languageSwitcher'] = {
  label: 'زبان',
  current: 'زبان فعلی:',
  /** Shown on an English page to a visitor who prefers Dari: it invites switching to Dari, in Dari. */
  offer: 'این صفحه به دری هم موجود است.',
  dismiss: 'بستن',
}

export const formats: Messages['formats'] = {
  /** Beside the Solar Hijri date: "(۲۵ نومبر ۲۰۲۶ میلادی)". */
  gregorianDate: (date: string) => `(${date} میلادی)`,
}
