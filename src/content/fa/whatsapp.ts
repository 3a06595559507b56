/** Dari (fa) "Ask on WhatsApp" copy: mirrors ../whatsapp.ts. */
import type { Messages } from '../messages-type'

export const whatsappAsk: Messages['whatsappAsk'] = {
  label: 'پرسش در WhatsApp',
  productNamed: (product: string) => `پرسش در WhatsApp در مورد ${product}`,
  officeNamed: (office: string) => `پرسش در WhatsApp: ${office}`,
  productText: (product: string, url: string) => `سلام، در مورد ${product} سؤالی دارم: ${url}`,
  officeText: (office: string) => `سلام، سؤالی برای ${office} شما دارم.`,
}
