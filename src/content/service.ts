/**
 * The service desk as customers meet it (docs/service-desk.md): the request form at /service, the status lookup and
 * the private status page, the warranty check, a certificate's verification page, the notices sent at each change,
 * and the words of the drop-off slip and the calibration certificate. Dates, amounts and references are formatted by
 * the code and placed in sentences here.
 */
import type { ServiceStatus } from '@/lib/service/flow'
import type { ServiceError } from '@/lib/service/request-fields'

export const serviceMeta = {
  title: 'Repair and calibration',
  description:
    'Send an instrument for repair or calibration: a reference at once, a status page you can check from a phone, ' +
    'repair quotations to approve online and calibration certificates anyone can verify.',
  statusTitle: 'Service status',
  statusDescription: 'Find a repair or calibration by its reference and the last four digits of your phone number.',
  warrantyTitle: 'Warranty check',
  warrantyDescription: 'Enter a serial number to see the model and whether it is under warranty.',
  certificateTitle: 'Calibration certificate',
} as const

export const serviceRequestPage = {
  title: 'Repair and calibration',
  intro:
    'Send us your instrument for repair or its yearly calibration, whatever the brand. You get a reference and a ' +
    'private status page at once; we tell you of every step by e-mail, and on WhatsApp if you like.',
  steps: [
    'Fill in the form: the instrument, its serial number and what happens.',
    'Bring it to the office you chose with the drop-off slip, or ask us to collect it.',
    'Follow each step on your status page; approve the repair quotation there.',
  ],
  stepsTitle: 'How it works',
  statusLink: 'Check the status of a request',
  warrantyLink: 'Check a warranty',
  findTitle: 'Which instrument?',
  findLabel: 'Model name or code',
  findHint: 'Search our catalogue first; if it is not there, choose "Another instrument" below and type its model.',
  search: 'Search',
  resultsTitle: (query: string) => `Instruments matching “${query}”`,
  noResults: (query: string) => `Nothing in our catalogue matches “${query}”: choose “Another instrument” below.`,
} as const

/** Labels, hints and errors of the request form. Keys of `fields` are the form's field names. */
export const serviceForm = {
  instrumentTitle: 'The instrument',
  purchaseTitle: 'Purchase (optional)',
  photosTitle: 'Photos (optional)',
  dropOffTitle: 'Drop-off',
  detailsTitle: 'Your details',
  fields: {
    product: 'Instrument',
    otherModel: 'Model of the other instrument',
    serial: 'Serial number',
    serviceKind: 'What do you need?',
    fault: 'What happens?',
    purchaseDate: 'Date of purchase',
    purchasePlace: 'Where it was bought',
    photos: 'Photos of the instrument and the fault',
    office: 'Office',
    pickupAddress: 'Address for the pickup',
    name: 'Full name',
    phone: 'Phone number',
    email: 'E-mail address',
    language: 'Language of our messages',
    whatsapp: 'You may also contact me on WhatsApp at this number',
  },
  otherProduct: 'Another instrument (not in the list)',
  noProductYet: 'Search above, or choose another instrument.',
  kinds: { repair: 'Repair', calibration: 'Calibration' },
  hints: {
    serial: 'On the label under the battery or on the base; letters and digits as printed.',
    fault: 'When it happens, what the screen shows, what you already tried. Not needed for a calibration.',
    photos: 'Up to 6 photos (JPEG, PNG or WebP, 8 MB each). We remove the location and camera details from them.',
    phone: 'We send updates and ask for its last four digits to find your request.',
    email: 'Optional: your reference, the status link and each update.',
  },
  pickup: 'Please collect it from me',
  optional: '(optional)',
  required: 'required',
  keptPhotos: 'Photos already received',
  keepPhoto: (name: string) => `Keep ${name}`,
  submit: 'Send the request',
  errorSummary: 'The request was not sent. Please check:',
  errors: {
    required: 'Please fill this in.',
    'too-long': 'This is too long.',
    'single-line': 'Please write this on one line, without special characters.',
    'kind-required': 'Choose repair or calibration.',
    'product-required': 'Choose the instrument, or another instrument with its model.',
    'product-unknown': 'This instrument is no longer in our catalogue: choose another one.',
    'serial-shape': 'A serial number has 3 to 40 letters and digits.',
    'serial-pattern': 'This is not a serial number of this model: check the label.',
    'fault-required': 'Tell us what happens, so the technician knows where to look.',
    'date-invalid': 'Not a date.',
    'date-future': 'This date is in the future.',
    'office-unknown': 'Choose one of our offices, or a pickup.',
    'pickup-address': 'Where should we collect the instrument?',
    'phone-invalid': 'Not a phone number: 9 to 15 digits, such as 070 123 4567.',
    'email-invalid': 'Not an e-mail address.',
    'language-required': 'Choose a language.',
    'photo-type': 'A photo must be a JPEG, PNG or WebP image.',
    'photo-size': 'A photo may be at most 8 MB.',
    'photo-small': 'A photo is too small to show anything (at least 200 pixels).',
    'photo-count': 'At most 6 photos.',
  } satisfies Record<ServiceError, string>,
  tooMany: 'Too many requests from your connection. Please wait an hour, or call us.',
  failed: 'The request could not be stored just now. Nothing was sent; please try again in a minute.',
} as const

/** The statuses as the customer reads them: a name and what it means for them. */
export const serviceStatusNames = {
  received: {
    title: 'Received',
    description: 'We have your request. Bring the instrument with the drop-off slip, or wait for our call.',
  },
  diagnosing: { title: 'Diagnosing', description: 'A technician is examining the instrument to find the fault.' },
  'quotation-sent': {
    title: 'Repair quotation sent',
    description: 'We sent you a repair quotation: approve or decline it on this page.',
  },
  approved: { title: 'Approved', description: 'You approved the repair; it is planned in the workshop.' },
  declined: { title: 'Declined', description: 'You declined the repair; we will return the instrument unrepaired.' },
  repairing: { title: 'Repairing', description: 'The instrument is being repaired.' },
  calibrating: {
    title: 'Calibrating and testing',
    description: 'The instrument is on the calibration bench; its checks go on a certificate.',
  },
  ready: { title: 'Ready for collection', description: 'Your instrument is ready: collect it at the office below.' },
  collected: { title: 'Collected', description: 'You collected the instrument. Thank you.' },
  'returned-unrepaired': {
    title: 'Returned unrepaired',
    description: 'The instrument goes back to you unrepaired: collect it at the office below.',
  },
} as const satisfies Record<ServiceStatus, { title: string; description: string }>

export const serviceStatusPage = {
  title: (reference: string) => `Service request ${reference}`,
  received: (date: string) => `Received on ${date}`,
  newTitle: 'Your request was received',
  newText:
    'Keep the address of this page: it is your private status link, and anyone who has it can read it. We sent ' +
    'it to your e-mail address too, if you gave one.',
  slip: 'Download the drop-off slip (PDF)',
  slipHint: 'Print it or show it on your phone when you bring the instrument.',
  instrument: 'Instrument',
  serial: 'Serial number',
  service: 'Service',
  now: 'Now',
  warranty: (until: string) => `Under warranty until ${until}`,
  warrantyEnded: (until: string) => `Warranty ended on ${until}`,
  officeTitle: 'Where to collect it',
  hours: 'Opening hours',
  bring: 'Bring the drop-off slip (or your reference) and an identity document.',
  pickupTitle: 'Pickup',
  pickupText: 'We will call you to agree on a time to collect or return the instrument.',
  quotationTitle: (reference: string) => `Repair quotation ${reference}`,
  quotationValid: (date: string) => `Valid until ${date}`,
  quotationPdf: 'Download the quotation (PDF)',
  approve: 'Approve the repair',
  approveHint: 'We start the repair at this price; you pay when you collect the instrument.',
  decline: 'Decline the repair',
  declineHint: 'We return the instrument unrepaired; nothing is charged for the diagnosis.',
  approvedNotice: 'You approved this repair quotation.',
  declinedNotice: 'You declined this repair quotation.',
  withdrawnNotice:
    'We withdrew this repair quotation: it can no longer be approved or declined. We will send you a new one or call ' +
    'you.',
  // The status card while the request's repair quotation is withdrawn and no new revision was sent yet.
  withdrawnStatus: {
    title: 'Repair quotation withdrawn',
    description: 'We withdrew the repair quotation we sent you. Our office will send you a new one or call you.',
  },
  answerGone: 'This quotation can no longer be answered: it was withdrawn, replaced or has expired.',
  certificatesTitle: 'Calibration certificates',
  certificatePdf: (number: string) => `Download certificate ${number} (PDF)`,
  certificateVerify: 'Verification page',
  historyTitle: 'History',
  noEmail: 'We have no e-mail address for you: check this page, or we call or write on WhatsApp.',
  unavailableTitle: 'This status link does not work',
  unavailable:
    'The link is not valid or has expired. Find your request with its reference and the last four digits of ' +
    'your phone number.',
  tooMany: 'Too many requests from your connection. Please wait a few minutes and try again.',
} as const

export const serviceLookup = {
  title: 'Check a service request',
  intro: 'Enter the reference of your request (for example R-2026-0012) and the last four digits of your phone number.',
  reference: 'Reference',
  lastFour: 'Last four digits of your phone number',
  submit: 'Show the status',
  noMatch: 'We found no request with this reference and phone number. Check both, or call us with your reference.',
  tooMany: 'Too many attempts from your connection. Please wait ten minutes and try again.',
  newRequest: 'Send a new request',
} as const

/** The e-mail (and the WhatsApp message staff send with one click) at each change, in the customer's language. */
export const serviceNotice = {
  subject: (reference: string, status: string, company: string) => `${reference}: ${status} · ${company}`,
  greeting: (name: string) => `Dear ${name},`,
  instrument: (product: string, serial: string) => `Instrument: ${product}, serial number ${serial}.`,
  received: (reference: string) =>
    `We received your service request ${reference}. Bring the instrument with the drop-off slip to the office you ` +
    'chose, or wait for our call about the pickup.',
  privateLink: (link: string) =>
    `Your private status page (do not forward it: anyone who has it can read it):\n${link}`,
  quotation: (reference: string, total: string) =>
    `Our repair quotation ${reference} comes to ${total}. Approve or decline it on your status page.`,
  office: (office: string, hours: string) => `Collect it at ${office}. Opening hours: ${hours}.`,
  bring: 'Bring the drop-off slip (or your reference) and an identity document.',
  follow: (url: string, reference: string) =>
    `Follow your request at ${url} with the reference ${reference} and the last four digits of your phone number.`,
  signature: (company: string) => `${company} service desk`,
} as const

export const warrantyCheck = {
  title: 'Warranty check',
  intro:
    'Enter the serial number of an instrument we sold to see its model and whether it is under warranty. We never ' +
    'show who owns it.',
  serial: 'Serial number',
  submit: 'Check',
  resultTitle: (serial: string) => `Serial number ${serial}`,
  under: (until: string) => `Under warranty until ${until}`,
  ended: (until: string) => `Warranty ended on ${until}`,
  none: 'Sold without warranty',
  advisoriesTitle: 'Open advisories for this model',
  unknown:
    'We have no record of this serial number. It may have been sold by another dealer, or typed differently: check ' +
    'the label, or ask us with a photo of it.',
  invalid: 'A serial number has 3 to 40 letters and digits.',
  tooMany: 'Too many checks from your connection. Please wait ten minutes and try again.',
  request: 'Request a repair or calibration',
} as const

export const certificateVerify = {
  title: (number: string) => `Calibration certificate ${number}`,
  genuine: (company: string, date: string) => `A genuine certificate, issued by ${company} on ${date}.`,
  instrument: 'Instrument',
  serial: 'Serial number',
  customer: 'Issued to',
  calibratedOn: 'Calibrated on',
  nextDue: 'Next calibration due',
  result: 'Result',
  passed: 'All checks within tolerance',
  failed: 'Outside tolerance',
  sha256: 'SHA-256 of the PDF',
  sha256Hint:
    'The file you were given is this certificate exactly when its SHA-256 checksum (sha256sum, certutil -hashfile) ' +
    'is the figure above.',
} as const

/** The drop-off slip's words (a PDF in the customer's language). */
export const serviceSlip = {
  title: 'Drop-off slip',
  reference: 'Reference',
  received: 'Received',
  customer: 'Customer',
  instrument: 'Instrument',
  serial: 'Serial number',
  service: 'Service',
  fault: 'Fault described',
  office: 'Office',
  pickup: 'Pickup requested',
  photos: (n: number) => `${n} photos sent with the request`,
  qr: 'Scan for the status of this request',
  note:
    'Show this slip, or the reference, when you bring the instrument and when you collect it. The QR code opens ' +
    'your private status page: keep it to yourself.',
} as const

/** The calibration certificate's words (a PDF in the customer's language). */
export const calibrationCertificatePdf = {
  title: 'Calibration certificate',
  number: 'Certificate no.',
  calibratedOn: 'Calibrated on',
  nextDue: 'Next due',
  customer: 'Issued to',
  instrument: 'Instrument',
  serial: 'Serial number',
  request: 'Service request',
  tests: 'Checks',
  test: 'Check',
  nominal: 'Nominal',
  measured: 'Measured',
  deviation: 'Deviation',
  tolerance: 'Tolerance',
  result: 'Result',
  pass: 'Pass',
  fail: 'Fail',
  environment: 'Environment',
  temperature: 'Temperature',
  pressure: 'Pressure',
  humidity: 'Relative humidity',
  standards: 'Reference standards',
  technician: 'Calibrated by',
  overall: (passed: boolean) =>
    passed ? 'Every check is within its tolerance.' : 'One or more checks are outside their tolerance.',
  verify: 'Verify this certificate',
  verifyHint: 'The QR code opens its verification page, with the SHA-256 of this file.',
} as const

/** The product page's link to the request form, with the product filled in. */
export const serviceProductLink = {
  title: 'Repair and calibration',
  text: 'Send this instrument to our workshop: a reference at once and every step on your phone.',
  label: 'Request service',
  named: (product: string) => `Request service for ${product}`,
} as const
