import { z } from 'zod'

/**
 * The leads' owner, call, follow-up and assignment forms: one zod schema each, parsed by the server action and
 * read by the form for its limits (docs/decisions/042-one-way-to-build-a-staff-screen.md).
 */

export const LEAD_ACTIVITY_NOTE_MAX = 4_000
/** Minutes Afghanistan is ahead of UTC (fixed; docs/decisions/047-lead-clock.md). */
const KABUL_OFFSET = '+04:30'

const id = z.coerce.number().int().positive()

/** `<input type="datetime-local">` in Kabul time → the instant; '' → null. */
export function kabulInputToDate(value: string): Date | null {
  if (!value) return null
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}${KABUL_OFFSET}`)
  return Number.isNaN(at.getTime()) ? null : at
}

/** The instant as a datetime-local value in Kabul time ('2026-11-30T09:00'). */
export function dateToKabulInput(at: Date | null): string {
  if (!at) return ''
  return new Date(at.getTime() + 270 * 60_000).toISOString().slice(0, 16)
}

export const leadOwnerSchema = z.object({
  id,
  /** '' = unassigned. */
  ownerId: z.union([z.literal(''), id]),
})
export type LeadOwnerInput = z.infer<typeof leadOwnerSchema>

export const leadCallSchema = z.object({
  id,
  note: z
    .string()
    .trim()
    .min(1, 'Say what was discussed on the call.')
    .max(LEAD_ACTIVITY_NOTE_MAX, `Keep the note under ${LEAD_ACTIVITY_NOTE_MAX.toLocaleString('en')} characters.`),
})
export type LeadCallInput = z.infer<typeof leadCallSchema>

export const leadNextActionSchema = z
  .object({
    id,
    at: z
      .string()
      .refine((v) => v === '' || kabulInputToDate(v) !== null, 'Enter a date and time, or leave it empty to clear.'),
    note: z
      .string()
      .trim()
      .max(LEAD_ACTIVITY_NOTE_MAX, `Keep the note under ${LEAD_ACTIVITY_NOTE_MAX.toLocaleString('en')} characters.`),
  })
  .refine((v) => v.at !== '' || v.note === '', { path: ['at'], message: 'Give the follow-up a date and time.' })
export type LeadNextActionInput = z.infer<typeof leadNextActionSchema>

export const ASSIGNMENT_RULE_SLOTS = 5

const ruleSchema = z.object({
  kind: z.enum(['subject', 'category']),
  value: z.string().trim().min(1),
  ownerId: id,
})

/** At most this many public holidays: a few years of Afghanistan's (about 15 a year). */
export const HOLIDAYS_MAX = 100

/** A real calendar date written YYYY-MM-DD (2027-02-30 is refused). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const at = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value
}

/** The holidays field: one date a line (commas also separate), blank lines ignored; each must be a real date. */
export const holidaysSchema = z
  .string()
  .transform((text) =>
    text
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .superRefine((dates, ctx) => {
    const bad = dates.filter((d) => !isIsoDate(d))
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Not a date: ${bad.slice(0, 3).join(', ')}. Write each holiday as YYYY-MM-DD, one a line.`,
      })
    else if (dates.length > HOLIDAYS_MAX)
      ctx.addIssue({ code: 'custom', message: `List at most ${HOLIDAYS_MAX} holidays; remove past years first.` })
  })

export const leadSettingsSchema = z.object({
  mode: z.enum(['business', 'plain'], { message: 'Choose business hours or plain hours.' }),
  holidays: holidaysSchema,
  roundRobin: z.array(id),
  rules: z.array(ruleSchema).max(ASSIGNMENT_RULE_SLOTS),
})
export type LeadSettingsFormInput = z.infer<typeof leadSettingsSchema>

/** The settings form's fields → the schema's shape: checked accounts, and rule rows with a value and an owner. */
export function leadSettingsFromForm(formData: FormData): Record<string, unknown> {
  const rules = []
  for (let i = 0; i < ASSIGNMENT_RULE_SLOTS; i++) {
    const value = String(formData.get(`rules.${i}.value`) ?? '').trim()
    const ownerId = String(formData.get(`rules.${i}.ownerId`) ?? '')
    if (value === '' && ownerId === '') continue
    rules.push({ kind: String(formData.get(`rules.${i}.kind`) ?? ''), value, ownerId })
  }
  return {
    mode: formData.get('mode'),
    holidays: String(formData.get('holidays') ?? ''),
    roundRobin: formData.getAll('roundRobin'),
    rules,
  }
}
