/**
 * Dari (fa) office labels: mirrors ../offices.ts (the offices themselves are content entries).
 */
import type { Messages } from '../messages-type'

export const officesSection: Messages['officesSection'] = {
  title: 'دفترهای ساحوی',
  intro: 'به نزدیک‌ترین دفتر به پروژه خود سر بزنید، زنگ بزنید یا بنویسید.',
  headOfficeBadge: 'دفتر مرکزی',
  labels: { address: 'آدرس', phone: 'تیلفون', email: 'ایمیل', hours: 'ساعات کاری' },
}
