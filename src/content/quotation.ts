/**
 * The words of a priced quotation's PDF (docs/decisions/048-money-and-numbering.md), sent to the customer in their
 * language. Amounts and dates are formatted by the document; the functions here place them in a sentence.
 */
export const quotationPdf = {
  title: 'Quotation',
  number: 'Quotation no.',
  revision: 'Revision',
  issuedOn: 'Date',
  validUntil: 'Valid until',
  to: 'Prepared for',
  preparedBy: 'Prepared by',
  items: 'Items',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  discount: 'Discount',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discountTotal: 'Discounts',
  total: 'Total (USD)',
  afnEquivalent: (rate: string, date: string) => `Equivalent in afghanis at ${rate} AFN per USD, the rate of ${date}`,
  keySpecifications: 'Key specifications',
  terms: 'Terms',
  delivery: 'Delivery',
  payment: 'Payment',
  warranty: 'Warranty',
  notes: 'Notes',
  offices: 'Our offices',
  validity: (validUntil: string) => `Valid until ${validUntil}.`,
  footer: (validUntil: string) =>
    `Prices are in US dollars and valid until ${validUntil}. The afghani figure is an equivalent for information; ` +
    'the amount due is the total in US dollars.',
} as const

/**
 * The customer's side of a sent quotation: the e-mail that carries it and the private page its link opens
 * (docs/decisions/051-quotations.md), in the quotation's language.
 */
export const quotationLink = {
  // The company's name is the site's configuration (SITE_NAME), never written into the copy.
  emailSubject: (reference: string, company: string) => `Quotation ${reference} from ${company}`,
  emailBody: (name: string, reference: string, link: string, validUntil: string, company: string) =>
    `Dear ${name},\n\nThank you for your enquiry. Our quotation ${reference} is attached as a PDF.\n\n` +
    `You can read it, download it, accept it or ask for changes on its private page:\n${link}\n\n` +
    `The quotation is valid until ${validUntil}. Please do not forward this link: anyone who has it can answer ` +
    `for you.\n\n${company}`,
  pageTitle: 'Your quotation',
  download: 'Download the PDF',
  accept: 'Accept the quotation',
  acceptHint: 'Accepting tells our sales team to prepare the order and the invoice; nothing is charged here.',
  askChanges: 'Ask for changes',
  changesLabel: 'What should change?',
  changesHint: 'Quantities, products, delivery or terms: our sales engineer will answer with a new revision.',
  sendChanges: 'Send the request',
  accepted: 'Thank you: you accepted this quotation. Our sales team will contact you about the order.',
  changesSent: 'Thank you: your request was sent. Our sales engineer will answer with a revised quotation.',
  messageRequired: 'Write what should change (up to 4,000 characters).',
  alreadyAccepted: 'This quotation is already accepted.',
  unavailableTitle: 'This quotation link does not work',
  notFound: 'The link is not valid. Please check it was copied whole, or ask our sales team for a new one.',
  expired: (validUntil: string) =>
    `This quotation was valid until ${validUntil}. Please contact our sales team for a current one.`,
  revoked: 'This quotation was withdrawn. Please contact our sales team for a current one.',
  replacedTitle: 'This quotation was replaced',
  superseded: (reference: string) => `This quotation was replaced by ${reference}, which we sent to you by e-mail.`,
  viewLatest: (reference: string) => `View ${reference}`,
  latestAnswerHint: (reference: string) =>
    `To accept it or ask for changes, please open the link in the e-mail that brought ${reference}.`,
  supersededRevoked: (reference: string) =>
    `This quotation was replaced by ${reference}, which has since been withdrawn. Please contact our sales team ` +
    'for a current one.',
  supersededExpired: (reference: string, validUntil: string) =>
    `This quotation was replaced by ${reference}, which was valid until ${validUntil}. Please contact our sales ` +
    'team for a current one.',
  latestNotice: (reference: string) =>
    `You are reading ${reference}, the newest revision of the quotation this link was sent for. Here you can ` +
    'read it and download its PDF.',
  tooMany: 'Too many requests from your connection. Please wait a minute and try again.',
  contactSales: 'Contact us',
  // A repair quotation (a service request's: docs/service-desk.md) is approved or declined instead.
  repairEmailBody: (name: string, reference: string, link: string, validUntil: string, company: string) =>
    `Dear ${name},\n\nOur repair quotation ${reference} for your instrument is attached as a PDF.\n\n` +
    `You can read it, download it, approve or decline the repair on its private page:\n${link}\n\n` +
    `The quotation is valid until ${validUntil}. Please do not forward this link: anyone who has it can answer ` +
    `for you.\n\n${company}`,
} as const
