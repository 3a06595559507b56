/** Dari (fa) 404 and error pages: mirrors ../not-found.ts. */
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'

export const notFoundPage: Messages['notFoundPage'] = {
  code: '۴۰۴',
  title: 'اوه! صفحه پیدا نشد',
  text: 'صفحه‌ای که خواستید وجود ندارد یا جابه‌جا شده است. آدرس را بررسی کنید، یا از صفحه اصلی دوباره شروع کنید.',
  home: { label: 'بازگشت به صفحه اصلی', href: routes.home },
  meta: { title: 'صفحه پیدا نشد' },
}

export const errorPage: Messages['errorPage'] = {
  title: 'مشکلی پیش آمد',
  text:
    'این صفحه نمایش داده نشد. چند لحظه بعد دوباره کوشش کنید؛ اگر این مشکل ادامه یافت، به ما زنگ بزنید ' +
    'یا بنویسید تا مستقیماً کمک کنیم.',
  retry: 'دوباره کوشش کنید',
  home: notFoundPage.home,
  reference: (digest: string) => `شماره مرجع: ${digest}`,
}
