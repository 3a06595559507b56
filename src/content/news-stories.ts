/**
 * News and events (docs/product.md §2.3 "News & Events", §2.9, §3.6; docs/design.md decision 3: the
 * /news listing and one article page per item, the spec's `{token}` link becoming /news/geospatial-expo-kabul-2026).
 * The home page shows these same objects (home.ts imports them), so there is one source.
 */
import { contactHref, newsHref, productHref } from '@/lib/routes'
import type { ContentImage, InternalHref, LinkItem } from './types'

/** The spec's static news item (docs/product.md §3): what the home page card needs. */
export interface NewsItem {
  readonly type: 'news' | 'event'
  readonly title: string
  /** One- or two-sentence summary; also the article's meta description. */
  readonly description: string
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  readonly date: string
  readonly image: ContentImage
  /** `/news/{slug}`. */
  readonly link: InternalHref
}

/** One block of an article body, rendered in order. */
export type ArticleBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  /** A paragraph followed by a button-style link. */
  | { readonly type: 'callout'; readonly text: string; readonly link: LinkItem }

/** Venue and dates of an event (only on `type: 'event'`). */
export interface EventDetails {
  /** ISO 8601 dates, inclusive. */
  readonly startDate: string
  readonly endDate: string
  /** Daily opening hours, as displayed. */
  readonly hours: string
  readonly venue: {
    readonly name: string
    readonly addressLines: readonly string[]
    readonly city: string
  }
  /** Our stand, as displayed. */
  readonly stand: string
}

interface ArticleBase extends NewsItem {
  readonly slug: string
  /** Byline. */
  readonly author: string
  readonly body: readonly ArticleBlock[]
}

/** A news article page. */
export interface NewsStory extends ArticleBase {
  readonly type: 'news'
}

/** An event article page. */
export interface EventStory extends ArticleBase {
  readonly type: 'event'
  readonly event: EventDetails
}

/** Any article (docs/design.md decision 3). Narrow on `type` to reach `event`. */
export type NewsArticle = NewsStory | EventStory

const NEWS_IMAGE = { width: 1200, height: 675 } as const

/** K8 series launch (home News & Events item 1, docs/product.md §2.3). */
export const k8SeriesLaunch: NewsStory = {
  slug: 'k8-series-launch',
  type: 'news',
  title: 'K8 series: compact multi-band GNSS modules now stocked in Kabul',
  description:
    'The K8 GNSS module tracks GPS, GLONASS, Galileo and BeiDou on three frequency bands and outputs ' +
    'RTK positions at up to 50 Hz. Modules and evaluation kits ship from our Kabul warehouse.',
  date: '2026-10-14',
  image: {
    src: '/images/news/k8-series-launch.svg',
    ...NEWS_IMAGE,
    alt:
      'K8 GNSS module on its evaluation carrier board, with a multi-band antenna and satellite orbit ' +
      'lines behind it',
  },
  link: newsHref('k8-series-launch'),
  author: 'Product Desk',
  body: [
    {
      type: 'paragraph',
      text:
        'From this month we hold the K8 series in stock in Kabul: a compact, surface-mount GNSS module ' +
        'for engineers who build their own positioning products, from grader and excavator guidance to ' +
        'tractor auto-steer, drone payloads and landslide monitoring stations. Until now, local ' +
        'integrators ordered multi-band modules from abroad and waited six to ten weeks for customs ' +
        'clearance. The K8 is on our shelf, priced in US dollars and afghani, with engineers in Kabul to ' +
        'help you fit it.',
    },
    { type: 'heading', text: 'What the K8 module does' },
    {
      type: 'paragraph',
      text:
        'The K8 tracks all four global constellations on three frequency bands, so it keeps a fixed RTK ' +
        'solution in the places where single-band receivers lose it: narrow valleys, streets between ' +
        'multi-storey buildings, and open-pit benches with half the sky blocked by the wall.',
    },
    {
      type: 'list',
      items: [
        'GPS, GLONASS, Galileo and BeiDou on L1/L2/L5-class signals, 1,408 channels',
        'RTK accuracy of 8 mm + 1 ppm horizontal and 15 mm + 1 ppm vertical with a fixed solution and open sky',
        'Position, velocity and time output at up to 50 Hz for machine control and drone flight',
        'RTCM 3.x corrections in, NMEA-0183 and a binary protocol out, over UART, SPI or USB',
        'Rated from -40 °C to +85 °C, so the same part works on a Salang winter site and a Helmand summer field',
      ],
    },
    { type: 'heading', text: 'Why multi-band matters on Afghan sites' },
    {
      type: 'paragraph',
      text:
        'Most RTK outages we see in the field come from the terrain, not the equipment. A rover at the ' +
        'foot of a slope sees fewer satellites, and the ones it sees are low and noisy. Tracking three ' +
        'bands and four constellations gives the K8 enough clean signals to resolve ambiguities quickly ' +
        'and hold them. In our own tests on a road cut near Kabul, with the eastern sky blocked above 35 ' +
        'degrees, the K8 regained a fixed solution within 10 seconds of coming out from under a bridge.',
    },
    {
      type: 'paragraph',
      text:
        'The module connects to our reference station network over NTRIP, so a product built on the K8 ' +
        'needs no base station of its own anywhere the network reaches. Beyond it, the K8 accepts ' +
        'corrections from a local base over UHF radio.',
    },
    { type: 'heading', text: 'Evaluation kits' },
    {
      type: 'paragraph',
      text:
        'An evaluation kit holds a K8 mounted on a carrier board with USB and header connectors, a ' +
        'multi-band antenna with 5 m of cable, a power supply and configuration software. We lend kits ' +
        'to registered integrators for 30 days, and the loan counts towards the price if you order ' +
        'modules afterwards. Our engineers will set up the kit with you in Kabul, Jalalabad or ' +
        'Mazar-i-Sharif and connect it to the network on the first day.',
    },
    {
      type: 'callout',
      text: 'Ask for an evaluation kit or volume pricing through the contact form; we reply within one working day.',
      link: {
        label: 'Request an evaluation kit',
        href: contactHref({ subject: 'product-inquiry', product: 'k8-gnss-module' }),
      },
    },
    { type: 'heading', text: 'Availability' },
    {
      type: 'paragraph',
      text:
        'Single modules and evaluation kits ship from Kabul the day we receive payment. Orders of 100 ' +
        'modules or more are delivered in four to six weeks, with tray packaging for automated assembly. ' +
        'Datasheets, the integration manual and reference designs are on the product page, and every ' +
        'module carries our two-year warranty with replacement handled in-country.',
    },
    {
      type: 'callout',
      text: 'Specifications, downloads and a gallery of integration examples are on the K8 product page.',
      link: { label: 'View the K8 GNSS module', href: productHref('k8-gnss-module') },
    },
  ],
}

/** Construction partnership (home News & Events item 3, docs/product.md §2.3). */
export const constructionPartnership: NewsStory = {
  slug: 'construction-partnership',
  type: 'news',
  title: 'Paiwand Engineering equips its Kabul road fleet with GNSS machine control',
  description:
    'Kabul contractor Paiwand Engineering & Construction is fitting machine control to ten graders ' +
    'and excavators and moving its survey crews onto our RTK network, starting with a 14 km urban ' +
    'road package.',
  date: '2026-09-02',
  image: {
    src: '/images/news/construction-partnership.svg',
    ...NEWS_IMAGE,
    alt:
      'Motor grader with a GNSS antenna on its blade working a road formation, with a reference ' +
      'station on a rooftop in the background',
  },
  link: newsHref('construction-partnership'),
  author: 'News Desk',
  body: [
    {
      type: 'paragraph',
      text:
        'Paiwand Engineering & Construction, a Kabul civil contractor with road, drainage and building ' +
        'work across the central provinces, has signed a three-year agreement with us to move its ' +
        'earthworks and survey operations to GNSS machine control and network RTK. The first machines ' +
        'started work in August on a 14 km package of urban roads and side drains in western Kabul.',
    },
    { type: 'heading', text: 'What is being installed' },
    {
      type: 'list',
      items: [
        'GNSS machine control on six motor graders and four excavators, with in-cab displays showing ' +
          'design grade and cut or fill in real time',
        'Twelve RTK rovers with field controllers for setting-out, checking and as-built surveys',
        'A subscription to our reference station network for all machines and rovers, so no base station ' +
          'has to be set up or guarded on site',
        "Office software licences to prepare 3D design surfaces from the contractor's road designs",
      ],
    },
    { type: 'heading', text: 'Why the contractor made the change' },
    {
      type: 'paragraph',
      text:
        'On a conventional road job, a survey crew puts in grade stakes every 20 m on both edges, the ' +
        'grader operator works to them, and the crew comes back to check. Stakes are knocked out by ' +
        'traffic and by the machines themselves, and every re-stake costs a day. With machine control ' +
        "the design is in the cab: the operator sees the blade's height against the design at every " +
        'point, and the stakes are reduced to a few control marks.',
    },
    {
      type: 'paragraph',
      text:
        '"Our surveyors were spending half their week replacing stakes," said Paiwand\'s chief engineer. ' +
        '"Now they check finished layers and record as-builts, which is the work we need them for. On ' +
        'the first 3 km of subgrade we had no section rejected by the supervising consultant."',
    },
    {
      type: 'paragraph',
      text:
        'The contract tolerance on subgrade for the package is ±30 mm. Graders under GNSS control ' +
        'typically finish to ±20 to 30 mm on a well-prepared surface, so the system works inside the ' +
        'tolerance without a rolling re-survey. For the final pavement layers, where tolerances tighten ' +
        "to ±10 mm, Paiwand's crews use digital levels to check, as the specification requires.",
    },
    { type: 'heading', text: 'Training and support' },
    {
      type: 'paragraph',
      text:
        'We are training 40 Paiwand staff in three groups: machine operators on the in-cab system, ' +
        'surveyors on site calibration and design file preparation, and supervisors on progress and ' +
        'volume reports. Training is held in Dari and Pashto at our Kabul office and on site. One of our ' +
        'technicians stays on the project for the first month, and spare antennas, cables and displays ' +
        'are held in Kabul, so a damaged part is replaced the same day rather than shipped from abroad.',
    },
    {
      type: 'paragraph',
      text:
        "Because machines and rovers all take corrections from the same network, the contractor's " +
        'surveys agree with each other across the whole package, and with the next package when it ' +
        "starts. The network also lets Paiwand's office staff see each machine's position and fix status " +
        "remotely, which helps them plan the next day's work.",
    },
    { type: 'heading', text: 'What comes next' },
    {
      type: 'paragraph',
      text:
        'After the road package, Paiwand plans to use the same equipment on a drainage canal project and ' +
        'to add 3D scanning for bridge and culvert as-builts. We offer the same combination of machine ' +
        'control, network RTK, training and local spares to any contractor, on one project or across a ' +
        'fleet.',
    },
    {
      type: 'callout',
      text: 'Talk to our construction team about machine control for your fleet.',
      link: { label: 'Explore construction solutions', href: '/solutions/construction' },
    },
  ],
}

/** Geospatial expo in Kabul (home News & Events item 2, the spec's `{token}` link; docs/design.md decision 3). */
export const geospatialExpoKabul2026: EventStory = {
  slug: 'geospatial-expo-kabul-2026',
  type: 'event',
  title: 'Afghanistan Geospatial & Survey Expo 2026: live demonstrations at stand B14',
  description:
    'From 8 to 10 December 2026 we exhibit at the Kabul Expo Center with live RTK, 3D scanning and ' +
    'slope-radar demonstrations. Book a meeting with our engineers in advance.',
  date: '2026-11-10',
  image: {
    src: '/images/news/geospatial-expo-kabul.svg',
    ...NEWS_IMAGE,
    alt:
      'Exhibition stand with a GNSS rover, a laser scanner on a tripod and a radar unit, under a ' +
      'banner of topographic contour lines',
  },
  link: newsHref('geospatial-expo-kabul-2026'),
  author: 'Events Desk',
  event: {
    startDate: '2026-12-08',
    endDate: '2026-12-10',
    hours: '9:00 AM to 5:00 PM AFT',
    venue: {
      name: 'Kabul Expo Center, Hall 2',
      addressLines: ['Darulaman Road', 'District 6'],
      city: 'Kabul',
    },
    stand: 'Stand B14',
  },
  body: [
    {
      type: 'paragraph',
      text:
        'We will exhibit at the Afghanistan Geospatial & Survey Expo 2026, held from Tuesday 8 to ' +
        'Thursday 10 December at the Kabul Expo Center on Darulaman Road. The expo brings together ' +
        'survey firms, engineering contractors, ministries, municipalities, mining companies and aid ' +
        'organizations that plan and build with geospatial data. Our stand, B14 in Hall 2, is open from ' +
        '9:00 AM to 5:00 PM AFT on all three days.',
    },
    { type: 'heading', text: 'What we will demonstrate' },
    {
      type: 'paragraph',
      text:
        'Everything on the stand will be working, not in display cases. Bring your own questions, or ' +
        'your own data, and our engineers will show you how the equipment handles it.',
    },
    {
      type: 'list',
      items: [
        'Network RTK: rovers fixed on our reference station network from inside the hall, with a live ' +
          "view of the network's stations and their status",
        'The K8 GNSS module: evaluation kits streaming 50 Hz positions, and a model grader blade steered ' +
          'by a K8-based guidance unit',
        'SLAM scanning: a handheld scanner walked through Hall 2, with the point cloud registered and ' +
          'measured on screen within minutes',
        'Slope-stability radar: a radar unit scanning a target wall, showing how displacement alarms are ' +
          'set and sent to a control room',
        'Drone LiDAR: corridor and open-pit datasets from Afghan projects, with ground surfaces ' +
          'extracted under vegetation',
      ],
    },
    { type: 'heading', text: 'Talks' },
    {
      type: 'paragraph',
      text:
        'On Wednesday 9 December at 11:00 AM our survey team presents "Network RTK for cadastral ' +
        'surveys: one datum from Kabul to Balkh" in the expo seminar room, covering how a reference ' +
        'network keeps parcel surveys from different crews consistent, and what that means for land ' +
        'registration. On Thursday 10 December at 2:00 PM our monitoring engineers present "Reading ' +
        'slope-radar data: from millimeters to evacuation decisions" for mine and highway safety teams.',
    },
    { type: 'heading', text: 'Book a meeting' },
    {
      type: 'paragraph',
      text:
        'The stand will be busy, especially at midday. If you want time with a specialist in GNSS, ' +
        'scanning, radar monitoring or OEM integration, book a 30-minute meeting in advance: tell us the ' +
        'day, the time you prefer and what you want to discuss, and we will confirm by email or phone ' +
        'with the name of the engineer you will meet. Meetings can also be held in our Kabul office ' +
        'during the expo week for longer technical sessions or demonstrations on your own site data.',
    },
    {
      type: 'callout',
      text: 'Use the contact form with the subject Product Inquiry and mention the expo.',
      link: { label: 'Book a meeting', href: contactHref({ subject: 'product-inquiry', topic: 'demo' }) },
    },
    { type: 'heading', text: 'Visiting the expo' },
    {
      type: 'paragraph',
      text:
        'Entry is free for trade visitors, who register at the Hall 2 entrance with a business card or ' +
        'organization letter. Visitors from Jalalabad and Mazar-i-Sharif who plan to attend can ask our ' +
        'regional offices about travel dates and group meetings; we will also repeat the main ' +
        'demonstrations at both regional offices in January 2027 for those who cannot come to Kabul.',
    },
  ],
}
