import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/staff-user'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { createContentEntry, saveContentEntry, type ContentDraft } from './entries'
import { publicEntries, publicEntry, translationStatus } from './read'

let db: TestDatabase
let editor: StaffUser
beforeAll(async () => {
  db = await useTestDatabase()
  editor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Edi Tor', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
})
afterAll(() => db.dispose())

const news = (slug: string, extra: Partial<ContentDraft> = {}): ContentDraft => ({
  kind: 'news',
  slug,
  status: 'published',
  publishAt: null,
  unpublishAt: null,
  fields: {
    title: `Title of ${slug}`,
    summary: 'Summary',
    author: 'Desk',
    date: '2026-11-01',
    cover: { src: '/images/news/a.svg', alt: 'A cover' },
  },
  translations: {},
  sortOrder: 0,
  ...extra,
})

describe('reading content', () => {
  it('a scheduled entry shows from its time, an expired one no more, a draft never; a save shows at once', async () => {
    await createContentEntry(news('now-live'), editor)
    await createContentEntry(news('later', { publishAt: new Date('2026-12-01T04:30:00Z') }), editor)
    await createContentEntry(news('gone', { unpublishAt: new Date('2026-11-20T00:00:00Z') }), editor)
    await createContentEntry(news('draft', { status: 'draft' }), editor)
    const slugsAt = async (iso: string) => (await publicEntries(['news'], 'en', new Date(iso))).map((e) => e.slug)
    expect(await slugsAt('2026-11-10T00:00:00Z')).toEqual(['now-live', 'gone'])
    expect(await slugsAt('2026-11-28T00:00:00Z')).toEqual(['now-live'])
    expect(await slugsAt('2026-12-01T04:30:00Z')).toEqual(['now-live', 'later'])

    const live = (await publicEntry(['news'], 'now-live', 'en'))!
    const saved = await saveContentEntry(
      live.id,
      1,
      news('now-live', { fields: { ...news('x').fields, title: 'New title' } }),
      editor,
    )
    expect(saved.ok).toBe(true)
    expect((await publicEntry(['news'], 'now-live', 'en'))!.fields.title).toBe('New title')
  })

  it('a language shows only when complete; until then the English shows, marked as English', async () => {
    const partial = { fa: { title: 'عنوان', summary: 'خلاصه' } }
    const complete = { fa: { ...partial.fa, author: 'بخش خبرها', cover: { alt: 'تصویر جلد' } } }
    const entry = news('translated', { translations: partial })
    expect(translationStatus(entry, 'fa')).toEqual({ status: 'partial', missing: ['author', 'cover'] })
    expect(translationStatus(entry, 'ps')).toEqual({
      status: 'missing',
      missing: ['title', 'summary', 'author', 'cover'],
    })
    const created = await createContentEntry(entry, editor)
    if (!created.ok) throw new Error('create failed')
    expect(await publicEntry(['news'], 'translated', 'fa')).toMatchObject({
      lang: 'en',
      fields: { title: 'Title of translated' },
    })

    await saveContentEntry(created.id, 1, news('translated', { translations: complete }), editor)
    const fa = (await publicEntry(['news'], 'translated', 'fa'))!
    expect(fa).toMatchObject({ lang: 'fa', fields: { title: 'عنوان', author: 'بخش خبرها' } })
    // The translation gives the cover's words; the image file stays the English one.
    expect(fa.fields.cover).toEqual({ src: '/images/news/a.svg', alt: 'تصویر جلد' })
  })
})
