/**
 * "Ask on WhatsApp" (decision 030): click-to-chat links with a prefilled message naming what the visitor asks about.
 * The number is configuration (WHATSAPP_NUMBER; `off` hides every link).
 */
export const whatsappAsk = {
  label: 'Ask on WhatsApp',
  /** Accessible names (starting with the visible label), so several links on one page are told apart. */
  productNamed: (product: string) => `Ask on WhatsApp about ${product}`,
  officeNamed: (office: string) => `Ask on WhatsApp: ${office}`,
  productText: (product: string, url: string) => `Hello, I have a question about the ${product}: ${url}`,
  officeText: (office: string) => `Hello, I have a question for your ${office}.`,
} as const
