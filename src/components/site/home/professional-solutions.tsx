import { ArrowRight } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { categoryIcon, Icon } from '../icon'
import { Section, SectionHeader } from '../section'
import { messages } from '@/content/messages'
import type { CategoryFamily } from '@/lib/catalogue/families'
import type { Locale } from '@/lib/i18n/locales'

/**
 * Professional Solutions (docs/product.md §2.3): a card for each of the catalogue's equipment families, with its
 * name, description and icon from the category tree (src/lib/catalogue/families.ts). Not shown without any (the
 * catalogue could not be read, or has no categories).
 */
export function ProfessionalSolutions({ locale, families }: { locale: Locale; families: readonly CategoryFamily[] }) {
  const { homeEyebrows, professionalSolutions } = messages(locale)
  if (families.length === 0) return null
  return (
    <Section tone="muted" aria-labelledby="solutions-title">
      <SectionHeader
        id="solutions-title"
        eyebrow={homeEyebrows.solutions}
        title={professionalSolutions.title}
        intro={professionalSolutions.intro}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {families.map((family) => (
          <li key={family.id}>
            <article
              className={
                'group relative flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 ' +
                'shadow-sm transition hover:-translate-y-0.5 hover:border-navy-600 hover:shadow-md ' +
                'motion-reduce:hover:translate-y-0'
              }
            >
              <span className="grid size-12 place-items-center rounded-lg bg-navy-800 text-accent-400">
                <Icon name={categoryIcon(family.icon)} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900" {...(family.englishName && { lang: 'en' })}>
                <Link href={family.href} className="after:absolute after:inset-0">
                  {family.name}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-600" {...(family.englishDescription && { lang: 'en' })}>
                {family.description}
              </p>
              <p
                aria-hidden="true"
                className={
                  'mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700 ' +
                  'group-hover:text-navy-900'
                }
              >
                {professionalSolutions.linkLabel}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
