import { describe, expect, it } from 'vitest'

import { contentSlug, eventFieldsSchema, officeFieldsSchema, settingsFieldsSchema } from './kinds'

const expo = {
  title: 'Afghanistan Geospatial & Survey Expo 2026',
  summary: 'Live RTK, scanning and radar demonstrations at stand B14.',
  body: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Book a meeting.' }] },
      { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
    ],
  },
  date: '2026-11-10',
  cover: { src: '/images/news/geospatial-expo-kabul.svg', alt: 'Exhibition stand with survey equipment' },
  startDate: '2026-12-08',
  endDate: '2026-12-10',
  venue: { name: 'Kabul Expo Center', city: 'Kabul' },
}

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('content kinds', () => {
  it('an event is parsed with its body reduced to the allowed elements', () => {
    const parsed = eventFieldsSchema.parse(expo)
    expect(parsed.body.content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'Book a meeting.' }] }])
    expect(parsed.venue.addressLines).toEqual([])
  })

  it('refuses an event that ends before it starts, a missing title and a foreign cover image', () => {
    const result = eventFieldsSchema.safeParse({
      ...expo,
      title: '  ',
      endDate: '2026-12-07',
      cover: { src: 'https://evil.example/x.png', alt: 'x' },
    })
    expect(messages(result)).toEqual({
      title: 'Enter the title.',
      endDate: 'The event cannot end before it starts.',
      'cover.src': 'Choose an uploaded image.',
    })
  })

  it('slugs: lowercase words, and not a word the news area uses for its own pages', () => {
    expect(contentSlug.parse('kabul-expo-2026')).toBe('kabul-expo-2026')
    expect(contentSlug.safeParse('Kabul Expo').error?.issues[0]?.message).toMatch(/^Lowercase letters/)
    expect(contentSlug.safeParse('feed').error?.issues[0]?.message).toBe(
      '"feed" is reserved for the site\'s own pages.',
    )
  })

  it('offices and contact settings take display phone numbers, e-mail addresses and web links only', () => {
    const office = {
      name: 'Kabul head office',
      addressLines: ['Street 4, Shahr-e Naw'],
      city: 'Kabul',
      phones: ['+93 20 230 1234'],
      email: 'kabul@meridian.af',
      mapUrl: 'https://maps.example/kabul',
      headOffice: true,
    }
    expect(officeFieldsSchema.parse(office).phones).toEqual(['+93 20 230 1234'])
    expect(
      messages(
        officeFieldsSchema.safeParse({
          ...office,
          phones: ['javascript:alert(1)'],
          email: 'mailto:x@y.af',
          mapUrl: 'javascript:x',
        }),
      ),
    ).toEqual({
      'phones.0': 'A phone number in international form, like +93 20 230 1450.',
      email: 'An e-mail address, like kabul@example.af.',
      mapUrl: 'A web address (https://…).',
    })
    const settings = {
      salesEmail: 'sales@meridian.af',
      supportEmail: 'support@meridian.af',
      salesPhone: '+93 20 230 1234',
      supportPhone: '+93 79 900 2400',
      whatsapp: '+93 700 123 456',
      businessHours: 'Saturday to Thursday, 8:00 to 17:00',
      replyWithinHours: '24',
    }
    expect(settingsFieldsSchema.parse(settings).replyWithinHours).toBe(24)
    expect(settingsFieldsSchema.parse({ ...settings, whatsapp: '' }).whatsapp).toBe('')
    expect(Object.keys(messages(settingsFieldsSchema.safeParse({ ...settings, whatsapp: '0700 123 456' })))).toEqual([
      'whatsapp',
    ])
  })
})
