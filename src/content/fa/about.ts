/**
 * Dari (fa) About page copy: mirrors ../about.ts (registry keys aboutMeta, aboutHero, mission, whatWeProvide, values,
 * timeline, aboutStats, aboutCta). Years are Gregorian, as in English, written in Eastern Arabic-Indic digits.
 */

import type { Messages } from '../messages-type'
import { siteDefaults } from './site'

export const aboutMeta: Messages['aboutMeta'] = {
  title: 'درباره ما',
  description:
    'تأسیس در کابل در سال ۲۰۱۲: تجهیزات GNSS، اسکن و نظارت با دقت نقشه‌برداری، همراه با کالیبراسیون، ' +
    'آموزش و شبکه مرجع RTK در سراسر افغانستان.',
}

export const aboutHero: Messages['aboutHero'] = {
  title: (companyName: string = siteDefaults.name) => `درباره ${companyName}`,
}
