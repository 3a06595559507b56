/**
 * Pashto short labels used on several screens (mirror of ../labels.ts, decision 032).
 */
import type { Messages } from '../messages-type'

export const sharedLabels: Messages['sharedLabels'] = {
  viewAllProducts: 'ټول محصولات وګورئ',
  getQuote: 'د بیې وړاندیز وغواړئ',
  viewDetails: 'جزئیات وګورئ',
  featured: 'ځانګړی',
  products: 'محصولات',
  home: 'کور پاڼه',
  solutions: 'حل لارې',
  about: 'زموږ په اړه',
  contact: 'اړیکه',
  newsAndEvents: 'خبرونه او پروګرامونه',
}

export const categoryNames: Messages['categoryNames'] = {
  'gnss-receivers': 'GNSS اخیستونکي',
  '3d-scanners': 'درې بعدي لېزري سکنرونه',
  'radar-monitoring': 'راداري څارنه',
  'oem-boards': 'OEM بورډونه او ماډیولونه',
}

export const solutionNames: Messages['solutionNames'] = {
  surveying: 'سروې او نقشه اخیستنه',
  construction: 'ساختمان',
  agriculture: 'دقیقه کرنه',
  mining: 'کان کیندنه او خوندیتوب',
  transportation: 'ترانسپورت او زېربنا',
  aviation: 'هوايي چلند او هوايي ډګرونه',
  marine: 'بحري چارې او اوبو لارې',
}

export const sortLabels: Messages['sortLabels'] = {
  name: 'نوم',
  price: 'بیه',
  created_at: 'تر ټولو نوي',
}
