/**
 * Dari (fa) solutions copy: mirrors ../solutions.ts (registry keys solutionsIndex, solutionPageLabels, solutionPages).
 * Slugs, hrefs, images and each page's catalogue categories are the English values (structure, not copy); titles come
 * from the Dari solution names (./labels), so each name is written once.
 */
import type { Messages } from '../messages-type'
import { contactHref, routes } from '@/lib/routes'

export const solutionsIndex: Messages['solutionsIndex'] = {
  meta: {
    title: 'راه‌حل‌ها',
    description:
      'راه‌حل‌های موقعیت‌یابی، اسکن و نظارت برای نقشه‌برداری، ساخت‌وساز، زراعت دقیق و معدن‌کاری در افغانستان.',
  },
  benefitsLabel: 'مزایای کلیدی',
  applicationsLabel: 'کاربردها',
  exploreLabel: 'مشاهده راه‌حل',
}

export const solutionPageLabels: Messages['solutionPageLabels'] = {
  benefits: 'مزایا',
  applications: 'کاربردها',
  equipment: 'تجهیزات پیشنهادی',
  equipmentIntro: 'دسته‌ها و محصولاتی از فهرست محصولات ما که در این کار به کار می‌روند.',
  productCountSuffix: 'محصول',
  contactOurExperts: { label: 'تماس با متخصصان ما', href: routes.contact },
  ctaTitle: 'پروژه خود را با یک متخصص برنامه‌ریزی کنید',
  ctaText:
    'درباره ساحه، دقت مورد نیاز و زمان‌بندی خود به ما بگویید؛ ما با یک پیشنهاد تجهیزات و یک پیشنهاد قیمت پاسخ ' +
    'می‌دهیم.',
  requestQuote: { label: 'درخواست قیمت', href: contactHref({ subject: 'quote-request' }) },
  backToSolutions: { label: 'همه راه‌حل‌ها', href: routes.solutions },
  notFound: 'صفحه این راه‌حل پیدا نشد',
  notFoundText: 'در این آدرس صفحه راه‌حلی وجود ندارد. همه صنایعی را که به آن‌ها خدمت می‌کنیم ببینید.',
}
