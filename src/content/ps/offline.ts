/** Pashto copy of the service worker's pages (mirror of ../offline.ts, decision 032). */
import type { Messages } from '../messages-type'

export const offlineCopy: Messages['offlineCopy'] = {
  savedCopy: (savedAt: string) =>
    `د ${savedAt} خوندي شوې نسخه. تاسو له انټرنېټ سره نه یاست یا اړیکه ورو ده، نو کېدای شي دا پاڼه زړه وي.`,
  page: {
    title: 'تاسو له انټرنېټ سره نه یاست',
    documentTitle: 'له انټرنېټ پرته',
    text:
      'دا پاڼه پورته نه شوه او په دې وسیله کې یې کومه نسخه نه ده خوندي شوې. هغه پاڼې چې مخکې مو پرانیستې ' +
      'دي دلته ساتل کېږي او له انټرنېټ پرته پرانیستل کېږي.',
    savedHeading: 'په دې وسیله کې خوندي شوې',
    savedAt: (savedAt: string) => `په ${savedAt} خوندي شوې`,
    nothingSaved:
      'تر اوسه په دې وسیله کې هېڅ پاڼه نه ده خوندي شوې: هغه پاڼې چې له انټرنېټ سره د اړیکې پر مهال پرانیزئ، ' +
      'د وروسته لپاره ساتل کېږي.',
    retry: 'بیا هڅه وکړئ',
    home: 'کور پاڼه',
    keptHeading: 'په دې وسیله کې ساتل شوي اسناد',
    keptSize: (size: string) => `ساتل شوی، ${size}`,
  },
}
