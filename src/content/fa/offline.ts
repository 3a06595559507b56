/** Dari (fa) copy of the service worker's saved-copy notice and offline page: mirrors ../offline.ts. */
import type { Messages } from '../messages-type'

export const offlineCopy: Messages['offlineCopy'] = {
  savedCopy: (savedAt: string) =>
    `نسخه ذخیره‌شده از ${savedAt}. شما به انترنت وصل نیستید یا اتصال کند است، ` +
    'بنابراین ممکن است این صفحه به‌روز نباشد.',
  page: {
    title: 'شما به انترنت وصل نیستید',
    documentTitle: 'بدون اتصال',
    text:
      'این صفحه باز نشد و هیچ نسخه‌ای از آن روی این دستگاه ذخیره نشده است. صفحه‌هایی که قبلاً باز کرده‌اید ' +
      'اینجا نگه داشته می‌شوند و بدون اتصال هم باز می‌شوند.',
    savedHeading: 'ذخیره‌شده روی این دستگاه',
    savedAt: (savedAt: string) => `ذخیره‌شده در ${savedAt}`,
    nothingSaved:
      'هنوز هیچ صفحه‌ای روی این دستگاه ذخیره نشده است: صفحه‌هایی که هنگام اتصال باز می‌کنید برای بعد ' +
      'نگه داشته می‌شوند.',
    retry: 'دوباره کوشش کنید',
    home: 'صفحه اصلی',
    keptHeading: 'اسناد نگه‌داشته‌شده روی این دستگاه',
    keptSize: (size: string) => `نگه داشته شده، ${size}`,
  },
}
