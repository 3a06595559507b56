/**
 * The support library's texts in the site's translation files (docs/decisions/045-translation-files-po.md, "The
 * support library"), on a real database with the seed library: exported beside the site content, translated as a
 * translator would, imported through the library's door (a new row version and an audit entry per item), and shown
 * on the Dari support page; every text the import cannot place refused by name, with nothing written; a translation
 * whose English changed since offered again, marked fuzzy.
 */
import { eq } from 'drizzle-orm'
import { po } from 'gettext-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportPo, importPo } from '@/server/content/po'
import { getDb } from '@/server/db/client'
import { auditLog, libraryAdvisories, libraryReleases } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/staff-user'
import { mediaStorage } from '@/server/storage'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount } from '../../../tests/support/leads'
import { advisoryForEditor, saveAdvisory } from './advisories'
import { libraryPoSource } from './po'
import { seedLibraryIfEmpty } from './seed'
import { productSupportPage, releasePage } from './views'

const NOW = new Date('2026-12-01T08:00:00Z')
let db: TestDatabase
let editor: StaffUser
let k8Advisory: number
let vireo: number

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  expect(await seedLibraryIfEmpty(await getDb(), mediaStorage(), { now: NOW })).toBeGreaterThan(0)
  editor = await staffAccount('mina@meridian.test', 'Mina', 'editor')
  const advisories = await db.handle.db.select().from(libraryAdvisories)
  k8Advisory = advisories.find((a) => a.title.startsWith('K8 firmware 1.9'))!.id
  const releases = await db.handle.db.select().from(libraryReleases)
  vireo = releases.find((r) => r.version === '4.15.1')!.id
})
afterAll(async () => db?.dispose())

/** The messages of a PO file by context. */
function messagesOf(file: Buffer) {
  return new Map(
    Object.entries(po.parse(file).translations)
      .filter(([context]) => context)
      .map(([context, byId]) => [context, Object.values(byId)[0]!]),
  )
}

/** Fills `texts` (by context) into an exported file, as Poedit would; a context not in the file is added. */
function fill(file: Buffer, texts: Record<string, string | [english: string, text: string]>): Buffer {
  const parsed = po.parse(file)
  for (const [context, value] of Object.entries(texts)) {
    const [english, text] = Array.isArray(value) ? value : [undefined, value]
    const message = Object.values(parsed.translations[context] ?? {})[0]
    const msgid = english ?? message?.msgid
    if (!msgid) throw new Error(`no message ${context}`)
    parsed.translations[context] = { [msgid]: { msgctxt: context, msgid, msgstr: [text] } }
  }
  return po.compile(parsed)
}

const K8 = (field: string) => `library/advisory/${k8Advisory}/${field}`
const VIREO = (field: string) => `library/release/${vireo}/${field}`
/** The seed's notes are a bulleted list: item `i`'s text. */
const NOTE = (i: number) => VIREO(`notes.content.0.content.${i}.content.0.content.0.text`)

describe('library texts in the translation files', () => {
  it('exports what is untranslated beside the site content, named for the translator', async () => {
    const messages = messagesOf((await exportPo('fa', 'todo')).file)
    expect(messages.get(K8('title'))).toMatchObject({
      msgid: 'K8 firmware 1.9 changes the default NMEA talker ID',
      msgstr: [''],
      comments: { extracted: 'advisory "K8 firmware 1.9 changes the default NMEA talker ID": title' },
    })
    expect(messages.get(VIREO('requirements'))?.msgid).toBe('Needs Fieldbook controller software 7.2 or later.')
    expect(messages.get(NOTE(1))?.msgid).toBe('Keeps the tilt compensation of 4.15.0.')
    // Translated in the seed: only in the export of every text, with its translation.
    expect(messages.has(VIREO('title'))).toBe(false)
    const all = messagesOf((await exportPo('fa', 'all')).file)
    expect(all.get(VIREO('title'))?.msgstr).toEqual(['فرم‌ور گیرنده‌های Vireo G'])
  })

  it('imports a translated file: the Dari support page shows the texts, each saved as an editor saves', async () => {
    const exported = (await exportPo('fa', 'todo')).file
    const result = await importPo(
      'fa',
      fill(exported, {
        [K8('title')]: 'فرم‌ویر 1.9 ماژول K8 شناسه پیش‌فرض NMEA را تغییر می‌دهد',
        [K8('body')]: 'از نسخه 1.9.0 ماژول به‌طور پیش‌فرض جمله‌های GN می‌فرستد.',
        [VIREO('requirements')]: 'به نرم‌افزار کنترلر Fieldbook نسخه 7.2 یا بالاتر نیاز دارد.',
        [NOTE(0)]: 'از دست رفتن فیکس RTK بعد از شش ساعت در 4.15.0 را رفع می‌کند.',
        [NOTE(1)]: 'جبران شیب 4.15.0 را نگه می‌دارد.',
      }),
      editor,
    )
    expect(result).toEqual({ ok: true, texts: 5, entries: 2 })
    const k8 = (await productSupportPage('k8-gnss-module', 'fa', NOW))!.support!
    expect(k8.advisories.map((a) => [a.title, a.body])).toContainEqual([
      { value: 'فرم‌ویر 1.9 ماژول K8 شناسه پیش‌فرض NMEA را تغییر می‌دهد', lang: 'fa' },
      { value: 'از نسخه 1.9.0 ماژول به‌طور پیش‌فرض جمله‌های GN می‌فرستد.', lang: 'fa' },
    ])
    const page = (await releasePage(vireo, 'fa', NOW))!
    expect(page.release.requirements).toEqual({
      value: 'به نرم‌افزار کنترلر Fieldbook نسخه 7.2 یا بالاتر نیاز دارد.',
      lang: 'fa',
    })
    expect(JSON.stringify(page.release.notes)).toContain('جبران شیب 4.15.0 را نگه می‌دارد.')
    // English and Pashto untouched.
    expect((await productSupportPage('k8-gnss-module', 'ps', NOW))!.support!.advisories[0]!.title.lang).toBe('en')
    const audit = await db.handle.db.select().from(auditLog).where(eq(auditLog.action, 'translation import (fa)'))
    expect(audit.map((a) => [a.entityType, a.entityId, a.actorName]).sort()).toEqual([
      ['library-advisory', String(k8Advisory), 'Mina'],
      ['library-release', String(vireo), 'Mina'],
    ])
    expect((await advisoryForEditor(k8Advisory))!.row.rowVersion).toBe(2)
    // Translated now: the next "to translate" file no longer offers them.
    expect(messagesOf((await exportPo('fa', 'todo')).file).has(K8('title'))).toBe(false)
  })

  it('refuses a file with texts it cannot place, naming each, and writes nothing', async () => {
    const exported = (await exportPo('ps', 'todo')).file
    const before = await db.handle.db.select().from(libraryReleases).where(eq(libraryReleases.id, vireo))
    const result = await importPo(
      'ps',
      fill(exported, {
        [VIREO('requirements')]: 'د Fieldbook کنټرولر سافټویر 7.2 یا نوی ته اړتیا لري.',
        'library/release/99999/title': ['Ghost firmware', 'ګوسټ'],
        [K8('title')]: ['K8 firmware 1.8 changes nothing', 'K8 بدلون'],
        [NOTE(0)]: 'یوازې یوه برخه',
        [K8('body')]: 'ا'.repeat(4_001),
      }),
      editor,
    )
    expect(result.ok).toBe(false)
    const problems = (result as { problems: string[] }).problems
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the library has no release 99999'),
        expect.stringMatching(/the English of advisory "K8 firmware 1\.9.*" has changed since this file was made/),
        'release "Vireo G receiver firmware 4.15.1": notes: 1 of its 2 texts are missing; ' +
          'a text made of several parts is placed only whole.',
        'advisory "K8 firmware 1.9 changes the default NMEA talker ID": body: at most 4000 characters.',
      ]),
    )
    expect(problems).toHaveLength(4)
    expect(await db.handle.db.select().from(libraryReleases).where(eq(libraryReleases.id, vireo))).toEqual(before)
  })

  it('refuses to write over an item saved by someone else since the file was checked, naming it', async () => {
    const given = new Map([
      [K8('title'), { english: 'K8 firmware 1.9 changes the default NMEA talker ID', text: 'K8 ۱.۹', where: 'here' }],
    ])
    const placement = await libraryPoSource.place('ps', given)
    if (!placement.ok) throw new Error(placement.problems.join('\n'))
    const current = (await advisoryForEditor(k8Advisory))!
    const saved = await saveAdvisory(
      k8Advisory,
      current.row.rowVersion,
      {
        severity: current.row.severity as 'info',
        title: current.row.title,
        body: current.row.body,
        instead: 'Set the talker ID back to GP in the module settings.',
        startsOn: current.row.startsOn,
        endsOn: current.row.endsOn,
        published: current.row.published,
        translations: current.row.translations as { fa: object; ps: object },
        targets: { productIds: current.targets.productIds, categoryIds: current.targets.categoryIds },
        releaseIds: current.releaseIds,
      },
      editor,
    )
    expect(saved.ok).toBe(true)
    expect(await placement.write(editor)).toEqual({
      ok: false,
      problem:
        'advisory "K8 firmware 1.9 changes the default NMEA talker ID" was saved by someone else meanwhile; ' +
        'import again.',
    })
    expect((await advisoryForEditor(k8Advisory))!.row.translations.ps).toBeUndefined()
  })

  it('offers again, marked fuzzy with the old translation, a text whose English changed since', async () => {
    const current = (await advisoryForEditor(k8Advisory))!
    const { row } = current
    const saved = await saveAdvisory(
      k8Advisory,
      row.rowVersion,
      {
        severity: row.severity as 'info',
        title: 'K8 firmware 1.9 sends GN sentences by default',
        body: row.body,
        instead: row.instead,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        published: row.published,
        translations: row.translations as { fa: object; ps: object },
        targets: current.targets,
        releaseIds: current.releaseIds,
      },
      editor,
    )
    expect(saved.ok).toBe(true)
    const messages = messagesOf((await exportPo('fa', 'todo')).file)
    expect(messages.get(K8('title'))).toMatchObject({
      msgid: 'K8 firmware 1.9 sends GN sentences by default',
      msgstr: ['فرم‌ویر 1.9 ماژول K8 شناسه پیش‌فرض NMEA را تغییر می‌دهد'],
      comments: { flag: 'fuzzy' },
    })
    // Its text did not change: still translated, not offered.
    expect(messages.has(K8('body'))).toBe(false)
  })
})
