/**
 * Dari (fa) regional offices: mirrors ../offices.ts. Contact values, coordinates and ids come from the English
 * records (one source for the data); only names, addresses and hours are written here. Addresses are the same
 * fictional placeholders as in English, in the local form (سرک, ناحیه, چوک).
 */
import type { Messages } from '../messages-type'
import { offices as enOffices } from '../offices'
import { businessHoursText } from './site'

type Office = Messages['offices'][number]

/** The English office with this id, its copy replaced. */
function office(id: Office['id'], copy: Pick<Office, 'name' | 'city' | 'addressLines' | 'province'>): Office {
  const english = enOffices.find((item) => item.id === id)
  if (!english) throw new Error(`No English office "${id}"`)
  return { ...english, ...copy, country: 'افغانستان', hours: businessHoursText }
}

export const offices: Messages['offices'] = [
  office('kabul', {
    name: 'دفتر مرکزی کابل',
    city: 'کابل',
    addressLines: ['خانه ۲۷، سرک ۴، قلعه فتح‌الله', 'ناحیه ۱۰'],
    province: 'کابل',
  }),
  office('jalalabad', {
    name: 'دفتر جلال‌آباد',
    city: 'جلال‌آباد',
    addressLines: ['منزل دوم، نمره ۱۱۲، سرک چهارراهی مخابرات', 'ناحیه ۳'],
    province: 'ننگرهار',
  }),
  office('mazar-i-sharif', {
    name: 'دفتر مزار شریف',
    city: 'مزار شریف',
    addressLines: ['تعمیر ۹، سرک دروازه بلخ', 'نزدیک چوک روضه'],
    province: 'بلخ',
  }),
]

export const headOffice: Messages['headOffice'] =
  offices.find((item) => item.isHeadOffice) ?? (offices[0] as Messages['headOffice'])

export const officesSection: Messages['officesSection'] = {
  title: 'دفترهای ساحوی',
  intro: 'به نزدیک‌ترین دفتر به پروژه خود سر بزنید، زنگ بزنید یا بنویسید.',
  headOfficeBadge: 'دفتر مرکزی',
  labels: { address: 'آدرس', phone: 'تیلفون', email: 'ایمیل', hours: 'ساعات کاری' },
}
