/** Dari (fa) short labels used on several screens: mirrors ../labels.ts. */
import type { Messages } from '../messages-type'

export const sharedLabels: Messages['sharedLabels'] = {
  viewAllProducts: 'مشاهده همه محصولات',
  getQuote: 'درخواست قیمت',
  viewDetails: 'مشاهده جزئیات',
  featured: 'ویژه',
  products: 'محصولات',
  home: 'صفحه اصلی',
  solutions: 'راه‌حل‌ها',
  about: 'درباره ما',
  contact: 'تماس با ما',
  newsAndEvents: 'اخبار و رویدادها',
}

export const categoryNames: Messages['categoryNames'] = {
  'gnss-receivers': 'گیرنده‌های GNSS',
  '3d-scanners': 'اسکنرهای لیزری سه‌بعدی',
  'radar-monitoring': 'نظارت راداری',
  'oem-boards': 'بوردها و ماژول‌های OEM',
}

export const solutionNames: Messages['solutionNames'] = {
  surveying: 'نقشه‌برداری و تهیه نقشه',
  construction: 'ساخت‌وساز',
  agriculture: 'زراعت دقیق',
  mining: 'معادن و ایمنی',
  transportation: 'ترانسپورت و زیربناها',
  aviation: 'هوانوردی و میدان‌های هوایی',
  marine: 'دریایی و آبراه‌ها',
}

export const sortLabels: Messages['sortLabels'] = {
  name: 'نام',
  price: 'قیمت',
  created_at: 'جدیدترین',
}
