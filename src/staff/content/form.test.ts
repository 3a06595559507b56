import { describe, expect, it } from 'vitest'

import { TRANSLATED_FIELDS } from '@/server/content/read'
import {
  EDITABLE_KINDS,
  fromKabulTime,
  parseContentInput,
  toKabulTime,
  translatedSpecs,
  type ContentInput,
} from './form'
import { inputFromEntry } from './form-values'

const NOW = new Date('2026-11-28T08:00:00Z') // 12:30 in Kabul

const eventInput = (extra: ContentInput = {}): ContentInput => ({
  kind: 'event',
  slug: 'survey-expo-herat-2027',
  status: 'published',
  'fields.title': 'Survey Expo Herat 2027',
  'fields.summary': 'Three days of GNSS and scanning demonstrations.',
  'fields.cover.src': '/uploads/images/0123456789abcdef01234567.png',
  'fields.cover.alt': 'Our stand with a rover on a tripod',
  'fields.body': JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
  }),
  'fields.date': '2026-11-28',
  'fields.startDate': '2027-03-02',
  'fields.endDate': '2027-03-04',
  'fields.venue.name': 'Herat Exhibition Centre',
  'fields.venue.addressLines': 'Hall B\nAirport Road\n',
  'fields.venue.city': 'Herat',
  'translations.fa.title': 'نمایشگاه نقشه‌برداری هرات ۲۰۲۷',
  'publishAt.date': '2026-12-01',
  'publishAt.time': '09:00',
  ...extra,
})

describe('Afghanistan time in the form', () => {
  it('converts a date and time typed in Kabul to the instant, and back', () => {
    expect(fromKabulTime('2026-12-01', '09:00')).toEqual(new Date('2026-12-01T04:30:00Z'))
    expect(fromKabulTime('2026-12-01', '')).toEqual(new Date('2026-11-30T19:30:00Z'))
    expect(fromKabulTime('', '09:00')).toBeNull()
    expect(fromKabulTime('2026-02-30', '09:00')).toBe('invalid')
    expect(fromKabulTime('2026-12-01', '25:00')).toBe('invalid')
    expect(toKabulTime(new Date('2026-12-01T04:30:00Z'))).toEqual({ date: '2026-12-01', time: '09:00' })
    expect(toKabulTime(null)).toEqual({ date: '', time: '' })
  })
})

describe('parseContentInput', () => {
  it('reads an event: nested venue, lines, the English and a partial Dari translation, the schedule in UTC', () => {
    const parsed = parseContentInput('event', eventInput(), { now: NOW, stored: null })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value.publishAt).toEqual(new Date('2026-12-01T04:30:00Z'))
    expect(parsed.value.unpublishAt).toBeNull()
    expect(parsed.value.fields.venue).toEqual({
      name: 'Herat Exhibition Centre',
      addressLines: ['Hall B', 'Airport Road'],
      city: 'Herat',
    })
    expect(parsed.value.translations).toEqual({ fa: { title: 'نمایشگاه نقشه‌برداری هرات ۲۰۲۷' } })
  })

  it('names every problem at its input', () => {
    const parsed = parseContentInput(
      'event',
      eventInput({
        slug: 'Not A Slug',
        'fields.title': '',
        'fields.cover.alt': ' ',
        'fields.endDate': '2027-03-01',
        'fields.venue.addressLines': 'a\nb\nc\nd\ne',
      }),
      { now: NOW, stored: null },
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual([
      'fields.cover.alt',
      'fields.endDate',
      'fields.title',
      'fields.venue.addressLines',
      'slug',
    ])
    expect(parsed.fieldErrors['fields.endDate']).toBe('The event cannot end before it starts.')
  })

  it('refuses a new publishing time in the past and an unpublish time before the publish time', () => {
    const past = parseContentInput('event', eventInput({ 'publishAt.date': '2026-11-28', 'publishAt.time': '12:00' }), {
      now: NOW,
      stored: null,
    })
    expect(past.ok || past.fieldErrors.publishAt).toMatch(/already passed in Afghanistan/)
    const backwards = parseContentInput(
      'event',
      eventInput({ 'unpublishAt.date': '2026-12-01', 'unpublishAt.time': '08:59' }),
      { now: NOW, stored: null },
    )
    expect(backwards.ok || backwards.fieldErrors.unpublishAt).toMatch(/after it goes up/)
  })

  it('keeps a stored publishing time that has passed since (re-saving last week’s article)', () => {
    const stored = { publishAt: new Date('2026-11-20T04:30:00Z'), unpublishAt: null }
    const input = eventInput({ 'publishAt.date': '2026-11-20', 'publishAt.time': '09:00' })
    expect(parseContentInput('event', input, { now: NOW, stored }).ok).toBe(true)
  })

  it('reduces hostile rich text to the allow-list', () => {
    const hostile = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'ok', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        { type: 'image', attrs: { src: '/uploads/images/x.png', alt: 'x', onerror: 'alert(1)' } },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
      ],
    }
    const parsed = parseContentInput('event', eventInput({ 'fields.body': JSON.stringify(hostile) }), {
      now: NOW,
      stored: null,
    })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value.fields.body).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'ok' }] },
        { type: 'image', attrs: { src: '/uploads/images/x.png', alt: 'x' } },
      ],
    })
  })

  it('offices: e-mail and phones stored as typed (no link scheme); settings: the one entry, always published', () => {
    const office = parseContentInput(
      'office',
      {
        slug: 'herat',
        status: 'draft',
        'fields.name': 'Herat office',
        'fields.addressLines': 'Jade-e Walayat 12',
        'fields.city': 'Herat',
        'fields.phones': '+93 40 222 1234\n',
        'fields.email': 'herat@example.af',
        'fields.headOffice': 'on',
      },
      { now: NOW, stored: null },
    )
    expect(office.ok && office.value.fields).toMatchObject({
      phones: ['+93 40 222 1234'],
      email: 'herat@example.af',
      headOffice: true,
    })
    const settings = parseContentInput(
      'settings',
      {
        'fields.salesEmail': 'sales@example.af',
        'fields.supportEmail': 'support@example.af',
        'fields.salesPhone': '+93 20 230 1450',
        'fields.supportPhone': '+93 79 900 2400',
        'fields.whatsapp': '+93799002400',
        'fields.businessHours': 'Sat-Thu 8:00 to 17:00 AFT',
        'fields.replyWithinHours': '24',
        'translations.fa.businessHours': 'شنبه تا پنجشنبه',
      },
      { now: NOW, stored: null },
    )
    expect(settings.ok && settings.value).toMatchObject({
      slug: 'contact',
      status: 'published',
      fields: { salesPhone: '+93 20 230 1450', whatsapp: '+93799002400', replyWithinHours: 24 },
      translations: { fa: { businessHours: 'شنبه تا پنجشنبه' } },
    })
  })

  it('round-trips: a stored entry as inputs parses back to the same entry', () => {
    const parsed = parseContentInput('event', eventInput(), { now: NOW, stored: null })
    if (!parsed.ok) throw new Error('fixture does not parse')
    const again = parseContentInput(
      'event',
      inputFromEntry('event', { ...parsed.value, publishAt: null, unpublishAt: null }),
      {
        now: NOW,
        stored: null,
      },
    )
    expect(again.ok && again.value.fields).toEqual(parsed.value.fields)
    expect(again.ok && again.value.translations).toEqual(parsed.value.translations)
  })

  it('offers exactly the fields the site translates', () => {
    for (const kind of [...EDITABLE_KINDS, 'settings'] as const) {
      const offered = new Set(translatedSpecs(kind).map((s) => s.name.split('.')[0]))
      expect([...offered].sort(), kind).toEqual([...TRANSLATED_FIELDS[kind]].sort())
    }
  })
})
