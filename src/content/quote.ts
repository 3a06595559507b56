/**
 * Quote list copy (decision 030): the "Add to quote" controls, the header indicator, the /quote page, its confirmation
 * and the PDF summary.
 */
import { productCard } from './products-index'

export const quoteControls = {
  add: 'Add to quote',
  /** Accessible name of a card's button, naming the product. */
  addNamed: (product: string) => `Add ${product} to quote`,
  quantity: 'Quantity',
} as const

export const quoteIndicator = {
  label: 'Quote list',
  /** Accessible name of the header link. */
  named: (count: number) =>
    count === 0 ? 'Quote list, empty' : count === 1 ? 'Quote list, 1 product' : `Quote list, ${count} products`,
  /** Announced (polite live region) when the count changes after an add or remove. */
  announcement: (count: number) =>
    count === 0 ? '' : count === 1 ? 'Quote list: 1 product.' : `Quote list: ${count} products.`,
} as const

export const quotePage = {
  meta: {
    title: 'Quote List',
    description: 'The products you want a quotation for: set quantities, add a note and send one request.',
  },
  title: 'Your Quote List',
  intro: (hours: number) =>
    'Collect the instruments for a whole kit (receiver, controller, radio, tripod), set the quantities and send one ' +
    `request. Our sales engineers reply with a quotation within ${hours} hours.`,
  breadcrumb: 'Quote List',
  emptyTitle: 'Your quote list is empty',
  emptyText: 'Use “Add to quote” on any product to collect the instruments you need, then send one request here.',
  browse: 'Browse products',
  itemsHeading: (n: number) => (n === 1 ? '1 product' : `${n} products`),
  columns: { product: productCard.defaultCategory, price: 'Unit price', quantity: 'Quantity', actions: 'Actions' },
  onQuotation: 'On quotation',
  quantityLabel: (product: string) => `Quantity of ${product}`,
  update: 'Update',
  updateNamed: (product: string) => `Update quantity of ${product}`,
  remove: 'Remove',
  removeNamed: (product: string) => `Remove ${product} from the quote list`,
  sendHeading: 'Send your request',
  sendIntro: 'Tell us who to send the quotation to. Add a note about the project, delivery or training if you like.',
  noteLabel: 'Note (optional)',
  notePlaceholder: 'Site, schedule, delivery city, accessories or training you need…',
  send: 'Send quote request',
  sending: 'Sending…',
  /** The message stored when the visitor leaves the note empty. */
  defaultMessage: (n: number) =>
    n === 1
      ? 'Please send a quotation for the product listed.'
      : `Please send a quotation for the ${n} products listed.`,
  errors: {
    invalid: 'Please correct the highlighted fields.',
    rateLimited: 'Too many requests from your address. Please wait a few minutes and try again.',
    failed: 'We could not send your request. Nothing was lost: please try again.',
    empty: 'Your quote list is empty: add products before sending.',
  },
} as const

export const quoteSent = {
  meta: { title: 'Quote Request Sent', description: 'Your quote request was received.' },
  title: 'Quote request sent',
  reference: 'Your reference',
  intro: (email: string, hours: number) =>
    `Thank you. We received your request and will send the quotation to ${email} within ${hours} hours. Quote the ` +
    'reference above if you call or write to us.',
  itemsHeading: 'What you asked for',
  note: 'Your note',
  pdf: 'Download a PDF summary',
  whatsapp: 'Ask about it on WhatsApp',
  whatsappText: (reference: string, url: string) => `Hello, I sent quote request ${reference}: ${url}`,
  continue: 'Continue browsing',
} as const

export const quotePdf = {
  title: 'Quote request',
  reference: 'Reference',
  received: 'Received',
  requestedBy: 'Requested by',
  items: 'Products',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  note: 'Note',
  footer: 'This is a summary of your request, not a quotation. Prices are indicative and confirmed in our quotation.',
} as const
