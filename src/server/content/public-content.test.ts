import path from 'node:path'

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentEntries } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/staff-user'
import { companyDetails } from '@/server/documents/company'
import { messages } from '@/content/messages'
import { getLiveSiteConfig, getSiteConfig } from '@/server/page/site-config'
import { searchSite } from '@/server/catalogue'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { createContentEntry, saveContentEntry } from './entries'
import { atomFeed } from './feed'
import { newsArticles, pageOfArticles, NEWS_PAGE_SIZE } from './news'
import { businessHoursFor, publicOffices } from './offices'
import { seedContentIfEmpty } from './seed'

let db: TestDatabase
let editor: StaffUser
beforeAll(async () => {
  db = await useTestDatabase()
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  editor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Edi Tor', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
})
afterAll(() => db.dispose())

describe('the public side of the site content', () => {
  it('lists the upcoming expo first until its last day is over in Kabul, then by date, marked past', async () => {
    const before = await newsArticles('en', new Date('2026-11-28T12:00:00Z'))
    expect(before.map((a) => [a.slug, a.event?.phase])).toEqual([
      ['geospatial-expo-kabul-2026', 'upcoming'],
      ['k8-series-launch', undefined],
      ['construction-partnership', undefined],
    ])
    const during = await newsArticles('en', new Date('2026-12-09T08:00:00Z'))
    expect(during[0]!.event?.phase).toBe('ongoing')
    // 10 December ends in Kabul at 19:30 UTC: a minute before, still on; from then on, past and in date order.
    expect((await newsArticles('en', new Date('2026-12-10T19:29:00Z')))[0]!.event?.phase).toBe('ongoing')
    const after = await newsArticles('en', new Date('2026-12-10T19:30:00Z'))
    expect(after.map((a) => [a.slug, a.event?.phase])).toEqual([
      ['geospatial-expo-kabul-2026', 'past'],
      ['k8-series-launch', undefined],
      ['construction-partnership', undefined],
    ])
  })

  it('shows a Dari article in Dari, and English marked as such where a translation is incomplete', async () => {
    const fa = await newsArticles('fa', new Date('2026-11-28T12:00:00Z'))
    expect(fa.every((a) => a.lang === 'fa')).toBe(true)
    expect(fa[0]!.title).toMatch(/[\u0600-\u06ff]/)
    const created = await createContentEntry(
      {
        kind: 'news',
        slug: 'english-only',
        status: 'published',
        publishAt: null,
        unpublishAt: null,
        fields: {
          title: 'Only in English',
          summary: 'Not yet translated.',
          body: { type: 'doc', content: [] },
          author: '',
          date: '2026-11-27',
          cover: { src: '/images/news/k8-series-launch.svg', alt: 'A cover' },
        },
        translations: { fa: { title: 'فقط عنوان' } },
        sortOrder: 0,
      },
      editor,
    )
    expect(created.ok).toBe(true)
    const article = (await newsArticles('fa')).find((a) => a.slug === 'english-only')!
    expect([article.lang, article.title]).toEqual(['en', 'Only in English'])
  })

  it('pages the listing and filters it by type', () => {
    const many = Array.from({ length: NEWS_PAGE_SIZE + 3 }, (_, i) => ({ slug: `n${i}`, type: 'news' as const }))
    const articles = [...many, { slug: 'e', type: 'event' as const }] as unknown as Parameters<typeof pageOfArticles>[0]
    expect(pageOfArticles(articles, undefined, 1)).toMatchObject({ total: NEWS_PAGE_SIZE + 4, pages: 2 })
    expect(pageOfArticles(articles, undefined, 2).items).toHaveLength(4)
    expect(pageOfArticles(articles, 'event', 1).items.map((a) => a.slug)).toEqual(['e'])
    expect(pageOfArticles(articles, 'case-study', 1)).toMatchObject({ total: 0, pages: 1, items: [] })
  })

  it('builds a well-formed Atom feed per language with every article', async () => {
    const articles = await newsArticles('ps', new Date('2026-11-28T12:00:00Z'))
    const xml = atomFeed({
      articles,
      locale: 'ps',
      siteUrl: 'https://meridian.example',
      title: 'Meridian <news> & events',
      subtitle: 'S',
      typeLabels: { news: 'خبر', event: 'پروګرام', 'case-study': 'بېلګه' },
    })
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ps-AF">')
    expect(xml).toContain('<title>Meridian &lt;news&gt; &amp; events</title>')
    expect(xml).toContain('href="https://meridian.example/ps/news/feed"')
    expect(xml).toContain('<id>https://meridian.example/ps/news/geospatial-expo-kabul-2026</id>')
    // Publication dates are midnight in Kabul.
    expect(xml).toContain('<published>2026-11-09T19:30:00.000Z</published>')
    expect(xml.match(/<entry>/g)).toHaveLength(articles.length)
  })

  it('offices come head office first in the page language; the contact settings override the environment', async () => {
    const offices = await publicOffices('fa')
    expect(offices.map((o) => [o.slug, o.headOffice, o.lang])).toEqual([
      ['kabul', true, 'fa'],
      ['jalalabad', false, 'fa'],
      ['mazar-i-sharif', false, 'fa'],
    ])
    expect((await getLiveSiteConfig()).contact).toEqual(getSiteConfig().contact)
    expect((await getLiveSiteConfig()).replyWithinHours).toBe(24)
    expect(await businessHoursFor('en')).toBeUndefined()

    await createContentEntry(
      {
        kind: 'settings',
        slug: 'contact',
        status: 'published',
        publishAt: null,
        unpublishAt: null,
        fields: {
          salesEmail: 'sales@example.af',
          supportEmail: 'help@example.af',
          salesPhone: '+93 20 111 2222',
          supportPhone: '+93 79 333 4444',
          whatsapp: '',
          businessHours: 'Sat-Thu 7:30 AM to 4:30 PM AFT',
          replyWithinHours: 12,
        },
        translations: { fa: { businessHours: 'شنبه تا پنجشنبه ۷:۳۰ تا ۴:۳۰' } },
        sortOrder: 0,
      },
      editor,
    )
    expect((await getLiveSiteConfig()).contact).toEqual({
      salesEmail: 'sales@example.af',
      salesPhone: '+93 20 111 2222',
      supportEmail: 'help@example.af',
      supportPhone: '+93 79 333 4444',
      whatsappNumber: null,
    })
    // The reply promise the contact and quote pages state (their copy takes the hours).
    const { replyWithinHours } = await getLiveSiteConfig()
    expect(replyWithinHours).toBe(12)
    expect(messages('fa').contactToasts.success.text(replyWithinHours)).toContain('۱۲ ساعت')
    expect(messages('en').quotePage.intro(replyWithinHours)).toContain('within 12 hours')
    expect(await businessHoursFor('fa')).toEqual({ text: 'شنبه تا پنجشنبه ۷:۳۰ تا ۴:۳۰', lang: 'fa' })
    expect(await businessHoursFor('ps')).toEqual({ text: 'Sat-Thu 7:30 AM to 4:30 PM AFT', lang: 'en' })
    const company = await companyDetails('fa')
    expect(company.phone).toBe('+93 20 111 2222')
    expect(company.offices.map((o) => o.city)).toEqual(['کابل', 'جلال‌آباد', 'مزار شریف'])
  })

  it('an office phone change shows on the next read, in every language', async () => {
    const [kabul] = await publicOffices('en')
    const [row] = await db.handle.db.select().from(contentEntries).where(eq(contentEntries.slug, 'kabul'))
    if (!row) throw new Error('the seed has a Kabul office')
    const saved = await saveContentEntry(
      row.id,
      row.version,
      {
        kind: 'office',
        slug: 'kabul',
        status: 'published',
        publishAt: null,
        unpublishAt: null,
        fields: { ...row.fields, phones: ['+93 20 999 0000'] },
        translations: row.translations,
        sortOrder: row.sortOrder,
      },
      editor,
    )
    expect(saved.ok).toBe(true)
    expect(kabul!.phones).toEqual(['+93 20 230 1450'])
    for (const locale of ['en', 'fa', 'ps'] as const) {
      expect((await publicOffices(locale))[0]!.phones).toEqual(['+93 20 999 0000'])
    }
    expect((await companyDetails('ps')).offices[0]!.phone).toBe('+93 20 999 0000')
  })

  it('site search finds a published article and not one scheduled for later', async () => {
    await createContentEntry(
      {
        kind: 'news',
        slug: 'tripod-launch',
        status: 'published',
        publishAt: new Date(Date.now() + 3_600_000),
        unpublishAt: null,
        fields: {
          title: 'Quasartripod launch',
          summary: 'A tripod.',
          body: { type: 'doc', content: [] },
          author: '',
          date: '2026-11-27',
          cover: { src: '/images/news/k8-series-launch.svg', alt: 'A cover' },
        },
        translations: {},
        sortOrder: 0,
      },
      editor,
    )
    expect((await searchSite('Quasartripod')).hits).toEqual([])
    expect((await searchSite('expo')).hits.map((h) => h.url)).toContain('/news/geospatial-expo-kabul-2026')
  })
})
