/** Pashto "Ask on WhatsApp" copy (mirror of ../whatsapp.ts, decision 032). */
import type { Messages } from '../messages-type'

export const whatsappAsk: Messages['whatsappAsk'] = {
  label: 'په WhatsApp وپوښتئ',
  productNamed: (product: string) => `په WhatsApp وپوښتئ: د ${product} په اړه`,
  officeNamed: (office: string) => `په WhatsApp وپوښتئ: ${office}`,
  productText: (product: string, url: string) => `سلام، د ${product} په اړه مې یوه پوښتنه ده: ${url}`,
  officeText: (office: string) => `سلام، ستاسو ${office} ته مې یوه پوښتنه ده.`,
}
