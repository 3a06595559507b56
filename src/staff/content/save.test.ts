import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { roleCan } from '@/lib/staff/roles'
import { contentEntryById, contentSlugRedirect } from '@/server/content/entries'
import { createStaffAccount } from '@/server/staff/accounts'
import { auditSubjects, listAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { loadContactSettings, loadContentEditor, loadContentList } from './load'
import { restoreRevision, saveContentForm, saveSettingsForm } from './save'

let db: TestDatabase
let editor: StaffUser
let owner: StaffUser
beforeAll(async () => {
  db = await useTestDatabase()
  editor = await createStaffAccount(
    { email: 'editor@meridian.test', displayName: 'Edi Tor', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
  owner = await createStaffAccount(
    { email: 'owner@meridian.test', displayName: 'Own Er', role: 'owner', password: 'basalt level staff rod' },
    null,
  )
})
afterAll(() => db.dispose())

const NOW = new Date('2026-11-28T08:00:00Z')

function form(values: Record<string, string>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(values)) data.append(k, v)
  return data
}

const news = (extra: Record<string, string> = {}) =>
  form({
    kind: 'news',
    slug: 'rtk-network-herat',
    status: 'published',
    'fields.title': 'RTK network reaches Herat',
    'fields.summary': 'Corrections now cover Herat city.',
    'fields.cover.src': '/images/news/k8-series-launch.svg',
    'fields.cover.alt': 'A reference station on a rooftop',
    'fields.date': '2026-11-28',
    'publishAt.date': '2026-12-01',
    'publishAt.time': '09:00',
    ...extra,
  })

describe('the content actions, against a real database', () => {
  it('only owners and editors hold the content permission', () => {
    expect([roleCan('owner', 'content'), roleCan('editor', 'content'), roleCan('sales', 'content')]).toEqual([
      true,
      true,
      false,
    ])
  })

  let id = 0
  it('creates an entry scheduled in Afghanistan time: listed as scheduled, Dari and Pashto missing', async () => {
    const created = await saveContentForm(editor, news(), NOW)
    expect(created).toMatchObject({ status: 'done', version: 1 })
    id = created.created!
    const row = await contentEntryById(id)
    expect(row?.publishAt).toEqual(new Date('2026-12-01T04:30:00Z'))
    const { items } = await loadContentList('news', NOW)
    expect(items.find((i) => i.id === id)).toMatchObject({
      state: 'scheduled',
      translations: { fa: 'missing', ps: 'missing' },
      updatedBy: 'Edi Tor',
    })
  })

  it('refuses invalid input with the fields named and the input given back', async () => {
    const answer = await saveContentForm(editor, news({ id: String(id), version: '1', 'fields.title': '' }), NOW)
    expect(answer.status).toBe('error')
    expect(answer.fieldErrors).toEqual({ 'fields.title': 'Enter the title.' })
    expect(answer.input?.['fields.summary']).toBe('Corrections now cover Herat city.')
  })

  it('a stale save is refused, naming the fields the other save changed, keeping the input', async () => {
    const first = await saveContentForm(
      owner,
      news({ id: String(id), version: '1', 'fields.summary': 'Corrections now cover Herat and Shindand.' }),
      NOW,
    )
    expect(first).toMatchObject({ status: 'done', version: 2 })
    const stale = await saveContentForm(
      editor,
      news({ id: String(id), version: '1', 'translations.fa.title': 'شبکه RTK به هرات رسید' }),
      NOW,
    )
    expect(stale.status).toBe('error')
    expect(stale.conflict?.version).toBe(2)
    expect(stale.conflict?.changes).toEqual([
      {
        field: 'fields.summary',
        label: 'Summary',
        before: 'Corrections now cover Herat city.',
        after: 'Corrections now cover Herat and Shindand.',
      },
    ])
    expect(stale.input?.['translations.fa.title']).toBe('شبکه RTK به هرات رسید')
    expect((await contentEntryById(id))?.translations).toEqual({})
  })

  it('a changed slug keeps the old one as a redirect', async () => {
    const renamed = await saveContentForm(editor, news({ id: String(id), version: '2', slug: 'rtk-herat' }), NOW)
    expect(renamed).toMatchObject({ status: 'done', version: 3 })
    expect(await contentSlugRedirect('news', 'rtk-network-herat')).toBe('rtk-herat')
    expect(await contentSlugRedirect('news', 'rtk-herat')).toBeUndefined()
    expect(await contentSlugRedirect('event', 'rtk-network-herat')).toBeUndefined()
  })

  it('history lists each version with its changes; a version is restored as a new draft', async () => {
    const loaded = await loadContentEditor(id)
    expect(loaded?.revisions.map((r) => [r.version, r.actorName])).toEqual([
      [3, 'Edi Tor'],
      [2, 'Own Er'],
      [1, 'Edi Tor'],
    ])
    expect(loaded?.revisions[1]?.changes).toEqual([
      {
        field: 'Summary',
        before: 'Corrections now cover Herat city.',
        after: 'Corrections now cover Herat and Shindand.',
      },
    ])
    // The slug as each version had it: set by the first, changed by the third (it once read "Slug: (empty)").
    const slug = (version: number) => loaded?.revisions.find((r) => r.version === version)?.changes
    expect(slug(1)).toContainEqual({ field: 'Slug', before: '', after: 'rtk-network-herat' })
    expect(slug(3)).toContainEqual({ field: 'Slug', before: 'rtk-network-herat', after: 'rtk-herat' })
    expect((await restoreRevision(editor, id, 1, 2)).status).toBe('error')
    const restored = await restoreRevision(editor, id, 1, 3)
    expect(restored).toMatchObject({ status: 'done', version: 4 })
    const row = await contentEntryById(id)
    expect(row).toMatchObject({ status: 'draft', slug: 'rtk-herat', version: 4 })
    expect(row?.fields.summary).toBe('Corrections now cover Herat city.')
    // The audit log names the entry by its title.
    const audit = await listAudit({ entityType: 'content', entityId: String(id) })
    expect(audit.entries[0]?.action).toBe('restore v1')
    const subjects = await auditSubjects(audit.entries)
    expect(subjects.get(audit.entries[0]!.id)).toEqual({
      name: 'RTK network reaches Herat',
      href: `/admin/content/${id}`,
    })
  })

  it('the list names whoever saved each entry last', async () => {
    const second = await saveContentForm(owner, news({ slug: 'second-item', 'publishAt.date': '' }), NOW)
    const { items } = await loadContentList(null, NOW)
    expect(items.find((i) => i.id === second.created)).toMatchObject({ updatedBy: 'Own Er', state: 'published' })
    expect(items.find((i) => i.id === id)).toMatchObject({ updatedBy: 'Edi Tor', state: 'draft' })
  })

  it('contact settings start from the environment and the first save creates the entry', async () => {
    const before = await loadContactSettings()
    expect(before.fromDefaults).toBe(true)
    // As the site shows them (the defaults of src/lib/contact-details.ts).
    expect(before.entry.fields).toMatchObject({ salesEmail: 'sales@meridiangeo.af', salesPhone: '+93 20 230 1450' })
    const saved = await saveSettingsForm(
      owner,
      form({
        version: '0',
        'fields.salesEmail': 'sales@example.af',
        'fields.supportEmail': 'support@example.af',
        'fields.salesPhone': '+93 20 230 1450',
        'fields.supportPhone': '+93 79 900 2400',
        'fields.whatsapp': '+93799002400',
        'fields.businessHours': 'Sat-Thu 8:00 to 17:00 AFT',
        'fields.replyWithinHours': '12',
      }),
      NOW,
    )
    expect(saved).toMatchObject({ status: 'done', version: 1 })
    const after = await loadContactSettings()
    expect(after.fromDefaults).toBe(false)
    expect(after.entry.fields).toMatchObject({ salesEmail: 'sales@example.af', replyWithinHours: 12 })
  })
})
