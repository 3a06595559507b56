import { describe, expect, it } from 'vitest'

import { HOLIDAYS_MAX, leadSettingsFromForm, leadSettingsSchema } from './lead-forms'

function parse(holidays: string) {
  const form = new FormData()
  form.set('mode', 'business')
  form.set('holidays', holidays)
  return leadSettingsSchema.safeParse(leadSettingsFromForm(form))
}

describe('the holidays field', () => {
  it('reads one date a line (or comma separated), ignoring blank lines and spaces', () => {
    const parsed = parse('2027-03-21\n\n 2027-03-22 , 2027-04-10\r\n')
    expect(parsed.success && parsed.data.holidays).toEqual(['2027-03-21', '2027-03-22', '2027-04-10'])
  })

  it('is empty when nothing is listed', () => {
    const parsed = parse('')
    expect(parsed.success && parsed.data.holidays).toEqual([])
  })

  it('refuses what is not a real date, naming it', () => {
    for (const bad of ['2027-02-30', '21/03/2027', '2027-3-21', 'Nowruz']) {
      const parsed = parse(`2027-03-21\n${bad}`)
      expect(parsed.success).toBe(false)
      const issue = parsed.error!.issues[0]!
      expect(issue.path).toEqual(['holidays'])
      expect(issue.message).toContain(bad)
      expect(issue.message).toContain('YYYY-MM-DD')
    }
  })

  it('refuses more than the limit', () => {
    const many = Array.from({ length: HOLIDAYS_MAX + 1 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)))
    const parsed = parse(many.map((d) => d.toISOString().slice(0, 10)).join('\n'))
    expect(parsed.success).toBe(false)
  })
})
