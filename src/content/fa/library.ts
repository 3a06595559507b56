/** Dari (fa) copy of the support library: mirrors ../library.ts. */
import type { Count } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'

import type { Messages } from '../messages-type'

const n = (value: Count) => formatNumber(value, 'fa')

export const supportLibrary: Messages['supportLibrary'] = {
  kinds: {
    firmware: 'فرم‌ویر',
    'field-software': 'نرم‌افزار ساحوی',
    'desktop-software': 'نرم‌افزار کمپیوتر',
    driver: 'درایور',
    manual: 'رهنمای استفاده',
    'quick-guide': 'رهنمای سریع',
    'release-notes': 'یادداشت‌های نشر',
    calibration: 'طرزالعمل کالیبراسیون',
    cad: 'نقشه CAD',
    other: 'دیگر',
  },
  statuses: {
    recommended: 'توصیه‌شده',
    current: 'جاری',
    superseded: 'جایگزین‌شده',
    withdrawn: 'پس‌گرفته‌شده',
  },
  severities: {
    info: 'اطلاع',
    caution: 'احتیاط',
    'do-not-install': 'نصب نکنید',
  },
  labels: {
    releaseType: 'نوع',
    version: 'نسخه',
    released: 'تاریخ نشر',
    size: 'اندازه',
    status: 'وضعیت',
    checksum: 'چک‌سام SHA-256',
    languages: 'زبان‌ها',
    requirements: 'نیازمندی‌ها',
    notes: 'یادداشت‌های نشر',
    appliesTo: 'برای',
    file: 'فایل',
    download: 'دانلود',
    downloadNamed: (name: string, size: string) => `دانلود ${name} (${size})`,
    details: 'جزئیات',
    detailsOf: (title: string, version: string) => `جزئیات ${title} ${version}`,
  },
  section: {
    tab: 'پشتیبانی',
    heading: 'پشتیبانی و دانلودها',
    recommendedHeading: 'دانلودهای توصیه‌شده',
    recommendedText: 'برای هر نوع، نسخه‌ای که برای این محصول توصیه می‌کنیم.',
    allVersionsHeading: 'همه نسخه‌ها',
    allVersionsText: 'همه نسخه‌های این محصول، از جدیدترین.',
    none:
      'هنوز هیچ فرم‌ویر، نرم‌افزار یا رهنمایی برای این محصول نشر نشده است. آنچه لازم دارید را از تیم پشتیبانی ما ' +
      'بخواهید.',
    askSupport: 'از تیم پشتیبانی ما بپرسید',
    hub: 'کتابخانه پشتیبانی',
    feed: 'فید Atom نسخه‌ها و هشدارهای این محصول',
    checksumHint:
      'پس از دانلود، فایل را با چک‌سام SHA-256 آن مقایسه کنید: sha256sum در لینوکس، shasum -a 256 در مک، ' +
      'certutil -hashfile در ویندوز.',
  },
  advisory: {
    region: 'هشدار',
    instead: 'به جای آن چه کنید',
    since: (date: string) => `از ${date}`,
    until: (date: string) => `تا ${date}`,
    releases: 'نسخه‌های مربوط',
  },
  fieldPack: {
    heading: 'بسته ساحوی برای کار بدون اتصال',
    text:
      'یک فایل zip با رهنماها، رهنماهای سریع، یادداشت‌های نشر و هشدارهای جاری این محصول، و صفحه‌ای که بدون اتصال ' +
      'در هر مرورگری باز می‌شود.',
    download: 'دانلود بسته ساحوی (zip)',
  },
  keep: {
    heading: 'نگه‌داشتن روی این دستگاه',
    text:
      'یک سند را در این مرورگر نگه دارید و بدون اتصال باز کنید، از همین صفحه یا از صفحه بدون اتصال که سایت ' +
      'هنگام نبودن اتصال نشان می‌دهد.',
    keep: 'نگه‌داشتن روی این دستگاه',
    keepNamed: (name: string) => `نگه‌داشتن ${name} روی این دستگاه`,
    remove: 'حذف از این دستگاه',
    removeNamed: (name: string) => `حذف ${name} از این دستگاه`,
    keeping: 'در حال نگه‌داشتن\u2026',
    kept: (name: string) => `${name} روی این دستگاه نگه داشته شد.`,
    removed: (name: string) => `${name} از این دستگاه حذف شد.`,
    oneFile: 'یک فایل',
    files: (n: string) => `${n} فایل`,
    summary: (files: string, used: string, quota: string) =>
      `نگه‌داشته‌شده روی این دستگاه: ${files}، ${used} از ${quota}`,
    tooBig: (name: string, free: string) =>
      `${name} نگه داشته نشد: در فضای باقی‌مانده برای اسناد نگه‌داشته‌شده (${free}) جا نمی‌شود. ` +
      'اول یک سند نگه‌داشته‌شده را حذف کنید.',
    failed: (name: string) => `${name} نگه داشته نشد: دانلود نشد. هنگام اتصال دوباره کوشش کنید.`,
  },
  notify: {
    title: (product: string) => `به من خبر بدهید: ${product}`,
    link: 'دربارهٔ نسخه‌ها و هشدارهای تازه به من ایمیل بفرستید',
    language: 'زبان ایمیل‌ها',
    required: 'الزامی',
    unknownProduct: 'این محصول (دیگر) در فهرست محصولات ما نیست.',
    feedInstead: 'نمی‌خواهید آدرس بدهید؟ به جای آن فید را دنبال کنید:',
    back: (product: string) => `بازگشت به ${product}`,
    heading: 'به من خبر بدهید',
    text:
      'وقتی نسخه یا هشدار تازه‌ای برای این محصول نشر شود، ایمیل بگیرید: حساب کاربری لازم نیست و هر ایمیل لینک لغو ' +
      'اشتراک با یک کلیک دارد.',
    email: 'آدرس ایمیل',
    submit: 'به من خبر بدهید',
    sending: 'در حال ارسال…',
    sent:
      'تقریباً تمام است: لینکی را که همین حالا به شما ایمیل کردیم باز کنید تا تأیید شود. ' +
      'تا آن وقت چیزی فرستاده نمی‌شود.',
    invalidEmail: 'یک آدرس ایمیل مانند name@example.com بنویسید.',
    tooMany: 'درخواست‌های زیادی از این اتصال آمده است: یک ساعت بعد دوباره کوشش کنید.',
    unavailable: 'خبرهای ایمیلی فعلاً در دسترس نیستند. به جای آن فید Atom را دنبال کنید.',
  },
  hub: {
    title: 'کتابخانه پشتیبانی',
    description:
      'فرم‌ویر، نرم‌افزار ساحوی، رهنماها و طرزالعمل‌های کالیبراسیون برای هر محصولی که می‌فروشیم، با نسخه توصیه‌شده ' +
      'و هشدار درباره نسخه‌هایی که نباید نصب شوند.',
    searchLabel: 'نام یا کد مدل',
    searchPlaceholder: 'مثلاً Vireo G9 یا K8',
    search: 'جستجو',
    results: (count: Count, query: string) => `${n(count)} محصول با «${query}» مطابقت دارد.`,
    noResults: (query: string) => `هیچ محصولی با «${query}» مطابقت ندارد. کد مدل یا خانواده آن را امتحان کنید.`,
    advisoriesHeading: 'تازه‌ترین هشدارها',
    noAdvisories: 'هیچ هشدار بازی نیست.',
    latestHeading: 'تازه‌ترین نسخه‌ها',
    browseHeading: 'بر اساس خانواده و محصول',
    releases: (count: Count) => `${n(count)} نسخه`,
    noReleases: 'هنوز نسخه‌ای نیست',
    feed: 'فید Atom همه کتابخانه',
    empty: 'کتابخانه هنوز هیچ نسخه‌ای ندارد.',
  },
  release: {
    metaTitle: (title: string, version: string) => `${title}، نسخهٔ ${version}`,
    withdrawnTitle: 'این نسخه پس گرفته شده است',
    withdrawnText: 'فایل‌های آن دیگر دانلود نمی‌شوند. برای اینکه به جای آن چه کنید، هشدار را بخوانید.',
    draftMissing: 'این نسخه نشر نشده است.',
    filesHeading: 'فایل‌ها',
    supportFor: (product: string) => `پشتیبانی ${product}`,
  },
  download: {
    goneTitle: 'پس گرفته شده',
    goneText: (title: string, version: string) => `${title} ${version} پس گرفته شده و دیگر دانلود نمی‌شود.`,
    openRelease: 'هشدار و آنچه باید به جای آن نصب کنید را بخوانید',
  },
  subscription: {
    documentTitle: 'ایمیل‌ها درباره یک محصول',
    confirmTitle: 'اشتراک خود را تأیید کنید',
    confirmText: (product: string) => `وقتی نسخه یا هشداری برای ${product} نشر شد، به من ایمیل بفرستید.`,
    confirmButton: 'تأیید',
    confirmedTitle: 'اشتراک تأیید شد',
    confirmedText: (product: string) => `وقتی نسخه یا هشداری برای ${product} نشر شود، ایمیل می‌گیرید.`,
    unsubscribeTitle: 'این ایمیل‌ها قطع شوند؟',
    unsubscribeText: (product: string) => `دیگر ایمیلی درباره ${product} فرستاده نشود.`,
    unsubscribeButton: 'لغو اشتراک',
    unsubscribedTitle: 'اشتراک شما لغو شد',
    unsubscribedText: (product: string) => `دیگر ایمیلی درباره ${product} نمی‌گیرید.`,
    notFoundTitle: 'این لینک کار نمی‌کند',
    notFoundText: 'شاید ناقص یا بسیار کهنه باشد. از صفحه محصول دوباره مشترک شوید.',
    product: 'رفتن به صفحه محصول',
  },
  mail: {
    confirmSubject: (product: string) => `تأیید: ایمیل‌ها درباره ${product}`,
    confirmBody: (product: string, link: string) =>
      `شما خواسته‌اید وقتی نسخه یا هشداری برای ${product} نشر شد، ایمیل بگیرید.\n\n` +
      `با باز کردن این لینک تأیید کنید:\n${link}\n\n` +
      'اگر این درخواست از شما نبوده، این ایمیل را نادیده بگیرید: چیزی فرستاده نخواهد شد.',
    releaseSubject: (product: string, title: string, version: string) => `${product}: نسخهٔ تازه، ${title} ${version}`,
    releaseIntro: (title: string, version: string, date: string) => `${title} ${version} در ${date} نشر شد.`,
    advisorySubject: (severity: string, title: string) => `اطلاعیه، ${severity}: ${title}`,
    readMore: 'جزئیات و دانلودها:',
    unsubscribe: (link: string) =>
      `این ایمیل را می‌گیرید چون خواسته بودید درباره این محصول باخبر شوید. لغو اشتراک: ${link}`,
  },
  feed: {
    title: (site: string) => `${site}: کتابخانه پشتیبانی`,
    productTitle: (product: string) => `${product}: نسخه‌ها و هشدارها`,
    subtitle: 'فرم‌ویر، نرم‌افزار و سندهای تازه، و هشدارها درباره آنها.',
  },
  pack: {
    title: (product: string) => `${product}: بسته ساحوی`,
    intro:
      'رهنماها، رهنماهای سریع و یادداشت‌های نشر جاری این محصول، و هشدارهای آن، برای خواندن بدون اتصال. یک فایل را ' +
      'از فهرست باز کنید؛ اگر شک دارید، آن را با چک‌سام SHA-256 آن بررسی کنید.',
    made: (date: string) => `ساخته‌شده در ${date}.`,
    filesHeading: 'سندها',
    advisoriesHeading: 'هشدارها',
    noAdvisories: 'هنگام ساختن این بسته هیچ هشدار بازی نبود.',
    online: 'تازه‌ترین نسخه در صفحه محصول است:',
  },
}
