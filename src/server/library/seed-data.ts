import 'server-only'

import type { AdvisorySeverity, ReleaseKind, ReleaseStatus } from '@/lib/library/kinds'
import type { LibraryTranslations } from '@/server/db/schema'

/**
 * The seed's support library (docs/support-library.md): a few releases and advisories for several of the seed
 * catalogue's products, so a fresh `npm start` shows a Support section, the hub and a withdrawn release. Targets are
 * product or category slugs of catalogue/seed/catalogue.json; one a catalogue of one's own lacks is skipped. The
 * files are small and generated (src/server/library/seed.ts): a real PDF, firmware bytes, a text file.
 */
export interface SeedRelease {
  key: string
  kind: ReleaseKind
  title: string
  version: string
  releaseDate: string
  status: ReleaseStatus
  languages: string[]
  requirements?: string
  notes: string[]
  translations?: LibraryTranslations
  products?: string[]
  categories?: string[]
  files: string[]
}

export interface SeedAdvisory {
  severity: AdvisorySeverity
  title: string
  body: string
  instead?: string
  startsOn: string
  translations?: LibraryTranslations
  products?: string[]
  categories?: string[]
  /** Keys of the seed releases it is about. */
  releases?: string[]
}

const G_FIRMWARE = { fa: { title: 'فرم‌ور گیرنده‌های Vireo G' }, ps: { title: 'د Vireo G رسیورونو فرم‌ویر' } }
const SIGHTLINE_FIRMWARE = {
  fa: { title: 'فرم‌ور توتال استیشن Sightline' },
  ps: { title: 'د Sightline ټوټل سټېشن فرم‌ویر' },
}

export const SEED_RELEASES: readonly SeedRelease[] = [
  {
    key: 'vireo-fw-4.12.0',
    kind: 'firmware',
    title: 'Vireo G receiver firmware',
    version: '4.12.0',
    releaseDate: '2026-05-12',
    status: 'superseded',
    languages: ['en'],
    notes: ['Adds the BeiDou B2b signal on the G9 and G7.', 'Faster fix after a cold start under canopy.'],
    translations: G_FIRMWARE,
    categories: ['rtk-rovers'],
    files: ['vireo-g-firmware-4.12.0.bin'],
  },
  {
    key: 'vireo-fw-4.15.0',
    kind: 'firmware',
    title: 'Vireo G receiver firmware',
    version: '4.15.0',
    releaseDate: '2026-09-02',
    status: 'withdrawn',
    languages: ['en'],
    notes: ['Tilt compensation without calibration on the G9.'],
    translations: G_FIRMWARE,
    categories: ['rtk-rovers'],
    files: ['vireo-g-firmware-4.15.0.bin'],
  },
  {
    key: 'vireo-fw-4.15.1',
    kind: 'firmware',
    title: 'Vireo G receiver firmware',
    version: '4.15.1',
    releaseDate: '2026-09-21',
    status: 'recommended',
    languages: ['en'],
    requirements: 'Needs Fieldbook controller software 7.2 or later.',
    notes: ['Fixes the loss of RTK fix after six hours of 4.15.0.', 'Keeps the tilt compensation of 4.15.0.'],
    translations: G_FIRMWARE,
    categories: ['rtk-rovers'],
    files: ['vireo-g-firmware-4.15.1.bin', 'vireo-g-firmware-4.15.1-release-notes.txt'],
  },
  {
    key: 'vireo-g9-manual',
    kind: 'manual',
    title: 'Vireo G9 user manual',
    version: '2.1',
    releaseDate: '2026-06-30',
    status: 'current',
    languages: ['en', 'fa'],
    notes: ['Covers firmware 4.12 and later.'],
    translations: { fa: { title: 'راهنمای کاربر Vireo G9' }, ps: { title: 'د Vireo G9 د کارونکي لارښود' } },
    products: ['vireo-g9-rtk-rover'],
    files: ['vireo-g9-user-manual-2.1.pdf'],
  },
  {
    key: 'vireo-quick-guide',
    kind: 'quick-guide',
    title: 'Vireo G quick start',
    version: '1.3',
    releaseDate: '2026-04-18',
    status: 'current',
    languages: ['en', 'fa', 'ps'],
    notes: [],
    translations: { fa: { title: 'شروع سریع Vireo G' }, ps: { title: 'د Vireo G چټک پیل' } },
    categories: ['rtk-rovers'],
    files: ['vireo-g-quick-start-1.3.pdf'],
  },
  {
    key: 'sightline-fw-3.3.0',
    kind: 'firmware',
    title: 'Sightline total station firmware',
    version: '3.3.0',
    releaseDate: '2026-02-03',
    status: 'superseded',
    languages: ['en'],
    notes: ['Stake-out by alignment and chainage.'],
    translations: SIGHTLINE_FIRMWARE,
    categories: ['total-stations'],
    files: ['sightline-firmware-3.3.0.bin'],
  },
  {
    key: 'sightline-fw-3.4.2',
    kind: 'firmware',
    title: 'Sightline total station firmware',
    version: '3.4.2',
    releaseDate: '2026-08-14',
    status: 'recommended',
    languages: ['en'],
    notes: ['Prism lock holds through brief obstructions.', 'Dari and Pashto on the instrument screen.'],
    translations: SIGHTLINE_FIRMWARE,
    categories: ['total-stations'],
    files: ['sightline-firmware-3.4.2.bin'],
  },
  {
    key: 'sightline-calibration',
    kind: 'calibration',
    title: 'Sightline field calibration procedure',
    version: '1.0',
    releaseDate: '2026-03-09',
    status: 'current',
    languages: ['en'],
    notes: [],
    translations: { fa: { title: 'روش کالیبراسیون صحرایی Sightline' } },
    categories: ['total-stations'],
    files: ['sightline-field-calibration-1.0.pdf'],
  },
  {
    key: 'k8-fw-1.9.3',
    kind: 'firmware',
    title: 'K8 GNSS module firmware',
    version: '1.9.3',
    releaseDate: '2026-07-22',
    status: 'recommended',
    languages: ['en'],
    notes: ['Raw measurements at 20 Hz on all bands.'],
    products: ['k8-gnss-module', 'k8-lite-gnss-module', 'k8-evaluation-kit'],
    files: ['k8-firmware-1.9.3.bin'],
  },
  {
    key: 'k8-manual',
    kind: 'manual',
    title: 'K8 integration manual',
    version: '1.4',
    releaseDate: '2026-07-22',
    status: 'current',
    languages: ['en'],
    notes: [],
    products: ['k8-gnss-module', 'k8-lite-gnss-module', 'k8-evaluation-kit'],
    files: ['k8-integration-manual-1.4.pdf'],
  },
]

export const SEED_ADVISORIES: readonly SeedAdvisory[] = [
  {
    severity: 'do-not-install',
    title: 'Vireo G firmware 4.15.0 can lose its RTK fix',
    body: 'Receivers on 4.15.0 can lose their RTK fix after about six hours of continuous work.',
    instead: 'Install 4.15.1. A receiver already on 4.15.0 updates to 4.15.1 directly.',
    startsOn: '2026-09-10',
    translations: {
      fa: {
        title: 'فرم‌ور 4.15.0 گیرنده‌های Vireo G ممکن است فیکس RTK را از دست بدهد',
        body: 'گیرنده‌هایی که 4.15.0 دارند، ممکن است بعد از حدود شش ساعت کار پیوسته، فیکس RTK را از دست بدهند.',
        instead: 'نسخه 4.15.1 را نصب کنید. گیرنده‌ای که 4.15.0 دارد، مستقیماً به 4.15.1 به‌روز می‌شود.',
      },
      ps: {
        title: 'د Vireo G فرم‌ویر 4.15.0 کېدای شي RTK فیکس له لاسه ورکړي',
        body: 'هغه رسیورونه چې 4.15.0 لري، کېدای شي د شاوخوا شپږ ساعته پرله‌پسې کار وروسته RTK فیکس له لاسه ورکړي.',
        instead: '4.15.1 ولګوئ. هغه رسیور چې 4.15.0 لري، په مستقیم ډول 4.15.1 ته نوی کېږي.',
      },
    },
    categories: ['rtk-rovers'],
    releases: ['vireo-fw-4.15.0'],
  },
  {
    severity: 'caution',
    title: 'Check the compensator after cold transport',
    body:
      'After a night below −15 °C in a vehicle, let a Sightline instrument warm up for 20 minutes and check its ' +
      'compensator before measuring.',
    startsOn: '2026-11-20',
    translations: {
      fa: {
        title: 'بعد از انتقال در هوای سرد، جبران‌کننده را بررسی کنید',
        body:
          'اگر دستگاه Sightline یک شب در موتر زیر ۱۵- درجه مانده باشد، ۲۰ دقیقه بگذارید گرم شود و ' +
          'پیش از اندازه‌گیری جبران‌کننده را بررسی کنید.',
      },
    },
    categories: ['total-stations'],
  },
  {
    severity: 'info',
    title: 'K8 firmware 1.9 changes the default NMEA talker ID',
    body: 'From 1.9.0 the module sends GN sentences by default. Hosts that expect GP can set the talker ID back.',
    startsOn: '2026-07-22',
    products: ['k8-gnss-module', 'k8-lite-gnss-module', 'k8-evaluation-kit'],
    releases: ['k8-fw-1.9.3'],
  },
]
