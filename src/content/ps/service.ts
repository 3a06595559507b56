/** Pashto (ps) copy of the service desk: mirrors ../service.ts. */
import type { Messages } from '../messages-type'

export const serviceMeta: Messages['serviceMeta'] = {
  title: 'ترمیم او کالیبریشن',
  description:
    'خپله وسیله د ترمیم یا کالیبریشن لپاره راولېږئ: سمدستي د تعقیب شمېره، د حالت پاڼه چې په تلیفون کې ښکاري، ' +
    'د ترمیم د بیې وړاندیز چې آنلاین یې تاییدوئ او د کالیبریشن تصدیق‌پاڼه چې هر څوک یې کتلی شي.',
  statusTitle: 'د خدماتو حالت',
  statusDescription: 'د ترمیم یا کالیبریشن غوښتنه د تعقیب په شمېره او د خپل تلیفون په وروستیو څلورو عددونو ومومئ.',
  warrantyTitle: 'د ګرنټي کتنه',
  warrantyDescription: 'سریال نمبر ولیکئ چې ماډل او د ګرنټي حالت یې ووینئ.',
  certificateTitle: 'د کالیبریشن تصدیق‌پاڼه',
}

export const serviceRequestPage: Messages['serviceRequestPage'] = {
  title: 'ترمیم او کالیبریشن',
  intro:
    'خپله وسیله، له هر برانډ څخه چې وي، د ترمیم یا کلني کالیبریشن لپاره موږ ته راولېږئ. سمدستي د تعقیب شمېره او ' +
    'د حالت شخصي پاڼه ترلاسه کوئ؛ هر ګام په برېښنالیک، او که وغواړئ په واټس‌اپ کې، درته خبروو.',
  steps: [
    'فورمه ډکه کړئ: وسیله، د هغې سریال نمبر او هغه ستونزه چې لري یې.',
    'وسیله د سپارلو له رسید سره هغه دفتر ته راوړئ چې ټاکلی مو دی، یا وغواړئ چې موږ یې یوسو.',
    'هر ګام د حالت په خپله پاڼه کې تعقیب کړئ او د ترمیم د بیې وړاندیز هملته تایید کړئ.',
  ],
  stepsTitle: 'کار څنګه کېږي',
  statusLink: 'د یوې غوښتنې حالت وګورئ',
  warrantyLink: 'ګرنټي وګورئ',
  findTitle: 'کومه وسیله؟',
  findLabel: 'د ماډل نوم یا کوډ',
  findHint: 'لومړی زموږ په کتلاګ کې ولټوئ؛ که نه وه، لاندې «بله وسیله» وټاکئ او ماډل یې ولیکئ.',
  search: 'لټون',
  resultsTitle: (query) => `له «${query}» سره سمې وسیلې`,
  noResults: (query) => `زموږ په کتلاګ کې له «${query}» سره هیڅ سمون نه خوري: لاندې «بله وسیله» وټاکئ.`,
}

export const serviceForm: Messages['serviceForm'] = {
  instrumentTitle: 'وسیله',
  purchaseTitle: 'پېرودنه (اختیاري)',
  photosTitle: 'انځورونه (اختیاري)',
  dropOffTitle: 'سپارل',
  detailsTitle: 'ستاسو معلومات',
  fields: {
    product: 'وسیله',
    otherModel: 'د بلې وسیلې ماډل',
    serial: 'سریال نمبر',
    serviceKind: 'کوم خدمت ته اړتیا لرئ؟',
    fault: 'څه ستونزه لري؟',
    purchaseDate: 'د پېرودلو نېټه',
    purchasePlace: 'له کومه ځایه اخیستل شوې',
    photos: 'د وسیلې او ستونزې انځورونه',
    office: 'دفتر',
    pickupAddress: 'د وسیلې د وړلو پته',
    name: 'بشپړ نوم',
    phone: 'د تلیفون شمېره',
    email: 'برېښنالیک پته',
    language: 'زموږ د پیغامونو ژبه',
    whatsapp: 'په همدې شمېره په واټس‌اپ کې هم له ما سره اړیکه نیولی شئ',
  },
  otherProduct: 'بله وسیله (په لېست کې نشته)',
  noProductYet: 'پورته ولټوئ، یا بله وسیله وټاکئ.',
  kinds: { repair: 'ترمیم', calibration: 'کالیبریشن' },
  hints: {
    serial: 'د بیټرۍ لاندې یا د وسیلې پر پایه په لیبل کې؛ توري او عددونه لکه څنګه چې چاپ شوي ولیکئ.',
    fault: 'کله پېښېږي، پرده څه ښیي، تاسو څه هڅه کړې. کالیبریشن ته اړتیا نشته.',
    photos: 'تر ۶ انځورونو پورې (JPEG، PNG یا WebP، هر یو تر ۸ MB). د ځای او کمرې معلومات ترې لرې کوو.',
    phone: 'د حالت پیغامونه ورته لېږو او ستاسو د غوښتنې موندلو لپاره یې وروستي څلور عددونه پوښتو.',
    email: 'اختیاري: د تعقیب شمېره، د حالت لینک او هر نوی خبر.',
  },
  pickup: 'مهرباني وکړئ وسیله له ما څخه یوسئ',
  optional: '(اختیاري)',
  required: 'اړین',
  keptPhotos: 'هغه انځورونه چې مخکې رارسېدلي',
  keepPhoto: (name) => `${name} وساتئ`,
  submit: 'غوښتنه ولېږئ',
  errorSummary: 'غوښتنه ونه لېږل شوه. مهرباني وکړئ دا وګورئ:',
  errors: {
    required: 'مهرباني وکړئ دا ډک کړئ.',
    'too-long': 'دا ډېر اوږد دی.',
    'single-line': 'مهرباني وکړئ دا په یوه کرښه او بې له ځانګړو نښو ولیکئ.',
    'kind-required': 'ترمیم یا کالیبریشن وټاکئ.',
    'product-required': 'وسیله وټاکئ، یا بله وسیله له ماډل سره.',
    'product-unknown': 'دا وسیله نور زموږ په کتلاګ کې نشته: بله وټاکئ.',
    'serial-shape': 'سریال نمبر له ۳ تر ۴۰ پورې توري او عددونه لري.',
    'serial-pattern': 'دا د دې ماډل سریال نمبر نه دی: لیبل وګورئ.',
    'fault-required': 'ولیکئ چې څه ستونزه لري، څو تخنیکر پوه شي چې چېرته وګوري.',
    'date-invalid': 'دا نېټه سمه نه ده.',
    'date-future': 'دا نېټه په راتلونکي کې ده.',
    'office-unknown': 'زموږ یو دفتر، یا د وسیلې وړل وټاکئ.',
    'pickup-address': 'وسیله له کومه ځایه یوسو؟',
    'phone-invalid': 'دا د تلیفون شمېره نه ده: له ۹ تر ۱۵ عددونو، لکه ۰۷۰ ۱۲۳ ۴۵۶۷.',
    'email-invalid': 'دا برېښنالیک پته نه ده.',
    'language-required': 'یوه ژبه وټاکئ.',
    'photo-type': 'انځور باید JPEG، PNG یا WebP وي.',
    'photo-size': 'هر انځور تر ۸ MB پورې کېدای شي.',
    'photo-small': 'یو انځور دومره کوچنی دی چې هیڅ نه ښیي (لږ تر لږه ۲۰۰ پیکسله).',
    'photo-count': 'تر ۶ انځورونو زیات نه.',
  },
  tooMany: 'ستاسو له اتصال څخه ډېرې غوښتنې راغلې دي. مهرباني وکړئ یو ساعت صبر وکړئ، یا موږ ته زنګ ووهئ.',
  failed: 'غوښتنه همدا اوس ثبت نه شوه. هیڅ ونه لېږل شول؛ مهرباني وکړئ یوه دقیقه وروسته بیا هڅه وکړئ.',
}

export const serviceStatusNames: Messages['serviceStatusNames'] = {
  received: {
    title: 'ترلاسه شوه',
    description: 'ستاسو غوښتنه موږ سره ده. وسیله د سپارلو له رسید سره راوړئ، یا زموږ د زنګ انتظار وکړئ.',
  },
  diagnosing: { title: 'د ستونزې پلټنه', description: 'یو تخنیکر وسیله ګوري څو ستونزه یې ومومي.' },
  'quotation-sent': {
    title: 'د ترمیم د بیې وړاندیز ولېږل شو',
    description: 'د ترمیم د بیې وړاندیز مو درته لېږلی: په همدې پاڼه کې یې تایید یا رد کړئ.',
  },
  approved: { title: 'تایید شو', description: 'تاسو ترمیم تایید کړ؛ په ورکشاپ کې یې پلان جوړ شوی.' },
  declined: { title: 'رد شو', description: 'تاسو ترمیم رد کړ؛ وسیله بې ترمیمه درکوو.' },
  repairing: { title: 'د ترمیم په حال کې', description: 'وسیله ترمیمېږي.' },
  calibrating: {
    title: 'کالیبریشن او ازموینه',
    description: 'وسیله د کالیبریشن پر مېز ده؛ د ازموینو پایلې په تصدیق‌پاڼه کې لیکل کېږي.',
  },
  ready: { title: 'د اخیستو لپاره چمتو', description: 'ستاسو وسیله چمتو ده: له لاندې دفتر څخه یې واخلئ.' },
  collected: { title: 'واخیستل شوه', description: 'تاسو وسیله واخیسته. مننه.' },
  'returned-unrepaired': {
    title: 'بې ترمیمه بېرته ورکړل شوه',
    description: 'وسیله بې ترمیمه تاسو ته ستنېږي: له لاندې دفتر څخه یې واخلئ.',
  },
}

export const serviceStatusPage: Messages['serviceStatusPage'] = {
  title: (reference) => `د خدماتو غوښتنه ${reference}`,
  received: (date) => `په ${date} ترلاسه شوې`,
  newTitle: 'ستاسو غوښتنه ترلاسه شوه',
  newText:
    'د دې پاڼې پته وساتئ: دا ستاسو د حالت شخصي لینک دی او هر څوک چې ولري یې لوستلی شي. که مو برېښنالیک ورکړی وي، ' +
    'هغې ته مو هم لېږلی دی.',
  slip: 'د سپارلو رسید ښکته کړئ (PDF)',
  slipHint: 'کله چې وسیله راوړئ، چاپ یې کړئ یا یې په خپل تلیفون کې وښایئ.',
  instrument: 'وسیله',
  serial: 'سریال نمبر',
  service: 'خدمت',
  now: 'اوس',
  warranty: (until) => `تر ${until} پورې ګرنټي لري`,
  warrantyEnded: (until) => `ګرنټي په ${until} پای ته ورسېده`,
  officeTitle: 'له کومه ځایه یې واخلئ',
  hours: 'د کار ساعتونه',
  bring: 'د سپارلو رسید (یا د تعقیب شمېره) او د پېژندنې یو سند له ځان سره راوړئ.',
  pickupTitle: 'د وسیلې وړل',
  pickupText: 'درته زنګ وهو څو د وسیلې د وړلو یا راوړلو لپاره وخت وټاکو.',
  quotationTitle: (reference) => `د ترمیم د بیې وړاندیز ${reference}`,
  quotationValid: (date) => `تر ${date} پورې اعتبار لري`,
  quotationPdf: 'د بیې وړاندیز ښکته کړئ (PDF)',
  approve: 'ترمیم تاییدول',
  approveHint: 'ترمیم په همدې بیه پیلوو؛ کله چې وسیله واخلئ، پیسې ورکوئ.',
  decline: 'ترمیم ردول',
  declineHint: 'وسیله بې ترمیمه درکوو؛ د ستونزې د پلټنې پیسې نه اخلو.',
  approvedNotice: 'تاسو د ترمیم دا وړاندیز تایید کړ.',
  declinedNotice: 'تاسو د ترمیم دا وړاندیز رد کړ.',
  answerGone: 'دې وړاندیز ته نور ځواب نه شي ورکول کېدای: بېرته اخیستل شوی، بدل شوی یا یې نېټه تېره شوې.',
  certificatesTitle: 'د کالیبریشن تصدیق‌پاڼې',
  certificatePdf: (number) => `تصدیق‌پاڼه ${number} ښکته کړئ (PDF)`,
  certificateVerify: 'د کتنې پاڼه',
  historyTitle: 'تاریخچه',
  noEmail: 'ستاسو برېښنالیک نه لرو: دا پاڼه وګورئ، یا موږ زنګ وهو یا په واټس‌اپ کې لیکو.',
  unavailableTitle: 'د حالت دا لینک کار نه کوي',
  unavailable:
    'لینک سم نه دی یا یې نېټه تېره شوې. خپله غوښتنه د تعقیب په شمېره او د تلیفون په وروستیو څلورو عددونو ومومئ.',
  tooMany: 'ستاسو له اتصال څخه ډېرې غوښتنې راغلې دي. مهرباني وکړئ څو دقیقې صبر وکړئ او بیا هڅه وکړئ.',
}

export const serviceLookup: Messages['serviceLookup'] = {
  title: 'د خدماتو یوه غوښتنه وګورئ',
  intro: 'د خپلې غوښتنې د تعقیب شمېره (لکه R-2026-0012) او د خپل تلیفون وروستي څلور عددونه ولیکئ.',
  reference: 'د تعقیب شمېره',
  lastFour: 'ستاسو د تلیفون وروستي څلور عددونه',
  submit: 'حالت وښایه',
  noMatch:
    'په دې تعقیب شمېره او تلیفون کومه غوښتنه ونه موندل شوه. دواړه وګورئ، یا موږ ته د تعقیب له شمېرې سره زنګ ووهئ.',
  tooMany: 'ستاسو له اتصال څخه ډېرې هڅې شوې دي. مهرباني وکړئ لس دقیقې صبر وکړئ او بیا هڅه وکړئ.',
  newRequest: 'نوې غوښتنه ولېږئ',
}

export const serviceNotice: Messages['serviceNotice'] = {
  subject: (reference, status, company) => `غوښتنه ${reference}: ${status} · ${company}`,
  greeting: (name) => `ګرانه ${name}،`,
  instrument: (product, serial) => `وسیله: ${product}، سریال نمبر ${serial}.`,
  received: (reference) =>
    `ستاسو د خدماتو غوښتنه ${reference} مو ترلاسه کړه. وسیله د سپارلو له رسید سره هغه دفتر ته راوړئ چې ټاکلی مو ` +
    'دی، یا د وسیلې د وړلو لپاره زموږ د زنګ انتظار وکړئ.',
  privateLink: (link) => `ستاسو د حالت شخصي پاڼه (بل چا ته یې مه لېږئ: هر څوک چې ولري یې لوستلی شي):\n${link}`,
  quotation: (reference, total) =>
    `زموږ د ترمیم د بیې وړاندیز ${reference} ټولټال ${total} دی. د حالت په خپله پاڼه کې یې تایید یا رد کړئ.`,
  office: (office, hours) => `وسیله له ${office} څخه واخلئ. د کار ساعتونه: ${hours}.`,
  bring: 'د سپارلو رسید (یا د تعقیب شمېره) او د پېژندنې یو سند له ځان سره راوړئ.',
  follow: (url, reference) =>
    `خپله غوښتنه په ${url} کې د تعقیب په شمېره ${reference} او د تلیفون په وروستیو څلورو عددونو تعقیب کړئ.`,
  signature: (company) => `د ${company} د خدماتو څانګه`,
}

export const warrantyCheck: Messages['warrantyCheck'] = {
  title: 'د ګرنټي کتنه',
  intro:
    'د هغې وسیلې سریال نمبر ولیکئ چې موږ پلورلې، څو ماډل او د ګرنټي حالت یې ووینئ. هېڅکله نه ښیو چې څوک یې ' +
    'خاوند دی.',
  serial: 'سریال نمبر',
  submit: 'کتنه',
  resultTitle: (serial) => `سریال نمبر ${serial}`,
  under: (until) => `تر ${until} پورې ګرنټي لري`,
  ended: (until) => `ګرنټي په ${until} پای ته ورسېده`,
  none: 'بې ګرنټي پلورل شوې',
  advisoriesTitle: 'د دې ماډل خلاص خبرتیاوې',
  unknown:
    'د دې سریال نمبر هیڅ ریکارډ نه لرو. کېدای شي بل پلورونکي پلورلې وي، یا بل ډول لیکل شوې وي: لیبل وګورئ، یا یې ' +
    'له انځور سره له موږ وپوښتئ.',
  invalid: 'سریال نمبر له ۳ تر ۴۰ پورې توري او عددونه لري.',
  tooMany: 'ستاسو له اتصال څخه ډېرې کتنې شوې دي. مهرباني وکړئ لس دقیقې صبر وکړئ او بیا هڅه وکړئ.',
  request: 'د ترمیم یا کالیبریشن غوښتنه',
}

export const certificateVerify: Messages['certificateVerify'] = {
  title: (number) => `د کالیبریشن تصدیق‌پاڼه ${number}`,
  genuine: (company, date) => `یوه اصلي تصدیق‌پاڼه چې ${company} په ${date} صادره کړې.`,
  instrument: 'وسیله',
  serial: 'سریال نمبر',
  customer: 'چا ته صادره شوې',
  calibratedOn: 'د کالیبریشن نېټه',
  nextDue: 'بل کالیبریشن',
  result: 'پایله',
  passed: 'ټولې ازموینې د اجازې په حد کې',
  failed: 'د اجازې له حد بهر',
  sha256: 'د PDF فایل SHA-256',
  sha256Hint:
    'هغه فایل چې تاسو ته درکړل شوی همدا تصدیق‌پاڼه ده، که د SHA-256 checksum یې ' +
    '(sha256sum، certutil -hashfile) پورته عدد وي.',
}

export const serviceSlip: Messages['serviceSlip'] = {
  title: 'د سپارلو رسید',
  reference: 'د تعقیب شمېره',
  received: 'ترلاسه شوې',
  customer: 'پېرودونکی',
  instrument: 'وسیله',
  serial: 'سریال نمبر',
  service: 'خدمت',
  fault: 'ویل شوې ستونزه',
  office: 'دفتر',
  pickup: 'د وسیلې وړل غوښتل شوي',
  photos: (n) => `${n} انځورونه له غوښتنې سره لېږل شوي`,
  qr: 'د دې غوښتنې د حالت لپاره یې سکین کړئ',
  note:
    'کله چې وسیله راوړئ او کله چې یې اخلئ، دا رسید یا د تعقیب شمېره وښایئ. QR کوډ ستاسو د حالت شخصي پاڼه پرانیزي: ' +
    'له ځان سره یې وساتئ.',
}

export const calibrationCertificatePdf: Messages['calibrationCertificatePdf'] = {
  title: 'د کالیبریشن تصدیق‌پاڼه',
  number: 'د تصدیق‌پاڼې شمېره',
  calibratedOn: 'د کالیبریشن نېټه',
  nextDue: 'بله نوبت',
  customer: 'چا ته صادره شوې',
  instrument: 'وسیله',
  serial: 'سریال نمبر',
  request: 'د خدماتو غوښتنه',
  tests: 'ازموینې',
  test: 'ازموینه',
  nominal: 'اسمي',
  measured: 'اندازه شوی',
  deviation: 'انحراف',
  tolerance: 'د اجازې حد',
  result: 'پایله',
  pass: 'بریالۍ',
  fail: 'ناکامه',
  environment: 'چاپېریال',
  temperature: 'تودوخه',
  pressure: 'د هوا فشار',
  humidity: 'نسبي لندبل',
  standards: 'مرجع معیارونه',
  technician: 'کالیبریشن کوونکی',
  overall: (passed) => (passed ? 'ټولې ازموینې د خپل اجازې په حد کې دي.' : 'یوه یا څو ازموینې د اجازې له حد بهر دي.'),
  verify: 'دا تصدیق‌پاڼه وګورئ',
  verifyHint: 'QR کوډ د کتنې پاڼه له همدې فایل SHA-256 سره پرانیزي.',
}

export const serviceProductLink: Messages['serviceProductLink'] = {
  title: 'ترمیم او کالیبریشن',
  text: 'دا وسیله زموږ ورکشاپ ته راولېږئ: سمدستي د تعقیب شمېره او هر ګام ستاسو په تلیفون کې.',
  label: 'د خدماتو غوښتنه',
  named: (product) => `د ${product} لپاره د خدماتو غوښتنه`,
}
