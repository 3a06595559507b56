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

export const quotationLink: Messages['quotationLink'] = {
  emailSubject: (reference, company) => `د ${company} د بیې وړاندیز ${reference}`,
  emailBody: (name, reference, link, validUntil, company) =>
    `ګرانه ${name}،\n\nستاسو له غوښتنې مننه. زموږ د بیې وړاندیز ${reference} د PDF په بڼه ضمیمه دی.\n\n` +
    `تاسو کولای شئ هغه په خپل خصوصي پاڼه کې ولولئ، ښکته یې کړئ، ومنئ یې یا بدلون وغواړئ:\n${link}\n\n` +
    `دا وړاندیز تر ${validUntil} پورې معتبر دی. مهرباني وکړئ دا لینک بل چا ته مه لیږئ: هر څوک چې دا ولري ` +
    `ستاسو پر ځای ځواب ورکولای شي.\n\n${company}`,
  pageTitle: 'ستاسو د بیې وړاندیز',
  download: 'PDF ښکته کړئ',
  accept: 'وړاندیز ومنئ',
  acceptHint: 'په منلو سره زموږ د پلور ټیم امر او بل چمتو کوي؛ دلته هیڅ پیسې نه اخیستل کیږي.',
  askChanges: 'بدلون وغواړئ',
  changesLabel: 'څه باید بدل شي؟',
  changesHint: 'شمېر، محصولات، سپارنه یا شرطونه: زموږ د پلور انجنیر به په نوې نسخه ځواب درکړي.',
  sendChanges: 'غوښتنه ولیږئ',
  accepted: 'مننه: تاسو دا وړاندیز ومانه. زموږ د پلور ټیم به د امر په اړه له تاسو سره اړیکه ونیسي.',
  changesSent: 'مننه: ستاسو غوښتنه ولیږل شوه. زموږ د پلور انجنیر به په بیاکتل شوي وړاندیز ځواب درکړي.',
  messageRequired: 'ولیکئ چې څه باید بدل شي (تر ۴٬۰۰۰ تورو پورې).',
  alreadyAccepted: 'دا وړاندیز مخکې منل شوی دی.',
  unavailableTitle: 'د بیې د وړاندیز دا لینک کار نه کوي',
  notFound: 'دا لینک سم نه دی. مهرباني وکړئ وګورئ چې بشپړ کاپي شوی وي، یا زموږ له پلور ټیم نه نوی لینک وغواړئ.',
  expired: (validUntil) =>
    `دا وړاندیز تر ${validUntil} پورې معتبر و. د نوي وړاندیز لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.`,
  revoked: 'دا وړاندیز بیرته واخیستل شو. د نوي وړاندیز لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.',
  replacedTitle: 'د بیې دا وړاندیز بدل شوی دی',
  superseded: (reference) => `دا وړاندیز په ${reference} بدل شو چې موږ تاسو ته په بریښنالیک کې درولیږه.`,
  viewLatest: (reference) => `${reference} وګورئ`,
  latestAnswerHint: (reference) =>
    `د منلو یا بدلون غوښتلو لپاره، مهرباني وکړئ د هغه بریښنالیک لینک پرانیزئ چې موږ پکې ${reference} درولیږه.`,
  supersededRevoked: (reference) =>
    `دا وړاندیز په ${reference} بدل شو، خو هغه هم بیرته واخیستل شو. ` +
    'د نوي وړاندیز لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.',
  supersededExpired: (reference, validUntil) =>
    `دا وړاندیز په ${reference} بدل شو چې تر ${validUntil} پورې معتبر و. ` +
    'د نوي وړاندیز لپاره زموږ له پلور ټیم سره اړیکه ونیسئ.',
  latestNotice: (reference) =>
    `تاسو ${reference} لولئ، د هغه وړاندیز تر ټولو نوې نسخه چې دا لینک ورته لیږل شوی و. ` +
    'دلته یې لوستلای او PDF یې ښکته کولای شئ.',
  tooMany: 'ستاسو له اتصال څخه ډیرې غوښتنې راغلې. مهرباني وکړئ یوه دقیقه صبر وکړئ او بیا هڅه وکړئ.',
  contactSales: 'له موږ سره اړیکه',
  repairEmailBody: (name, reference, link, validUntil, company) =>
    `ګرانه ${name}،\n\nستاسو د وسیلې لپاره زموږ د ترمیم د بیې وړاندیز ${reference} د PDF په بڼه ضمیمه دی.\n\n` +
    `په خپله شخصي پاڼه کې یې لوستلی، ښکته کولی او ترمیم تاییدولی یا ردولی شئ:\n${link}\n\n` +
    `دا وړاندیز تر ${validUntil} پورې اعتبار لري. مهرباني وکړئ دا لینک بل چا ته مه لېږئ: هر څوک چې ولري یې ` +
    `ستاسو پر ځای ځواب ورکولی شي.\n\n${company}`,
}
