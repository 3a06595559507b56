import path from 'node:path'

import { recentRuns } from '@/server/backups'
import { po } from 'gettext-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/staff-user'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { contentEntriesOf, createContentEntry, draftOf, saveContentEntry } from './entries'
import { newsArticle } from './news'
import { exportPo, importPo } from './po'
import { publicEntry } from './read'
import { seedContentIfEmpty } from './seed'

let db: TestDatabase
let editor: StaffUser
beforeAll(async () => {
  db = await useTestDatabase()
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  editor = await createStaffAccount(
    {
      email: 'translator@meridian.test',
      displayName: 'Tra Nslator',
      role: 'editor',
      password: 'granite survey benchmark',
    },
    null,
  )
})
afterAll(() => db.dispose())

/** The messages of a PO file by context, as a translator's tool sees them. */
function messagesOf(file: Buffer) {
  const parsed = po.parse(file)
  return Object.entries(parsed.translations)
    .filter(([context]) => context)
    .map(([context, byId]) => ({ context, ...Object.values(byId)[0]! }))
}

/** Fills `texts` (by context) into an exported file, as Poedit would. */
function fill(file: Buffer, texts: Record<string, string>): Buffer {
  const parsed = po.parse(file)
  for (const [context, text] of Object.entries(texts)) {
    const message = Object.values(parsed.translations[context] ?? {})[0]
    if (!message) throw new Error(`no message ${context}`)
    message.msgstr = [text]
  }
  return po.compile(parsed)
}

const untranslated = {
  kind: 'news' as const,
  slug: 'tripod-range',
  status: 'published' as const,
  publishAt: null,
  unpublishAt: null,
  fields: {
    title: 'New tripod range',
    summary: 'Heavy timber tripods for total stations.',
    body: { type: 'doc', content: [] },
    author: '',
    date: '2026-11-20',
    cover: { src: '/images/news/k8-series-launch.svg', alt: 'Three tripods' },
  },
  translations: {},
  sortOrder: 0,
}

describe('translation files (PO)', () => {
  it('exports nothing to do for a fully translated seed, and every text with "all"', async () => {
    expect((await exportPo('ps', 'todo')).count).toBe(0)
    const all = await exportPo('ps', 'all')
    const messages = messagesOf(all.file)
    expect(messages.length).toBe(all.count)
    const title = messages.find((m) => m.context === 'news/k8-series-launch/title')!
    expect(title.msgid).toMatch(/^K8 series/)
    expect(title.msgstr[0]).toMatch(/[\u0600-\u06ff]/)
    expect(String(all.file)).toContain('"Language: ps\\n"')
  })

  it('a translator fills an exported file, imports it, and the Pashto page shows the texts', async () => {
    await createContentEntry(untranslated, editor)
    const exported = await exportPo('ps', 'todo')
    expect(messagesOf(exported.file).map((m) => [m.context, m.msgstr[0]])).toEqual([
      ['news/tripod-range/title', ''],
      ['news/tripod-range/summary', ''],
      ['news/tripod-range/cover.alt', ''],
    ])
    expect((await newsArticle('tripod-range', 'ps'))!.lang).toBe('en')
    const result = await importPo(
      'ps',
      fill(exported.file, {
        'news/tripod-range/title': 'د درې پښو نوې لړۍ',
        'news/tripod-range/summary': 'د ټوټل سټېشن لپاره درانه لرګین درې پښي.',
        'news/tripod-range/cover.alt': 'درې درې پښي',
      }),
      editor,
    )
    expect(result).toEqual({ ok: true, texts: 3, entries: 1 })
    expect((await recentRuns(db.handle))[0]).toMatchObject({ reason: 'pre-import', status: 'ok' })
    const article = (await newsArticle('tripod-range', 'ps'))!
    expect([article.lang, article.title, article.image.alt]).toEqual(['ps', 'د درې پښو نوې لړۍ', 'درې درې پښي'])
  })

  it('marks a translation whose English changed since as fuzzy, with the old translation to start from', async () => {
    const [k8] = (await contentEntriesOf('news')).filter((e) => e.slug === 'k8-series-launch')
    const saved = await saveContentEntry(
      k8!.id,
      k8!.version,
      { ...draftOf(k8!), fields: { ...k8!.fields, summary: 'The K8 modules now ship from Kabul.' } },
      editor,
    )
    expect(saved.ok).toBe(true)
    const messages = messagesOf((await exportPo('fa', 'todo')).file)
    const summary = messages.find((m) => m.context === 'news/k8-series-launch/summary')!
    expect(summary.msgid).toBe('The K8 modules now ship from Kabul.')
    expect(summary.comments?.flag).toBe('fuzzy')
    expect(summary.msgstr[0]).toBe((k8!.translations.fa as { summary: string }).summary)
  })

  it('refuses a file with anything it cannot place, names each text, and writes nothing', async () => {
    const exported = await exportPo('ps', 'all')
    const before = await contentEntriesOf('news')
    const file = fill(exported.file, {
      'news/k8-series-launch/title': 'نوی سرلیک',
      'news/construction-partnership/body.content.0.content.0.text': '',
    })
    const parsed = po.parse(file)
    parsed.translations['news/no-such-item/title'] = {
      'Ghost title': { msgctxt: 'news/no-such-item/title', msgid: 'Ghost title', msgstr: ['سرلیک'] },
    }
    parsed.translations['office/kabul/name'] = {
      'Old name': { msgctxt: 'office/kabul/name', msgid: 'Old name', msgstr: ['نوم'] },
    }
    const result = await importPo('ps', po.compile(parsed), editor)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect([...result.problems].sort()).toEqual([
      '"Ghost title" (news/no-such-item/title): no item news/no-such-item to place it in.',
      '"Old name" (office/kabul/name): the English has changed since this file was made; export the language again.',
    ])
    expect(await contentEntriesOf('news')).toEqual(before)
  })

  it('refuses a file for another language, a file that is not PO, and a partly translated rich text', async () => {
    const fa = (await exportPo('fa', 'all')).file
    expect(await importPo('ps', fa, editor)).toEqual({
      ok: false,
      problems: ['The file is for "fa", not "ps": choose its language.'],
    })
    const garbage = await importPo('ps', Buffer.from('msgid "a\nmsgstr'), editor)
    expect(garbage.ok).toBe(false)
    await createContentEntry(
      {
        ...untranslated,
        slug: 'two-paragraphs',
        fields: {
          ...untranslated.fields,
          body: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'First.' }] },
              { type: 'paragraph', content: [{ type: 'text', text: 'Second.' }] },
            ],
          },
        },
      },
      editor,
    )
    const todo = (await exportPo('ps', 'todo')).file
    const result = await importPo(
      'ps',
      fill(todo, { 'news/two-paragraphs/body.content.0.content.0.text': 'لومړی.' }),
      editor,
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        'news "New tripod range": body: 1 of its 2 texts are missing; ' +
          'a text made of several parts is placed only whole.',
      ],
    })
  })

  it("places a page's texts one by one, flags a changed English, and refuses a path the page lacks", async () => {
    const [about] = (await contentEntriesOf('page')).filter((e) => e.slug === 'about')
    const ps = about!.translations.ps as { mission: Record<string, unknown> }
    const missionText = ps.mission.text
    // The Pashto mission heading removed; then, in a later save, the English mission text rewritten.
    const first = await saveContentEntry(
      about!.id,
      about!.version,
      {
        ...draftOf(about!),
        translations: { ...about!.translations, ps: { ...ps, mission: { ...ps.mission, title: undefined } } },
      },
      editor,
    )
    expect(first.ok).toBe(true)
    const [translated] = (await contentEntriesOf('page')).filter((e) => e.slug === 'about')
    const mission = { ...(about!.fields.mission as object), text: 'Measurements to trust.' }
    const saved = await saveContentEntry(
      about!.id,
      translated!.version,
      { ...draftOf(translated!), fields: { ...translated!.fields, mission } },
      editor,
    )
    expect(saved.ok).toBe(true)
    const exported = await exportPo('ps', 'todo')
    const pageMessages = messagesOf(exported.file).filter((m) => m.context.startsWith('page/'))
    expect(pageMessages.map((m) => [m.context, m.msgid, m.comments?.flag])).toEqual([
      ['page/about/mission.title', 'Our Mission', undefined],
      ['page/about/mission.text', 'Measurements to trust.', 'fuzzy'],
    ])
    expect(pageMessages[1]!.msgstr[0]).toBe(missionText)

    const parsed = po.parse(fill(exported.file, { 'page/about/mission.title': 'زموږ موخه' }))
    parsed.translations['page/about/mission.caption'] = {
      Caption: { msgctxt: 'page/about/mission.caption', msgid: 'Caption', msgstr: ['عنوان'] },
    }
    const refused = await importPo('ps', po.compile(parsed), editor)
    expect(refused).toEqual({
      ok: false,
      problems: ['"Caption" (page/about/mission.caption): page/about has no text at mission.caption.'],
    })
    expect((await publicEntry(['page'], 'about', 'ps'))!.fields.mission).toMatchObject({ title: 'Our Mission' })

    const result = await importPo('ps', fill(exported.file, { 'page/about/mission.title': 'زموږ موخه' }), editor)
    // The texts still marked fuzzy (this mission text, the news summary the test above flagged) are left out.
    expect(result).toEqual({ ok: true, texts: 1, entries: 1 })
    const shown = await publicEntry(['page'], 'about', 'ps')
    expect(shown!.fields.mission).toMatchObject({ title: 'زموږ موخه', text: missionText })
  })
})
