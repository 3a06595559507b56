/**
 * Pashto regional offices (mirror of ../offices.ts, decision 032): names and addresses in Pashto; phones, e-mail
 * addresses and coordinates as in English.
 */
import type { Messages } from '../messages-type'
import { offices as enOffices } from '../offices'
import { businessHoursText } from './site'

type Office = Messages['headOffice']

/** The English office with the same id: the values that are not copy (phone, e-mail, coordinates) come from it. */
function contactValues(id: Office['id']) {
  const office = enOffices.find((candidate) => candidate.id === id) as (typeof enOffices)[number]
  return {
    countryCode: office.countryCode,
    phone: office.phone,
    email: office.email,
    isHeadOffice: office.isHeadOffice,
    geo: office.geo,
  }
}

export const offices: Messages['offices'] = [
  {
    id: 'kabul',
    name: 'د کابل مرکزي دفتر',
    city: 'کابل',
    addressLines: ['کور ۲۷، څلورم سړک، قلعه فتح الله', 'لسمه ناحیه'],
    province: 'کابل',
    country: 'افغانستان',
    hours: businessHoursText,
    ...contactValues('kabul'),
  },
  {
    id: 'jalalabad',
    name: 'د جلال‌آباد دفتر',
    city: 'جلال‌آباد',
    addressLines: ['دوهم پوړ، ځمکه ۱۱۲، د مخابراتو څلورلارې سړک', 'درېیمه امنیتي حوزه'],
    province: 'ننګرهار',
    country: 'افغانستان',
    hours: businessHoursText,
    ...contactValues('jalalabad'),
  },
  {
    id: 'mazar-i-sharif',
    name: 'د مزار شریف دفتر',
    city: 'مزار شریف',
    addressLines: ['ودانۍ ۹، د دروازه بلخ سړک', 'د روضې څلورلارې ته نږدې'],
    province: 'بلخ',
    country: 'افغانستان',
    hours: businessHoursText,
    ...contactValues('mazar-i-sharif'),
  },
]

export const headOffice: Messages['headOffice'] =
  offices.find((office) => office.isHeadOffice) ?? (offices[0] as Office)

export const officesSection: Messages['officesSection'] = {
  title: 'سیمه ییز دفترونه',
  intro: 'خپلې پروژې ته نږدې دفتر ته راشئ، زنګ ووهئ یا ولیکئ.',
  headOfficeBadge: 'مرکزي دفتر',
  labels: { address: 'پته', phone: 'تلیفون', email: 'برېښنالیک', hours: 'ساعتونه' },
}
