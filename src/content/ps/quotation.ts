/** Pashto (ps) words of a quotation's PDF: mirrors ../quotation.ts. */
import type { Messages } from '../messages-type'

export const quotationPdf: Messages['quotationPdf'] = {
  title: 'د بیې وړاندیز',
  number: 'د وړاندیز شمېره',
  revision: 'نسخه',
  issuedOn: 'نېټه',
  validUntil: 'تر دې نېټې پورې معتبر',
  to: 'د چا لپاره',
  preparedBy: 'چمتو کوونکی',
  items: 'توکي',
  item: 'توک',
  quantity: 'شمېر',
  unitPrice: 'د یوه بیه',
  discount: 'تخفیف',
  amount: 'اندازه',
  subtotal: 'فرعي ټولګه',
  discountTotal: 'تخفیفونه',
  total: 'ټولټال (امریکايي ډالر)',
  afnEquivalent: (rate, date) => `په افغانیو کې معادل، د هر ډالر لپاره د ${rate} افغانیو په نرخ، د ${date} نرخ`,
  keySpecifications: 'اصلي ځانګړتیاوې',
  terms: 'شرطونه',
  delivery: 'سپارل',
  payment: 'تادیه',
  warranty: 'ګرنټي',
  notes: 'یادښتونه',
  offices: 'زموږ دفترونه',
  validity: (validUntil) => `تر ${validUntil} پورې معتبر.`,
  footer: (validUntil) =>
    `بیې په امریکايي ډالرو دي او تر ${validUntil} پورې معتبرې دي. د افغانیو اندازه یوازې د معلوماتو لپاره ده؛ ` +
    'د تادیې وړ اندازه په امریکايي ډالرو ټولټال دی.',
}
