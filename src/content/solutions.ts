/**
 * Solutions copy: the /solutions index (docs/product.md §2.7) and the seven solution pages
 * (docs/product.md §2.8, made real pages by docs/design.md decision 2).
 */
import { solutionNames } from './labels'
import { MENU_SOLUTION_SLUGS, type SolutionSlug, contactHref, routes, solutionHref } from '@/lib/routes'
import type { ButtonLink, ContentImage, IconName, InternalHref, LinkItem, Stat, TitledText } from './types'

const SOLUTION_IMAGE = { width: 1200, height: 675 } as const

function solutionImage(slug: SolutionSlug, alt: string): ContentImage {
  return { src: `/images/solutions/${slug}.svg`, ...SOLUTION_IMAGE, alt }
}

/** Alt text of each solution illustration, shared by the index cards and the page heroes. */
const solutionImageAlt: Record<SolutionSlug, string> = {
  surveying: 'Surveyor with a GNSS rover at a parcel corner, with cadastral boundaries drawn over contour lines',
  construction: 'Motor grader with a GNSS antenna on its blade shaping a road formation to a design surface',
  agriculture: 'Leveled irrigation basins with a tractor following a straight GNSS guidance line',
  mining: 'Slope-stability radar scanning the benched wall of an open-pit mine',
  transportation: 'LiDAR drone mapping a mountain highway corridor, with scan lines across the road and a bridge',
  aviation: 'Runway with obstacle limitation surfaces drawn as a wireframe and a GNSS receiver at the threshold',
  marine: 'Survey boat with a GNSS antenna and sonar beams mapping a riverbed beside a river-port quay',
}

/** A card of the solutions index. */
export interface SolutionSummary {
  readonly slug: SolutionSlug
  readonly title: string
  readonly description: string
  readonly icon: IconName
  readonly image: ContentImage
  /** 3 to 4 short benefits. */
  readonly benefits: readonly string[]
  /** Exactly 4 applications. */
  readonly applications: readonly [string, string, string, string]
  readonly href: InternalHref
}

const summaryCopy: Record<
  (typeof MENU_SOLUTION_SLUGS)[number],
  Pick<SolutionSummary, 'description' | 'icon' | 'benefits' | 'applications'>
> = {
  surveying: {
    description:
      'RTK receivers, total stations, levels and survey drones tied to one reference network, for ' +
      'cadastral, topographic and control surveys.',
    icon: 'Map',
    benefits: [
      '8 mm + 1 ppm RTK horizontal with a fixed solution',
      'One datum for every crew through our reference network',
      'Two to three times more parcel corners per crew-day than tape and compass',
    ],
    applications: [
      'Cadastral surveys and land registration',
      'Topographic surveys for design',
      'Geodetic control networks',
      'Orthophoto mapping with survey drones',
    ],
  },
  construction: {
    description:
      'Machine control, setting-out and as-built scanning for roads, buildings, bridges and canals, ' +
      'from earthworks to final checks.',
    icon: 'Building2',
    benefits: [
      'Graders finish subgrade to ±20 to 30 mm without grade stakes',
      'Fewer survey re-visits and re-stakes',
      'As-built deviations reported against the design model',
      'Cut, fill and stockpile volumes from scans or drone flights',
    ],
    applications: [
      'Road earthworks with machine control',
      'Building and column setting-out',
      'Bridge and culvert construction',
      'As-built scanning of structures',
    ],
  },
  agriculture: {
    description:
      'RTK guidance, land leveling and field mapping for irrigated farms and co-operatives, where ' +
      'every cubic meter of water counts.',
    icon: 'Sprout',
    benefits: [
      'Leveled basins that irrigate evenly with less water',
      'Auto-steer passes repeatable to about 2.5 cm',
      'One base station serving farms within about 10 km',
    ],
    applications: [
      'Precision land leveling',
      'Tractor auto-steer guidance',
      'Canal and karez alignment surveys',
      'Field boundary and area measurement',
    ],
  },
  mining: {
    description:
      'Slope-stability radar, scanners and GNSS for open pits and quarries: see wall movement early, ' +
      "measure volumes and keep crews out of harm's way.",
    icon: 'Mountain',
    benefits: [
      'Sub-millimeter wall movement measured day and night',
      'Alarms to the control room before a slope fails',
      'Stockpile and pit volumes without walking the face',
      'Accurate haul roads and benches from RTK surveys',
    ],
    applications: [
      'Open-pit wall monitoring',
      'Waste dump and tailings stability',
      'Quarry face and bench surveys',
      'Stockpile volume reconciliation',
    ],
  },
}

/** Solutions index (docs/product.md §2.7). */
export const solutionsIndex = {
  meta: {
    title: 'Solutions',
    description:
      'Positioning, scanning and monitoring solutions for surveying, construction, precision ' +
      'agriculture and mining in Afghanistan.',
  },
  hero: {
    title: 'Industry Solutions',
    intro:
      'Equipment, correction network, training and support combined for the work your teams do: from ' +
      'land registration in Kabul to pit-wall monitoring in the north.',
  },
  /** The four fixed industries, in the spec's order. */
  industries: MENU_SOLUTION_SLUGS.map((slug): SolutionSummary => ({
    slug,
    title: solutionNames[slug],
    image: solutionImage(slug, solutionImageAlt[slug]),
    href: solutionHref(slug),
    ...summaryCopy[slug],
  })),
  benefitsLabel: 'Key Benefits',
  applicationsLabel: 'Applications',
  exploreLabel: 'Explore Solution',
  /** Static reliability bar on each card (docs/product.md §2.7). */
  reliability: { label: 'Solution Reliability', value: '99.9%', percent: 99.9 },
  /** Links to the three further solution pages (docs/design.md decision 2). */
  moreIndustries: {
    title: 'More Industries',
    links: (['transportation', 'aviation', 'marine'] as const).map((slug): LinkItem => ({
      label: solutionNames[slug],
      href: solutionHref(slug),
    })),
  },
  /** "Trusted by Industry Leaders" (docs/product.md §2.7 and §9). */
  trusted: {
    title: 'Trusted by Industry Leaders',
    stats: [
      { value: '150+', label: 'Projects' },
      { value: '200+', label: 'Installations' },
      { value: '500+', label: 'Companies' },
      { value: '1000+', label: 'Farms' },
    ] satisfies readonly Stat[],
  },
  /** Closing call to action; Schedule Demo opens the form prefilled (docs/design.md decision 5). */
  cta: {
    title: 'Not sure which solution fits?',
    text:
      'Describe the site, the accuracy you need and your schedule. A specialist will recommend ' +
      'equipment and, where it helps, demonstrate it on your own site.',
    buttons: [
      { label: 'Speak with Expert', href: routes.contact, variant: 'hero' },
      { label: 'Schedule Demo', href: contactHref({ subject: 'product-inquiry', topic: 'demo' }), variant: 'outline' },
    ] satisfies readonly ButtonLink[],
  },
} as const

/** A benefit on a solution page. */
export interface SolutionBenefit extends TitledText {
  readonly icon: IconName
}

/** A solution page (docs/design.md decision 2). */
export interface SolutionPage {
  readonly slug: SolutionSlug
  readonly title: string
  readonly subtitle: string
  /** 2 to 3 sentences. */
  readonly description: string
  readonly heroImage: ContentImage
  /** 4 to 6. */
  readonly benefits: readonly SolutionBenefit[]
  /** 6 to 8. */
  readonly applications: readonly TitledText[]
  /** 3 to 4 steps. */
  readonly workflow: { readonly title: string; readonly steps: readonly TitledText[] }
  /**
   * Relevant catalogue categories, most relevant first; the page lists those that exist (staff can rename or
   * remove a category, so a slug here is a wish, not a guarantee; tests hold the seed to it).
   */
  readonly categorySlugs: readonly string[]
  readonly meta: { readonly title: string; readonly description: string }
}

/** Strings around every solution page (docs/product.md §2.8; docs/design.md decision 2). */
export const solutionPageLabels = {
  benefits: 'Benefits',
  applications: 'Applications',
  /** Heading of the relevant categories and products. */
  equipment: 'Recommended Equipment',
  equipmentIntro: 'Categories and products from our catalogue used in this work.',
  /** Read after a category's product count by screen readers ("Total Stations 3 products"). */
  productCountSuffix: 'products',
  contactOurExperts: { label: 'Contact Our Experts', href: routes.contact } satisfies LinkItem,
  ctaTitle: 'Plan your project with a specialist',
  ctaText:
    'Tell us about the site, the accuracy you need and your schedule; we reply with a recommendation and a quotation.',
  requestQuote: { label: 'Request a Quote', href: contactHref({ subject: 'quote-request' }) } satisfies LinkItem,
  backToSolutions: { label: 'All Solutions', href: routes.solutions } satisfies LinkItem,
  notFound: 'Solution category not found',
  notFoundText: 'We have no solution page at this address. See all industries we serve.',
} as const

function page(slug: SolutionSlug, content: Omit<SolutionPage, 'slug' | 'title' | 'heroImage'>): SolutionPage {
  return {
    slug,
    title: solutionNames[slug],
    heroImage: solutionImage(slug, solutionImageAlt[slug]),
    ...content,
  }
}

/** The seven solution pages keyed by slug (docs/design.md decision 2). */
export const solutionPages: Record<SolutionSlug, SolutionPage> = {
  surveying: page('surveying', {
    subtitle: 'Cadastral, topographic and control surveys to centimeter accuracy',
    description:
      'Land registration, urban planning and infrastructure design all start from coordinates that ' +
      'agree with each other. We equip survey crews with multi-constellation RTK receivers, total ' +
      'stations, digital levels and survey drones, connect them to one reference frame through our ' +
      'correction network, and train them to deliver cadastral and topographic data that holds up in a ' +
      'boundary dispute or a design review.',
    benefits: [
      {
        title: 'Centimeter RTK in the field',
        text:
          '8 mm + 1 ppm horizontal and 15 mm + 1 ppm vertical with a fixed RTK solution, typically fixed ' +
          'within 10 s of start-up under open sky.',
        icon: 'Crosshair',
      },
      {
        title: 'One datum for every crew',
        text:
          'Rovers take corrections from our reference stations over NTRIP, so parcels measured by ' +
          'different crews in Kabul and Balkh share the same frame and transformation.',
        icon: 'Network',
      },
      {
        title: 'More parcels per day',
        text:
          'A two-person RTK crew records two to three times as many parcel corners per day as ' +
          'tape-and-compass methods in peri-urban areas, with coordinates instead of sketches.',
        icon: 'Timer',
      },
      {
        title: 'Coverage beyond the network',
        text:
          'Base-and-rover kits with UHF radio work in valleys without mobile coverage; static sessions ' +
          'with post-processing fix long control baselines to millimeters.',
        icon: 'Satellite',
      },
      {
        title: 'Large areas from the air',
        text:
          'Survey drones with RTK or PPK georeferencing produce orthophotos at 2 to 3 cm ground sample ' +
          'distance for township planning and settlement upgrading.',
        icon: 'Drone',
      },
    ],
    applications: [
      {
        title: 'Cadastral surveys and land registration',
        text: 'Parcel corners, boundaries and areas recorded with coordinates for land titling and dispute resolution.',
      },
      {
        title: 'Topographic surveys for design',
        text: 'Terrain models and feature surveys for roads, housing schemes, water supply and drainage design.',
      },
      {
        title: 'Geodetic control networks',
        text: 'Static GNSS control for municipalities and large projects, adjusted and tied to the national frame.',
      },
      {
        title: 'Urban planning base maps',
        text: 'Drone orthophotos and surface models of districts and townships, updated as cities grow.',
      },
      {
        title: 'Setting-out for construction',
        text: 'Plot, road and building layout staked from design coordinates with RTK or total station.',
      },
      {
        title: 'Utility and as-built surveys',
        text: 'Water, power and telecom networks recorded in handheld GIS receivers for the asset register.',
      },
      {
        title: 'Leveling and height transfer',
        text:
          'Digital levels for benchmarks, drainage gradients and settlement checks where GNSS heights are ' +
          'not enough.',
      },
    ],
    workflow: {
      title: 'How a survey project works',
      steps: [
        {
          title: 'Establish control',
          text:
            'Connect to the reference network or set out control by static GNSS, and fix the local grid ' +
            'transformation.',
        },
        {
          title: 'Capture in the field',
          text:
            'RTK rovers, total stations and drones record points, features and imagery, with codes that ' +
            'build the map as you measure.',
        },
        {
          title: 'Process and check',
          text:
            'Office software adjusts networks, checks closures against tolerance and builds surfaces and ' +
            'parcel plans.',
        },
        {
          title: 'Deliver',
          text: 'Export to CAD, GIS and cadastral formats, with a survey report stating methods and accuracies.',
        },
      ],
    },
    categorySlugs: [
      'gnss-receivers',
      'rtk-rovers',
      'base-stations',
      'field-controllers',
      'handheld-gis',
      'total-stations',
      'digital-levels',
      'survey-drones',
    ],
    meta: {
      title: 'Surveying & Mapping Solutions',
      description:
        'RTK GNSS, total stations, levels and survey drones for cadastral, topographic and control ' +
        'surveys in Afghanistan, tied to one reference network.',
    },
  }),

  construction: page('construction', {
    subtitle: 'Machine control, setting-out and as-built verification for roads, buildings, bridges and canals',
    description:
      'On a construction site, survey is what keeps earthworks, structures and payments on design. We ' +
      'supply GNSS machine control for graders and excavators, RTK rovers and total stations for ' +
      'setting-out, and laser scanners and drones for as-built checks and volumes. Training, spares ' +
      'and a technician on site for the first weeks are part of every fleet installation.',
    benefits: [
      {
        title: 'Grade to design without stakes',
        text:
          'The design surface is in the cab: graders finish subgrade to ±20 to 30 mm on a prepared ' +
          'surface, and crews stop replacing knocked-out grade stakes.',
        icon: 'Target',
      },
      {
        title: 'Fewer survey re-visits',
        text:
          'Surveyors check finished layers and record as-builts instead of re-staking, so one crew ' +
          'supports more machines.',
        icon: 'Timer',
      },
      {
        title: 'As-built proof against the model',
        text:
          'Scans of slabs, columns and structures are compared with the design, and deviations reported as ' +
          'color maps the supervising engineer can sign off.',
        icon: 'ScanLine',
      },
      {
        title: 'Volumes for payment',
        text:
          'Cut, fill and stockpile quantities from scanner or drone surveys, measured and documented for ' +
          'interim payment certificates.',
        icon: 'Layers',
      },
      {
        title: 'Site-wide corrections',
        text:
          'One network subscription or one site base serves every machine and rover, so all work on the ' +
          'site agrees.',
        icon: 'Network',
      },
    ],
    applications: [
      {
        title: 'Road earthworks and pavement layers',
        text: 'Machine control for subgrade and sub-base, with level checks on final pavement layers.',
      },
      {
        title: 'Building setting-out',
        text: 'Grid lines, column positions and levels staked from the design model and checked floor by floor.',
      },
      {
        title: 'Bridges and culverts',
        text: 'Pier, abutment and bearing positions set out by total station and verified by scanning.',
      },
      {
        title: 'Dams and irrigation canals',
        text: 'Canal profiles, embankments and structures built to design gradients over kilometers of alignment.',
      },
      {
        title: 'Cut, fill and stockpile volumes',
        text: 'Quantities for planning and payment from drone flights or terrestrial scans.',
      },
      {
        title: 'Foundations and piling',
        text: 'Pile positions staked and recorded with RTK, with as-built offsets reported to the designer.',
      },
      {
        title: 'As-built scanning of structures and services',
        text: 'Point clouds of finished structures and plant rooms for handover and later renovation.',
      },
    ],
    workflow: {
      title: 'From design to as-built',
      steps: [
        {
          title: 'Prepare the design',
          text: 'We convert the road or building design into 3D surfaces and alignments for machines and rovers.',
        },
        {
          title: 'Calibrate the site',
          text: 'Surveyors tie the site control to the network or a local base and check it on known points.',
        },
        {
          title: 'Build with guidance',
          text: 'Machines work to the design surface; rovers and total stations set out structures and check layers.',
        },
        {
          title: 'Verify and report',
          text: 'Scans and surveys of finished work produce as-built drawings, deviation reports and volumes.',
        },
      ],
    },
    categorySlugs: [
      'gnss-receivers',
      'rtk-rovers',
      'base-stations',
      'field-controllers',
      'total-stations',
      'digital-levels',
      '3d-scanners',
      'terrestrial-scanners',
      'survey-drones',
      'gnss-boards',
    ],
    meta: {
      title: 'Construction Solutions',
      description:
        'GNSS machine control, setting-out, as-built scanning and volume surveys for road, building, ' +
        'bridge and canal contractors in Afghanistan.',
    },
  }),

  agriculture: page('agriculture', {
    subtitle: 'Leveled fields, straight rows and mapped canals for irrigated farming',
    description:
      "Most of Afghanistan's farmland depends on irrigation from canals and karez, so how evenly water " +
      'spreads across a field decides the harvest. RTK-guided land leveling, tractor auto-steer and ' +
      'accurate field and canal surveys help farms and co-operatives use less water and fuel for the ' +
      "same crop. One base station or our correction network can serve a whole district's farms.",
    benefits: [
      {
        title: 'Even irrigation with less water',
        text:
          'A field leveled to a design plane floods evenly, without dry high spots and waterlogged low ' +
          'ends, so less water is needed to wet the whole basin.',
        icon: 'Sprout',
      },
      {
        title: 'Straight, repeatable passes',
        text:
          'RTK auto-steer keeps tractors on line to about 2.5 cm pass to pass, cutting overlaps in ' +
          'planting, spraying and fertilizing.',
        icon: 'Route',
      },
      {
        title: 'Shared corrections for co-operatives',
        text:
          'One base station covers farms within about 10 km by radio, so a co-operative equips many ' +
          'tractors with one investment.',
        icon: 'Users',
      },
      {
        title: 'Measured fields and canals',
        text:
          'Field areas, boundaries and canal profiles recorded to centimeters, for water allocation, land ' +
          'records and design.',
        icon: 'Map',
      },
      {
        title: 'Crop problems seen early',
        text: 'Drone imagery shows stressed areas of wheat, cotton or orchards before they show from the field edge.',
        icon: 'Drone',
      },
    ],
    applications: [
      {
        title: 'Precision land leveling',
        text: 'Topographic survey, design plane and GNSS-guided scraper leveling of irrigation basins.',
      },
      {
        title: 'Tractor auto-steer',
        text: 'RTK guidance kits for planting, spraying and cultivating in straight or curved lines.',
      },
      {
        title: 'Canal and karez surveys',
        text: 'Longitudinal profiles and cross sections for canal rehabilitation and gradient checks.',
      },
      {
        title: 'Field boundary and area measurement',
        text: 'Handheld GIS receivers for co-operative registers, land records and input planning.',
      },
      {
        title: 'Drainage design',
        text: 'Surface models showing where water collects, for drains that prevent waterlogging and salinity.',
      },
      {
        title: 'Orchard and vineyard mapping',
        text: 'Tree-by-tree maps of pomegranate, almond and grape plantings for management and certification.',
      },
      {
        title: 'Crop-health surveys',
        text: 'Drone imagery for stress, emergence and damage assessment after floods or pests.',
      },
    ],
    workflow: {
      title: 'How precision leveling works',
      steps: [
        {
          title: 'Survey the field',
          text: 'An RTK rover on a vehicle or a drone maps the field surface on a dense grid.',
        },
        {
          title: 'Design the plane',
          text: 'Software computes the best-fit level or gentle slope with the least earth moved.',
        },
        {
          title: 'Level with guidance',
          text: 'A GNSS-controlled scraper cuts high ground and fills low ground to the design.',
        },
        {
          title: 'Check and record',
          text: "A final survey confirms the result and becomes the field's record for the next season.",
        },
      ],
    },
    categorySlugs: [
      'gnss-receivers',
      'rtk-rovers',
      'base-stations',
      'handheld-gis',
      'gnss-modules',
      'gnss-antennas',
      'oem-boards',
      'survey-drones',
      'drones-lidar',
    ],
    meta: {
      title: 'Precision Agriculture Solutions',
      description:
        'RTK land leveling, tractor auto-steer, field and canal surveys and drone crop imagery for ' +
        'irrigated farms and co-operatives in Afghanistan.',
    },
  }),

  mining: page('mining', {
    subtitle: 'Slope-stability radar, pit surveying and volumetrics for open pits and quarries',
    description:
      'In open pits and quarries, the survey team measures what is mined and the safety team watches ' +
      'what might fall. Slope-stability radar measures wall movement continuously and raises alarms ' +
      'before a failure; scanners, drones and GNSS measure benches, stockpiles and haul roads without ' +
      'putting people under the face. We install, configure and support these systems for coal, ' +
      'chromite, marble and metal operations.',
    benefits: [
      {
        title: 'Early warning of wall failure',
        text:
          'Radar measures displacement of the wall to sub-millimeter level on every scan, showing the ' +
          'accelerating movement that precedes most slope failures.',
        icon: 'Radar',
      },
      {
        title: 'Works when people cannot see',
        text:
          'Radar scans through dust, rain, snow and darkness, so monitoring continues on the night shift ' +
          'and in bad weather.',
        icon: 'ShieldCheck',
      },
      {
        title: 'Alarms that reach the right people',
        text:
          "Thresholds set with the site's geotechnical team send alarms to the control room and " +
          'supervisors, tied to a written response plan.',
        icon: 'Zap',
      },
      {
        title: 'Surveys without walking the face',
        text:
          'Scanners and drones measure benches and faces from a safe distance, replacing pole surveys ' +
          'under unstable ground.',
        icon: 'ScanLine',
      },
      {
        title: 'Volumes you can reconcile',
        text:
          'Stockpile and pit volumes from repeat scans or flights, for production reports and royalty ' +
          'calculations.',
        icon: 'Layers',
      },
    ],
    applications: [
      {
        title: 'Open-pit wall monitoring',
        text: 'Continuous radar scans of active walls, with alarms and trend reports for the geotechnical engineer.',
      },
      {
        title: 'Waste dump and tailings stability',
        text: 'Monitoring of dump faces and tailings embankments, where failure threatens people downstream.',
      },
      {
        title: 'Quarry face and bench surveys',
        text: 'Scans of marble and aggregate quarry faces for blast design and block extraction planning.',
      },
      {
        title: 'Stockpile reconciliation',
        text: 'Regular drone or scanner surveys of stockpiles for monthly production and sales reconciliation.',
      },
      {
        title: 'Underground mapping',
        text: 'Handheld SLAM scanners map tunnels and adits where GNSS cannot reach.',
      },
      {
        title: 'Haul road and bench design',
        text: 'RTK surveys of roads and benches for grade, width and drainage checks against the mine plan.',
      },
      {
        title: 'Landslide monitoring near roads and villages',
        text: 'Radar and GNSS monitoring of unstable slopes above highways, villages and construction sites.',
      },
    ],
    workflow: {
      title: 'How slope monitoring works',
      steps: [
        {
          title: 'Assess and place',
          text:
            'With the geotechnical team we identify the walls at risk and choose radar positions with a ' +
            'clear view and stable footing.',
        },
        {
          title: 'Scan continuously',
          text:
            'The radar scans the wall every few minutes and builds a displacement map and time series for ' +
            'every pixel.',
        },
        {
          title: 'Alarm and respond',
          text:
            "Movement or velocity past agreed thresholds triggers alarms, and the site's response plan says " +
            'who moves and when.',
        },
        {
          title: 'Review and report',
          text:
            'Daily and event reports show trends, and our engineers review them with the site when behavior ' +
            'changes.',
        },
      ],
    },
    categorySlugs: [
      'radar-monitoring',
      'slope-stability-radar',
      '3d-scanners',
      'terrestrial-scanners',
      'slam-scanners',
      'survey-drones',
      'lidar-payloads',
      'gnss-receivers',
      'base-stations',
      'total-stations',
    ],
    meta: {
      title: 'Mining & Safety Solutions',
      description:
        'Slope-stability radar, laser scanning, drones and RTK for open-pit wall monitoring, quarry ' +
        'surveys and stockpile volumes in Afghanistan.',
    },
  }),

  transportation: page('transportation', {
    subtitle: 'Road, rail and bridge surveys from corridor mapping to rockfall watch',
    description:
      'Road and rail corridors in Afghanistan cross mountain passes, river valleys and growing cities, ' +
      'and every kilometer needs mapping before design and checking after construction. Drone LiDAR ' +
      'maps long corridors quickly, scanners record bridges and tunnels, and radar and GNSS watch ' +
      'unstable slopes above the road. We supply the equipment and help design offices turn the data ' +
      'into alignments and condition reports.',
    benefits: [
      {
        title: 'Long corridors mapped fast',
        text:
          'A LiDAR drone maps several kilometers of corridor per flight day, including the ground under ' +
          'sparse trees, without closing the road.',
        icon: 'Drone',
      },
      {
        title: 'Pavement condition from the data',
        text:
          'Dense surveys show ruts, settlement and drainage problems, so rehabilitation is designed on ' +
          'measured levels, not estimates.',
        icon: 'Route',
      },
      {
        title: 'Structures recorded completely',
        text:
          'Terrestrial and SLAM scanners capture bridge soffits, piers and tunnel linings for inspection ' +
          'and clearance checks.',
        icon: 'ScanLine',
      },
      {
        title: 'Slopes watched, not guessed',
        text:
          'Radar and GNSS monitoring of cut slopes and landslides above mountain roads warns maintenance ' +
          'teams of movement.',
        icon: 'Radar',
      },
      {
        title: 'Assets on the map',
        text: 'Handheld GIS receivers record culverts, signs and retaining walls into the road asset register.',
        icon: 'MapPin',
      },
    ],
    applications: [
      {
        title: 'Road corridor mapping and alignment design',
        text: 'Terrain models and feature surveys for new alignments and realignments.',
      },
      {
        title: 'Pavement rehabilitation surveys',
        text: 'Levels, cross sections and surface defects for overlay and reconstruction design.',
      },
      {
        title: 'Bridge inspection and load-test monitoring',
        text: 'Scans and precise levels of decks, piers and bearings, before and after works.',
      },
      {
        title: 'Rail alignment and track surveys',
        text: 'Control, alignment and track geometry surveys for rail corridors and sidings in the north.',
      },
      {
        title: 'Tunnel profiling',
        text: 'SLAM and terrestrial scans of tunnel linings for clearance, deformation and repair planning.',
      },
      {
        title: 'Landslide and rockfall monitoring',
        text: 'Radar and GNSS monitoring of slopes above mountain highways.',
      },
      {
        title: 'Road asset inventory',
        text: 'Culverts, signs, walls and drainage recorded with position and condition for maintenance planning.',
      },
    ],
    workflow: {
      title: 'From corridor to condition report',
      steps: [
        {
          title: 'Control the corridor',
          text: 'GNSS control points along the route, tied to our network and checked by leveling.',
        },
        {
          title: 'Capture',
          text: 'Drone LiDAR for the corridor, scanners for structures, rovers for detail and checks.',
        },
        {
          title: 'Model',
          text: 'Ground surfaces, breaklines and structure models for design and quantity take-off.',
        },
        {
          title: 'Monitor',
          text: 'Radar or GNSS stations on the slopes and structures that need watching after handover.',
        },
      ],
    },
    categorySlugs: [
      'drones-lidar',
      'lidar-payloads',
      'survey-drones',
      'gnss-receivers',
      'rtk-rovers',
      'base-stations',
      '3d-scanners',
      'terrestrial-scanners',
      'slam-scanners',
      'total-stations',
      'digital-levels',
      'radar-monitoring',
      'handheld-gis',
    ],
    meta: {
      title: 'Transportation & Infrastructure Solutions',
      description:
        'Drone LiDAR corridor mapping, pavement and bridge surveys, tunnel scanning and landslide ' +
        'monitoring for roads and railways in Afghanistan.',
    },
  }),

  aviation: page('aviation', {
    subtitle: 'Airport obstacle, runway and navigation-aid surveys to ICAO data requirements',
    description:
      'Instrument approaches, obstacle assessments and aeronautical charts depend on surveyed ' +
      'coordinates in WGS-84 with known accuracy and integrity. ICAO Annex 14 asks for runway ' +
      'thresholds to 1 m horizontally and 0.25 m vertically; static GNSS and RTK deliver well inside ' +
      'that. We equip airport and aviation-authority survey teams and help them document the data to ' +
      'the standard the procedure designers need.',
    benefits: [
      {
        title: 'Coordinates in WGS-84 with stated accuracy',
        text: 'Static GNSS control and RTK detail surveys, with accuracy and methods documented for each point.',
        icon: 'Globe',
      },
      {
        title: 'Obstacles measured without closing the runway',
        text:
          'Reflectorless total stations, scanners and drones measure masts, buildings and terrain from ' +
          'outside the movement area.',
        icon: 'Plane',
      },
      {
        title: 'Runway surfaces profiled precisely',
        text: 'Digital levels and scans record runway and taxiway profiles for rehabilitation and drainage design.',
        icon: 'Layers',
      },
      {
        title: 'Data fit for procedure design',
        text: 'Surveys delivered with metadata and reports that procedure designers and regulators can rely on.',
        icon: 'BadgeCheck',
      },
    ],
    applications: [
      {
        title: 'Obstacle limitation surface surveys',
        text: 'Heights and positions of obstacles penetrating approach, take-off and transitional surfaces.',
      },
      {
        title: 'Runway thresholds and centerlines',
        text: 'Threshold, runway end and centerline coordinates for aeronautical publications.',
      },
      {
        title: 'Terrain and obstacle data',
        text: 'Drone LiDAR and photogrammetry for electronic terrain and obstacle datasets around the aerodrome.',
      },
      {
        title: 'Pavement profiles and drainage',
        text: 'Longitudinal and transverse profiles for resurfacing and drainage improvement.',
      },
      {
        title: 'Navigation aids and lighting',
        text: 'Positions of navaids, approach lights and PAPI units for commissioning and flight checks.',
      },
      {
        title: 'Airport master planning base maps',
        text: 'Topography and facilities mapped for expansion and land-use planning.',
      },
      {
        title: 'Terminal and hangar as-builts',
        text: 'Scans of buildings and services for refurbishment and facility management.',
      },
    ],
    workflow: {
      title: 'How an airport survey works',
      steps: [
        {
          title: 'Control in WGS-84',
          text: 'Static GNSS sessions establish airport control points tied to the global frame.',
        },
        {
          title: 'Survey runways and aids',
          text: 'RTK and levels record thresholds, profiles and navaids during agreed works windows.',
        },
        {
          title: 'Survey obstacles',
          text: 'Drones, scanners and reflectorless instruments measure obstacles and terrain around the aerodrome.',
        },
        {
          title: 'Document',
          text: 'Coordinates, accuracies and methods compiled into a survey report and data files for publication.',
        },
      ],
    },
    categorySlugs: [
      'gnss-receivers',
      'base-stations',
      'rtk-rovers',
      'gnss-antennas',
      'total-stations',
      'digital-levels',
      '3d-scanners',
      'terrestrial-scanners',
      'drones-lidar',
      'lidar-payloads',
    ],
    meta: {
      title: 'Aviation & Airport Survey Solutions',
      description:
        'GNSS, total stations, scanners and drone LiDAR for obstacle surveys, runway thresholds and ' +
        'navaid positioning at Afghan airports, to ICAO data requirements.',
    },
  }),

  marine: page('marine', {
    subtitle: 'River, reservoir and river-port surveys with GNSS position and heading',
    description:
      'Afghanistan has no coast, but its rivers, reservoirs and river ports carry water, power and ' +
      'trade. Reservoirs behind hydropower and irrigation dams lose storage to sediment, rivers move ' +
      'their banks in every flood, and river-port quays need regular checks. We supply GNSS receivers ' +
      'and OEM boards that give survey boats centimeter position and heading for echo sounders, plus ' +
      'the land-side instruments for banks and structures.',
    benefits: [
      {
        title: 'Position and heading for the sounder',
        text:
          'Dual-antenna GNSS gives survey boats RTK position and true heading at up to 50 Hz, fed directly ' +
          'to echo-sounder software.',
        icon: 'Anchor',
      },
      {
        title: 'Storage loss measured, not estimated',
        text: 'Repeat bathymetric surveys of reservoirs show where sediment builds up and how much storage remains.',
        icon: 'Layers',
      },
      {
        title: 'Banks tracked flood by flood',
        text:
          'RTK and drone surveys after each high-water season show where banks erode and protection works ' +
          'are needed.',
        icon: 'Map',
      },
      {
        title: 'Structures checked in the dry and the wet',
        text:
          'Scanners record quays, intakes and bridge piers above water; the boat survey covers the bed ' +
          'around them.',
        icon: 'ScanLine',
      },
    ],
    applications: [
      {
        title: 'Reservoir bathymetry and sedimentation',
        text: 'Bed surveys of hydropower and irrigation reservoirs for storage curves and dredging plans.',
      },
      {
        title: 'River training and bank protection',
        text: 'Bank lines and cross sections for gabion, spur and embankment design.',
      },
      {
        title: 'River-port quay and jetty surveys',
        text: 'Quay walls, aprons and berths surveyed for condition and dredging depth.',
      },
      {
        title: 'Bridge pier scour checks',
        text: 'Bed levels around piers after floods, compared with the design foundation depth.',
      },
      {
        title: 'Intake and canal headworks',
        text: 'Surveys of intakes, weirs and headworks for sediment control and rehabilitation.',
      },
      {
        title: 'Flood-plain mapping',
        text: 'Drone surveys of flood plains for hazard maps and flood-defense design.',
      },
    ],
    workflow: {
      title: 'How a river or reservoir survey works',
      steps: [
        {
          title: 'Set control on the bank',
          text: "A base station or network connection and checked benchmarks at the water's edge.",
        },
        {
          title: 'Survey from the boat',
          text: 'GNSS position and heading are combined with echo-sounder depths along planned lines.',
        },
        {
          title: 'Survey the banks',
          text: 'RTK rovers, drones or scanners cover the banks and structures above the waterline.',
        },
        {
          title: 'Compare and report',
          text: 'Bed and bank surfaces are merged and compared with earlier surveys to give volumes and change maps.',
        },
      ],
    },
    categorySlugs: [
      'gnss-receivers',
      'base-stations',
      'oem-boards',
      'gnss-boards',
      'gnss-antennas',
      'survey-drones',
      'drones-lidar',
      'terrestrial-scanners',
      'total-stations',
    ],
    meta: {
      title: 'Marine & Waterways Solutions',
      description:
        'GNSS position and heading for bathymetric surveys of rivers, reservoirs and river ports in ' +
        'Afghanistan, with drones and scanners for banks and structures.',
    },
  }),
}
