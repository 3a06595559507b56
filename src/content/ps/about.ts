/**
 * Pashto About page copy (mirror of ../about.ts, decision 032). Year labels and figures in Eastern Arabic-Indic digits.
 */

import type { Messages } from '../messages-type'
import { siteDefaults } from '../site'

export const aboutMeta: Messages['aboutMeta'] = {
  title: 'زموږ په اړه',
  description:
    'په ۲۰۱۲ کال کې په کابل کې تاسیس شوی: د سروې درجې GNSS، سکن او څارنې تجهیزات، له کالیبرېشن، روزنې ' +
    'او په ټول افغانستان کې د RTK مرجع شبکې سره.',
}

export const aboutHero: Messages['aboutHero'] = {
  title: (companyName: string = siteDefaults.name) => `د ${companyName} په اړه`,
}
