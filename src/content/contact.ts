/**
 * Contact page copy (docs/product.md §2.11, §5 validation rules, §8 success toast;
 * docs/design.md decisions 4 and 5). Contact values (emails, phones, WhatsApp) come from configuration; the cards here
 * hold only their wording.
 */
import { type ContactSubject, type ContactTopic } from '@/lib/routes'
import { businessHoursText, replyPromise, channelLabels } from './site'
import type { IconName } from './types'
import type { Count } from '@/lib/i18n/fill'

/** Contact page meta (docs/design.md "Findable"). */
export const contactMeta = {
  title: 'Contact Us',
  description: (hours: number) =>
    'Ask for a quote, a demonstration or technical support. Offices in Kabul, Jalalabad and ' +
    `Mazar-i-Sharif; replies within ${hours} hours.`,
} as const

/** Page heading and intro. */
export const contactHero = {
  title: 'Contact Us',
  intro: (hours: number) =>
    `Ask for a quote, a demonstration or help with equipment in the field. ${replyPromise(hours)}`,
} as const

/** A form field's label and placeholder. */
export interface FieldCopy {
  readonly label: string
  readonly placeholder: string
}

/** Form labels exactly per spec, with placeholders (docs/product.md §3 and §5). Keys are the form field names. */
export const contactForm = {
  title: 'Send us a message',
  fields: {
    name: { label: 'Full Name', placeholder: 'Your full name' },
    email: { label: 'Email Address', placeholder: 'you@company.af' },
    company: { label: 'Company', placeholder: 'Company or organization' },
    phone: { label: 'Phone Number', placeholder: '+93 7X XXX XXXX' },
    subject: { label: 'Subject', placeholder: 'Select a subject' },
    message: { label: 'Message', placeholder: 'Tell us what you need to measure, where, and by when.' },
  } satisfies Record<'name' | 'email' | 'company' | 'phone' | 'subject' | 'message', FieldCopy>,
  /** Marks Company and Phone Number, the two optional fields (docs/product.md §5). */
  optional: '(optional)',
  /** Visually hidden text after required labels' asterisk. */
  required: 'required',
  /** Shown above the form when it was opened for a product (`?product=`). */
  aboutProduct: (productName: string) => `About: ${productName}`,
  submit: 'Send Message',
  submitting: 'Sending...',
} as const

/** Human labels for the subject values (docs/product.md §5), in the spec's order. */
export const contactSubjectLabels = {
  'product-inquiry': 'Product Inquiry',
  'technical-support': 'Technical Support',
  'quote-request': 'Quote Request',
  partnership: 'Partnership',
  other: 'Other',
} as const satisfies Record<ContactSubject, string>

/**
 * Opening lines the form puts in Message when opened with `?topic=` (docs/design.md decision 5); the product name is
 * passed when the link carries `?product=`. The visitor can edit them.
 */
export const contactPrefillMessages = {
  demo: (productName?: string) =>
    productName
      ? `I would like to schedule a demonstration of the ${productName}.`
      : 'I would like to schedule a demonstration.',
  datasheet: (productName?: string) =>
    productName ? `Please send me the datasheet for the ${productName}.` : 'Please send me your product datasheets.',
  support: (productName?: string) =>
    productName ? `I need technical support with my ${productName}.` : 'I need technical support with my equipment.',
} as const satisfies Record<ContactTopic, (productName?: string) => string>

/** Opening line for a quote request about a product (Request Quote on the product page). */
export const quoteRequestMessage = (productName: string) => `Please send me a quotation for the ${productName}.`

/**
 * Toasts after submit (docs/product.md §8; failure per docs/design.md decision 4: the visitor keeps what they typed).
 */
export const contactToasts = {
  success: {
    title: 'Message Sent Successfully!',
    text: (hours: number) => `Thank you for contacting us. ${replyPromise(hours)}`,
  },
  failure: {
    title: 'Message not sent',
    text:
      'We could not send your message. Your text is still in the form: please check your connection ' +
      'and try again, or call us.',
  },
  /** Shown when the server's rate limit refuses the message. */
  rateLimited: {
    title: 'Too many messages',
    text: 'We received several messages from you in a short time. Please wait a few minutes and try again, or call us.',
  },
} as const

/** Field error messages, shared by the form and the server-side schema (docs/design.md convention 5). */
export const contactValidation = {
  nameRequired: 'Enter your full name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@company.af.',
  phoneInvalid: 'Enter a valid phone number, like +93 79 900 2400.',
  subjectRequired: 'Choose a subject.',
  messageRequired: 'Enter your message.',
  tooLong: (label: string, max: Count) => `${label} must be at most ${max} characters.`,
  /** A line break (or another control character) in a one-line field. */
  singleLine: (label: string) => `${label} must be a single line.`,
  /** A control character other than a line break or tab in the message. */
  control: (label: string) => `${label} contains characters that are not allowed.`,
  /** Summary announced above the form when submit finds errors. */
  summary: (count: number) => (count === 1 ? 'Please correct 1 field.' : `Please correct ${count} fields.`),
} as const

/** A contact card; the page fills in the configured value and link for `kind`. */
export interface ContactCard {
  readonly kind: 'phone' | 'email' | 'visit' | 'whatsapp'
  readonly title: string
  readonly text: string
  readonly icon: IconName
  /** Accessible label of the card's link (the value itself is the visible link text). */
  readonly action: string
}

/** Contact cards (docs/product.md §2.11): sales phone, sales email, head office, WhatsApp. */
export const contactCards: readonly ContactCard[] = [
  { kind: 'phone', title: 'Call us', text: businessHoursText, icon: 'Phone', action: 'Call our sales team' },
  // The e-mail card's text is the reply promise, with the hours of the contact settings (contact-cards.tsx).
  { kind: 'email', title: 'Email us', text: '', icon: 'Mail', action: 'Email our sales team' },
  { kind: 'visit', title: 'Visit us', text: 'Kabul head office', icon: 'MapPin', action: 'See our offices' },
  {
    kind: 'whatsapp',
    title: channelLabels.whatsapp,
    text: 'Send photos of a fault or a site, or ask a quick question.',
    icon: 'MessageCircle',
    action: channelLabels.whatsappAction,
  },
]

/**
 * 24/7 support banner (docs/product.md §2.11); its buttons call and write to support (docs/design.md decision 5):
 * `telHref(supportPhone)` and `mailtoHref(supportEmail)` from site.ts with the configured values.
 */
export const supportBanner = {
  title: '24/7 Technical Support',
  text:
    'Equipment down in the field, a base station that will not start, a radar alarm you need to ' +
    'understand: our support engineers answer day and night, in Dari, Pashto and English.',
  callLabel: 'Call Support',
  emailLabel: 'Email Support',
  /** Subject line of the support email. */
  emailSubject: 'Technical support request',
} as const

/** Business hours heading and value (docs/product.md §2.11 and §9). */
export const businessHours = {
  title: 'Business Hours',
  value: businessHoursText,
  note: 'Technical support answers around the clock; offices are closed on Fridays and public holidays.',
} as const

/** Further form chrome (decision 010): error summary, counters and toasts the spec does not name. */
export const contactFormStatus = {
  /** Title of the toast shown when submit finds invalid fields (the fields carry the details). */
  invalid: {
    title: 'Please check the form',
    text: 'Some fields need your attention; the messages beside them say what to change.',
  },
  /** Text of the remaining-characters counter under Message. */
  remaining: (left: Count) => (left === 1 ? '1 character left' : `${left.toLocaleString('en-US')} characters left`),
  /** Accessible name of the toast's close button. */
  dismiss: 'Dismiss notification',
  /** Label of the honeypot field; hidden from people, so only bots read it. */
  honeypotLabel: 'Leave this field empty',
  /** Link text beside the product the form is about. */
  viewProduct: 'View product',
  /** Legend of the asterisk on required labels. */
  requiredNote: 'Fields marked * are required.',
} as const
