/** Dari (fa) words of a quotation's PDF: mirrors ../quotation.ts. */
import type { Messages } from '../messages-type'

export const quotationPdf: Messages['quotationPdf'] = {
  title: 'پیشنهاد قیمت',
  number: 'شماره پیشنهاد',
  revision: 'نسخه',
  issuedOn: 'تاریخ',
  validUntil: 'معتبر تا',
  to: 'تهیه‌شده برای',
  preparedBy: 'تهیه‌کننده',
  items: 'اقلام',
  item: 'قلم',
  quantity: 'تعداد',
  unitPrice: 'قیمت واحد',
  discount: 'تخفیف',
  amount: 'مبلغ',
  subtotal: 'جمع فرعی',
  discountTotal: 'تخفیف‌ها',
  total: 'مجموع (دالر امریکایی)',
  afnEquivalent: (rate, date) => `معادل به افغانی با نرخ ${rate} افغانی برای هر دالر، نرخ روز ${date}`,
  keySpecifications: 'مشخصات اصلی',
  terms: 'شرایط',
  delivery: 'تحویل',
  payment: 'پرداخت',
  warranty: 'گرانتی',
  notes: 'یادداشت‌ها',
  offices: 'دفترهای ما',
  validity: (validUntil) => `معتبر تا ${validUntil}.`,
  footer: (validUntil) =>
    `قیمت‌ها به دالر امریکایی و تا ${validUntil} معتبر هستند. مبلغ افغانی تنها برای معلومات است؛ ` +
    'مبلغ قابل پرداخت، مجموع به دالر امریکایی است.',
}
