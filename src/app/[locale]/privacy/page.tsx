import type { Metadata } from 'next'

import { messages } from '@/content/messages'
import { mailtoHref } from '@/lib/contact-details'
import { routes } from '@/lib/routes'
import { PageHero } from '@/components/site/page-hero'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { privacyPage } = messages(locale)
  return pageMetadata({
    locale,
    title: privacyPage.meta.title,
    description: privacyPage.meta.description,
    path: routes.privacy,
  })
}

/** `/privacy`: what the owner's figures count and what they never keep (docs/figures.md). */
export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { privacyPage, sharedLabels } = messages(locale)
  const site = getSiteConfig()
  return (
    <>
      <PageHero
        locale={locale}
        title={privacyPage.title}
        intro={privacyPage.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: privacyPage.title }]}
        siteUrl={site.url}
        currentPath={routes.privacy}
      />
      <div className="container-content max-w-3xl py-10 md:py-14">
        {privacyPage.sections.map((section) => (
          <section key={section.title} className="mt-8 first:mt-0">
            <h2 className="text-xl font-semibold text-navy-900">{section.title}</h2>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-10 text-slate-700">
          {privacyPage.contactLead}{' '}
          <a
            href={mailtoHref(site.contact.supportEmail)}
            className="font-medium text-navy-700 underline underline-offset-4"
          >
            {site.contact.supportEmail}
          </a>
        </p>
      </div>
    </>
  )
}
