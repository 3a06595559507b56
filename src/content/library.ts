/**
 * The support library's interface copy (docs/support-library.md): the Support section of a product page, the support
 * hub, a release's page, the subscription pages and e-mails, the field pack's index page and the Atom feeds. What a
 * release or an advisory says is content (staff write it in three languages); these are the words around it.
 */
import type { Count } from '@/lib/i18n/fill'
import type { AdvisorySeverity, ReleaseKind, ReleaseStatus } from '@/lib/library/kinds'

export const supportLibrary = {
  kinds: {
    firmware: 'Firmware',
    'field-software': 'Field software',
    'desktop-software': 'Desktop software',
    driver: 'Driver',
    manual: 'Manual',
    'quick-guide': 'Quick guide',
    'release-notes': 'Release notes',
    calibration: 'Calibration procedure',
    cad: 'CAD drawing',
    other: 'Other',
  } satisfies Record<ReleaseKind, string>,
  statuses: {
    recommended: 'Recommended',
    current: 'Current',
    superseded: 'Superseded',
    withdrawn: 'Withdrawn',
  } satisfies Record<ReleaseStatus, string>,
  severities: {
    info: 'Information',
    caution: 'Caution',
    'do-not-install': 'Do not install',
  } satisfies Record<AdvisorySeverity, string>,
  labels: {
    releaseType: 'Type',
    version: 'Version',
    released: 'Released',
    size: 'Size',
    status: 'Status',
    checksum: 'SHA-256 checksum',
    languages: 'Languages',
    requirements: 'Requirements',
    notes: 'Release notes',
    appliesTo: 'For',
    file: 'File',
    download: 'Download',
    /** A download link's accessible name. */
    downloadNamed: (name: string, size: string) => `Download ${name} (${size})`,
    details: 'Details',
    /** A release's details link, named for screen readers. */
    detailsOf: (title: string, version: string) => `Details of ${title} ${version}`,
  },
  section: {
    tab: 'Support',
    heading: 'Support and downloads',
    recommendedHeading: 'Recommended downloads',
    recommendedText: 'For each kind, the release we recommend for this product.',
    allVersionsHeading: 'All versions',
    allVersionsText: 'Every release for this product, newest first.',
    none:
      'No firmware, software or manuals are published for this product yet. Ask our support team for what you ' +
      'need.',
    askSupport: 'Ask our support team',
    hub: 'Support library',
    feed: 'Atom feed of this product\u2019s releases and advisories',
    checksumHint:
      'After downloading, compare the file with its SHA-256 checksum: sha256sum on Linux, shasum -a 256 on macOS, ' +
      'certutil -hashfile on Windows.',
  },
  advisory: {
    region: 'Advisory',
    instead: 'What to do instead',
    since: (date: string) => `Since ${date}`,
    until: (date: string) => `until ${date}`,
    releases: 'Releases concerned',
  },
  fieldPack: {
    heading: 'Field pack for offline work',
    text:
      'One zip file with this product\u2019s current manuals, quick guides, release notes and advisories, and a page ' +
      'that opens in any browser without a connection.',
    download: 'Download the field pack (zip)',
  },
  /** "Keep on this device" (docs/decisions/094-keep-on-this-device.md): shown only where the browser can do it. */
  keep: {
    heading: 'Keep on this device',
    text:
      'Keep a document in this browser and open it without a connection, from this page or from the offline page ' +
      'the site shows when there is no connection.',
    keep: 'Keep on this device',
    keepNamed: (name: string) => `Keep ${name} on this device`,
    remove: 'Remove from this device',
    removeNamed: (name: string) => `Remove ${name} from this device`,
    keeping: 'Keeping\u2026',
    kept: (name: string) => `${name} is kept on this device.`,
    removed: (name: string) => `${name} was removed from this device.`,
    oneFile: 'one file',
    files: (n: string) => `${n} files`,
    summary: (files: string, used: string, quota: string) => `Kept on this device: ${files}, ${used} of ${quota}`,
    tooBig: (name: string, free: string) =>
      `${name} was not kept: it does not fit in the space left for kept documents (${free}). ` +
      'Remove a kept document first.',
    failed: (name: string) => `${name} was not kept: it could not be downloaded. Try again when connected.`,
  },
  notify: {
    title: (product: string) => `Notify me: ${product}`,
    link: 'E-mail me about new releases and advisories',
    language: 'Language of the e-mails',
    required: 'required',
    unknownProduct: 'This product is not in our catalogue (any more).',
    feedInstead: 'Rather not give an address? Follow the feed instead:',
    back: (product: string) => `Back to ${product}`,
    heading: 'Notify me',
    text:
      'Get an e-mail when a new release or advisory for this product is published: no account needed, and every ' +
      'e-mail has a one-click unsubscribe.',
    email: 'E-mail address',
    submit: 'Notify me',
    sending: 'Sending\u2026',
    sent: 'Almost done: open the link we just e-mailed you to confirm. Nothing is sent until you do.',
    invalidEmail: 'Enter an e-mail address such as name@example.com.',
    tooMany: 'Too many requests from this connection: try again in an hour.',
    unavailable: 'E-mail notifications are not available at the moment. Follow the Atom feed instead.',
  },
  hub: {
    title: 'Support library',
    description:
      'Firmware, field software, manuals and calibration procedures for every product we sell, with the release we ' +
      'recommend and advisories about the ones to avoid.',
    searchLabel: 'Model name or code',
    searchPlaceholder: 'e.g. Vireo G9 or K8',
    search: 'Search',
    results: (n: Count, query: string) =>
      n === 1 ? `One product matches \u201c${query}\u201d.` : `${n} products match \u201c${query}\u201d.`,
    noResults: (query: string) => `No product matches \u201c${query}\u201d. Try the model\u2019s code or its family.`,
    advisoriesHeading: 'Latest advisories',
    noAdvisories: 'No open advisories.',
    latestHeading: 'Latest releases',
    browseHeading: 'By family and product',
    releases: (n: Count) => (n === 1 ? 'one release' : `${n} releases`),
    noReleases: 'no releases yet',
    feed: 'Atom feed of the whole library',
    empty: 'The library has no releases yet.',
  },
  release: {
    metaTitle: (title: string, version: string) => `${title} ${version}`,
    withdrawnTitle: 'This release has been withdrawn',
    withdrawnText: 'Its files can no longer be downloaded. Read the advisory for what to do instead.',
    draftMissing: 'This release is not published.',
    filesHeading: 'Files',
    supportFor: (product: string) => `Support for ${product}`,
  },
  download: {
    goneTitle: 'Withdrawn',
    goneText: (title: string, version: string) =>
      `${title} ${version} has been withdrawn and can no longer be downloaded.`,
    openRelease: 'Read the advisory and what to install instead',
  },
  subscription: {
    documentTitle: 'E-mails about a product',
    confirmTitle: 'Confirm your subscription',
    confirmText: (product: string) => `Send me an e-mail when a release or advisory for ${product} is published.`,
    confirmButton: 'Confirm',
    confirmedTitle: 'Subscription confirmed',
    confirmedText: (product: string) =>
      `You will get an e-mail when a release or advisory for ${product} is published.`,
    unsubscribeTitle: 'Stop these e-mails?',
    unsubscribeText: (product: string) => `No more e-mails about ${product}.`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedText: (product: string) => `You will get no more e-mails about ${product}.`,
    notFoundTitle: 'This link does not work',
    notFoundText: 'It may be incomplete or very old. Subscribe again from the product\u2019s page.',
    product: 'Go to the product',
  },
  mail: {
    confirmSubject: (product: string) => `Confirm: e-mails about ${product}`,
    confirmBody: (product: string, link: string) =>
      `You asked for an e-mail when a release or advisory for ${product} is published.\n\n` +
      `Confirm by opening this link:\n${link}\n\n` +
      'If it was not you, ignore this e-mail: nothing will be sent.',
    releaseSubject: (product: string, title: string, version: string) => `${product}: ${title} ${version}`,
    releaseIntro: (title: string, version: string, date: string) => `${title} ${version} was released on ${date}.`,
    advisorySubject: (severity: string, title: string) => `${severity}: ${title}`,
    readMore: 'Details and downloads:',
    unsubscribe: (link: string) =>
      `You get this e-mail because you asked to be told about this product. Unsubscribe: ${link}`,
  },
  feed: {
    title: (site: string) => `${site}: support library`,
    productTitle: (product: string) => `${product}: releases and advisories`,
    subtitle: 'New firmware, software and documents, and advisories about them.',
  },
  pack: {
    title: (product: string) => `${product}: field pack`,
    intro:
      'The current manuals, guides and release notes for this product, and its advisories, to read without a ' +
      'connection. Open a file from the list; check it against its SHA-256 checksum if in doubt.',
    made: (date: string) => `Made on ${date}.`,
    filesHeading: 'Documents',
    advisoriesHeading: 'Advisories',
    noAdvisories: 'No open advisories when this pack was made.',
    online: 'The latest version is on the product\u2019s page:',
  },
} as const
