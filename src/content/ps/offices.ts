/**
 * Pashto (ps) office labels: mirrors ../offices.ts (the offices themselves are content entries).
 */
import type { Messages } from '../messages-type'

export const officesSection: Messages['officesSection'] = {
  title: 'سیمه ییز دفترونه',
  intro: 'خپلې پروژې ته نږدې دفتر ته راشئ، زنګ ووهئ یا ولیکئ.',
  headOfficeBadge: 'مرکزي دفتر',
  labels: { address: 'پته', phone: 'تلیفون', email: 'برېښنالیک', hours: 'ساعتونه' },
}
