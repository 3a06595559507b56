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

export const quotationLink: Messages['quotationLink'] = {
  emailSubject: (reference, company) => `پیشنهاد قیمت ${reference} از ${company}`,
  emailBody: (name, reference, link, validUntil, company) =>
    `${name} گرامی،\n\nاز درخواست شما سپاسگزاریم. پیشنهاد قیمت ${reference} به صورت PDF پیوست است.\n\n` +
    `می‌توانید آن را در صفحهٔ خصوصی آن بخوانید، دانلود کنید، بپذیرید یا تغییر بخواهید:\n${link}\n\n` +
    `این پیشنهاد تا ${validUntil} معتبر است. لطفاً این پیوند را برای دیگران نفرستید: هر کسی که آن را داشته باشد ` +
    `می‌تواند از طرف شما پاسخ دهد.\n\n${company}`,
  pageTitle: 'پیشنهاد قیمت شما',
  download: 'دانلود PDF',
  accept: 'پذیرفتن پیشنهاد',
  acceptHint: 'با پذیرفتن، تیم فروش ما سفارش و صورت‌حساب را آماده می‌کند؛ اینجا هیچ پولی گرفته نمی‌شود.',
  askChanges: 'درخواست تغییر',
  changesLabel: 'چه چیزی باید تغییر کند؟',
  changesHint: 'تعداد، محصولات، تحویل یا شرایط: مهندس فروش ما با نسخهٔ تازه پاسخ می‌دهد.',
  sendChanges: 'فرستادن درخواست',
  accepted: 'سپاسگزاریم: شما این پیشنهاد را پذیرفتید. تیم فروش ما دربارهٔ سفارش با شما تماس می‌گیرد.',
  changesSent: 'سپاسگزاریم: درخواست شما فرستاده شد. مهندس فروش ما با پیشنهاد بازنگری‌شده پاسخ می‌دهد.',
  messageRequired: 'بنویسید چه چیزی باید تغییر کند (تا ۴٬۰۰۰ حرف).',
  alreadyAccepted: 'این پیشنهاد پیش‌تر پذیرفته شده است.',
  unavailableTitle: 'این پیوند پیشنهاد قیمت کار نمی‌کند',
  notFound: 'این پیوند معتبر نیست. لطفاً ببینید که کامل کاپی شده باشد، یا از تیم فروش ما پیوند تازه بخواهید.',
  expired: (validUntil) =>
    `این پیشنهاد تا ${validUntil} معتبر بود. ` + 'لطفاً برای پیشنهاد تازه با تیم فروش ما تماس بگیرید.',
  revoked: 'این پیشنهاد پس گرفته شد. لطفاً برای پیشنهاد تازه با تیم فروش ما تماس بگیرید.',
  replacedTitle: 'این پیشنهاد قیمت جایگزین شد',
  superseded: (reference) => `این پیشنهاد با ${reference} جایگزین شد که از راه ایمیل برایتان فرستادیم.`,
  viewLatest: (reference) => `دیدن ${reference}`,
  latestAnswerHint: (reference) =>
    `برای پذیرفتن آن یا درخواست تغییر، لطفاً پیوند ایمیلی را باز کنید که ${reference} را با آن برایتان فرستادیم.`,
  supersededRevoked: (reference) =>
    `این پیشنهاد با ${reference} جایگزین شد، اما آن نیز پس گرفته شده است. ` +
    'لطفاً برای پیشنهاد تازه با تیم فروش ما تماس بگیرید.',
  supersededExpired: (reference, validUntil) =>
    `این پیشنهاد با ${reference} جایگزین شد که تا ${validUntil} معتبر بود. ` +
    'لطفاً برای پیشنهاد تازه با تیم فروش ما تماس بگیرید.',
  latestNotice: (reference) =>
    `شما ${reference} را می‌خوانید، تازه‌ترین نسخهٔ پیشنهادی که این پیوند برای آن فرستاده شده بود. ` +
    'اینجا می‌توانید آن را بخوانید و PDF آن را دانلود کنید.',
  tooMany: 'درخواست‌های زیادی از اتصال شما آمد. لطفاً یک دقیقه صبر کنید و دوباره کوشش کنید.',
  contactSales: 'تماس با ما',
  repairEmailBody: (name, reference, link, validUntil, company) =>
    `${name} عزیز،\n\nپیشنهاد قیمت ترمیم ${reference} برای دستگاه شما به شکل PDF پیوست است.\n\n` +
    `می‌توانید آن را در صفحهٔ خصوصی آن بخوانید، دانلود کنید و ترمیم را تأیید یا رد کنید:\n${link}\n\n` +
    `این پیشنهاد تا ${validUntil} معتبر است. لطفاً این لینک را برای کسی نفرستید: هر کسی که آن را داشته باشد ` +
    `می‌تواند به جای شما پاسخ دهد.\n\n${company}`,
}
