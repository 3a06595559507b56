/**
 * About page copy (docs/product.md §2.10): mission, what we provide, values, timeline 2012 to 2024+, stats,
 * links to /contact and /products.
 */
import { routes } from '@/lib/routes'
import { supportAvailability, siteDefaults } from './site'
import type { ButtonLink, ContentImage, IconName, Stat, TitledText } from './types'

/** About page meta (docs/design.md "Findable"). */
export const aboutMeta = {
  title: 'About Us',
  description:
    'Founded in Kabul in 2012: survey-grade GNSS, scanning and monitoring equipment with ' +
    'calibration, training and an RTK reference network across Afghanistan.',
} as const

/** Page hero. */
export const aboutHero = {
  title: (companyName: string = siteDefaults.name) => `About ${companyName}`,
  intro:
    'Since 2012 we have supplied the instruments that Afghan surveyors, engineers and safety teams ' +
    'measure with, and stayed to calibrate, train and repair.',
} as const

/** Mission (docs/product.md §2.10). */
export const mission = {
  title: 'Our Mission',
  text:
    'To give every survey crew, contractor and mine in Afghanistan measurement they can trust: ' +
    'equipment that meets its specification, a reference network that ties their work together, and ' +
    'people nearby who can fix it and teach others to use it.',
  image: {
    src: '/images/about/mission.svg',
    width: 1200,
    height: 675,
    alt:
      'Survey crew with a GNSS rover and a total station on a hillside, with the city grid below drawn ' +
      'as contour lines',
  } satisfies ContentImage,
} as const

/** An item of "What we provide". */
export interface ProvidedService extends TitledText {
  readonly icon: IconName
}

/** What we provide (docs/product.md §2.10). */
export const whatWeProvide = {
  title: 'What We Provide',
  items: [
    {
      title: 'Survey-grade equipment',
      text:
        'GNSS receivers, 3D laser scanners, slope-stability radar, OEM boards and modules, survey drones ' +
        'and instruments, supplied with genuine accessories and warranty.',
      icon: 'Satellite',
    },
    {
      title: 'RTK correction network',
      text:
        'Reference stations in Kabul, Jalalabad, Mazar-i-Sharif and beyond, broadcasting corrections ' +
        'over NTRIP so rovers need no base of their own.',
      icon: 'Network',
    },
    {
      title: 'Calibration and repair',
      text:
        'Instrument checks on our Kabul calibration baseline, firmware updates and repairs, with a ' +
        'written report for each instrument.',
      icon: 'Wrench',
    },
    {
      title: 'Training',
      text:
        'Courses in Dari and Pashto for surveyors, machine operators and engineers, from first RTK setup ' +
        'to point-cloud processing.',
      icon: 'GraduationCap',
    },
    {
      title: 'Scanning and monitoring services',
      text:
        'Our own crews for 3D scanning, drone mapping and slope-radar monitoring when a project needs ' +
        'the data before it needs the equipment.',
      icon: 'ScanLine',
    },
    {
      title: 'OEM integration support',
      text:
        'Evaluation kits, reference designs and engineering help for local companies building GNSS into ' +
        'machines, drones and monitoring stations.',
      icon: 'Cpu',
    },
  ] satisfies readonly ProvidedService[],
} as const

/** Values (docs/product.md §2.10). */
export const values = {
  title: 'Our Values',
  items: [
    {
      title: 'Accuracy you can check',
      text:
        'We state accuracy with its conditions and show customers how to verify it on a known point ' +
        'before they rely on it.',
    },
    {
      title: 'Support close to the work',
      text:
        'Engineers and spares in three cities, so help arrives in days, and a support line that answers ' +
        'at night when a crew is stuck.',
    },
    {
      title: 'Honest specifications',
      text:
        'We recommend the instrument the job needs, not the most expensive one, and say plainly when a ' +
        'product is not the right fit.',
    },
    {
      title: 'Safety first',
      text:
        "Monitoring systems are installed and alarm levels set with the site's safety team, and we train " +
        'people to act on them.',
    },
    {
      title: 'Skills that stay',
      text:
        'Every sale includes training, so the knowledge stays with Afghan teams after our engineers ' +
        'leave the site.',
    },
  ] satisfies readonly TitledText[],
} as const

/** One timeline milestone. */
export interface Milestone extends TitledText {
  /** Displayed year label, e.g. "2012" or "2024+". */
  readonly year: string
}

/** Timeline 2012 to 2024+ (docs/product.md §2.10). */
export const timeline = {
  title: 'Our Journey',
  milestones: [
    {
      year: '2012',
      title: 'Founded in Kabul',
      text:
        'Started as a four-person team supplying and servicing GNSS receivers and total stations for ' +
        'survey firms and reconstruction projects.',
    },
    {
      year: '2014',
      title: 'Jalalabad office',
      text:
        'Opened our eastern office to serve Nangarhar, Kunar and Laghman, and the road and irrigation ' +
        'projects along the Kabul River valley.',
    },
    {
      year: '2016',
      title: 'Mazar-i-Sharif office',
      text:
        'Opened in Balkh for the northern provinces: irrigated agriculture, canal works and the ' +
        'transport corridor to the northern border.',
    },
    {
      year: '2018',
      title: 'RTK reference network',
      text:
        'Installed our first continuously operating reference stations in Kabul, Jalalabad and ' +
        'Mazar-i-Sharif, streaming corrections over NTRIP.',
    },
    {
      year: '2020',
      title: 'Scanning and monitoring services',
      text:
        'Added 3D laser scanning, drone mapping and slope-stability radar, with our own crews for ' +
        'as-built, volume and mine-safety work.',
    },
    {
      year: '2022',
      title: 'OEM integration',
      text:
        'Began supplying GNSS boards, modules and antennas to local integrators, with evaluation kits ' +
        'and engineering support in Kabul.',
    },
    {
      year: '2024+',
      title: 'Wider coverage',
      text:
        'Extending the reference network towards Herat and Kandahar, growing the training program and ' +
        'adding the K8 module family for integrators.',
    },
  ] satisfies readonly Milestone[],
} as const

/** About stats (docs/product.md §2.10 and §9). */
export const aboutStats: readonly Stat[] = [
  { value: String(siteDefaults.foundingYear), label: 'Founded' },
  { value: '1000+', label: 'Professionals', detail: 'Surveyors, operators and engineers trained' },
  { value: '20+', label: 'Sectors', detail: 'From land registration to mine safety' },
  { value: supportAvailability, label: 'Support' },
]

/** Closing call to action with links to /contact and /products (docs/product.md §2.10). */
export const aboutCta = {
  title: 'Plan your next project with us',
  text: 'Tell us what you need to measure and where; we will recommend equipment, training and support to match.',
  links: [
    { label: 'Contact Us', href: routes.contact, variant: 'hero' },
    { label: 'View Products', href: routes.products, variant: 'outline' },
  ] satisfies readonly ButtonLink[],
} as const
