import { z } from 'zod'

import { kabulDate } from '@/lib/content/schedule'

import { FULL_DISCOUNT, MONEY_LIMITS, parseDecimal, quotationTotals, RATE_SCALE, type QuotationTotals } from './money'

/**
 * The quotation editor's draft: what staff type, as text, read by the editor as they type and by the server action
 * before anything is stored (docs/decisions/042-one-way-to-build-a-staff-screen.md). Amounts are read digit by
 * digit into integers (docs/decisions/048-money-and-numbering.md), never through a float.
 */

export const QUOTATION_LANGUAGES = ['en', 'fa', 'ps'] as const
export type QuotationLanguage = (typeof QUOTATION_LANGUAGES)[number]
export const QUOTATION_TEXT_MAX = 2_000
export const QUOTATION_LINE_NAME_MAX = 200

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))

/** A decimal field: its refusal as a sentence, or the integer it stands for. */
function decimal(text: string, scale: number, max: number): { value: number } | { error: string } {
  const read = parseDecimal(text, scale, max)
  if (read.ok) return { value: read.value }
  const places = scale === 0 ? 'no decimals' : `at most ${scale} decimal${scale === 1 ? '' : 's'}`
  const reasons = {
    empty: 'Enter a number.',
    'not-a-number': 'Enter a number such as 1250.50.',
    'too-many-decimals': `Use ${places}.`,
    negative: 'Enter zero or more.',
    'too-large': 'This is larger than a quotation allows.',
  }
  return { error: reasons[read.reason] }
}

export const quotationLineDraftSchema = z
  .object({
    key: z.string().max(60),
    /** '' for a free line (training, shipping, installation). */
    // Up to nine digits: a product id (a 32-bit serial), never a number the database cannot hold.
    productId: z.string().regex(/^\d{0,9}$/, 'Choose a product or make it a free line.'),
    name: z
      .string()
      .trim()
      .min(1, 'Name the line.')
      .max(QUOTATION_LINE_NAME_MAX, `Keep the name under ${QUOTATION_LINE_NAME_MAX} characters.`),
    model: z.string().trim().max(QUOTATION_LINE_NAME_MAX),
    quantity: z.string().superRefine((v, ctx) => {
      if (!/^\s*\d+\s*$/.test(v))
        ctx.addIssue({ code: 'custom', message: 'The quantity is a whole number, 1 or more.' })
      else if (Number(v) < 1) ctx.addIssue({ code: 'custom', message: 'The quantity is 1 or more.' })
      else if (Number(v) > MONEY_LIMITS.maxQuantity)
        ctx.addIssue({ code: 'custom', message: `At most ${MONEY_LIMITS.maxQuantity.toLocaleString('en')} units.` })
    }),
    unitPrice: z.string().superRefine((v, ctx) => {
      const read = decimal(v, 2, MONEY_LIMITS.maxUnitCents)
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error })
    }),
    discount: z.string().superRefine((v, ctx) => {
      if (v.trim() === '') return
      const read = decimal(v, 2, Number.MAX_SAFE_INTEGER)
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error })
      else if (read.value > FULL_DISCOUNT) ctx.addIssue({ code: 'custom', message: 'A discount is 0 to 100 %.' })
    }),
  })
  .strict()
export type QuotationLineDraft = z.infer<typeof quotationLineDraftSchema>

export const quotationDraftSchema = z
  .object({
    lines: z
      .array(quotationLineDraftSchema)
      .min(1, 'A quotation needs at least one line.')
      .max(MONEY_LIMITS.maxLines, `At most ${MONEY_LIMITS.maxLines} lines.`),
    afnRate: z.string().superRefine((v, ctx) => {
      if (v.trim() === '') return
      const read = decimal(v, 4, 100_000 * RATE_SCALE)
      if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error })
      else if (read.value === 0) ctx.addIssue({ code: 'custom', message: 'The rate is more than zero.' })
    }),
    rateDate: z.string().refine((v) => v === '' || isDate(v), 'Enter the date the rate was taken.'),
    validUntil: z.string().refine(isDate, 'Enter the last day the quotation holds.'),
    deliveryTime: z.string().trim().max(QUOTATION_TEXT_MAX),
    paymentTerms: z.string().trim().max(QUOTATION_TEXT_MAX),
    warranty: z.string().trim().max(QUOTATION_TEXT_MAX),
    notes: z.string().trim().max(QUOTATION_TEXT_MAX),
    language: z.enum(QUOTATION_LANGUAGES, 'Choose English, Dari or Pashto.'),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (draftTotals(d).subtotal > MONEY_LIMITS.maxTotalCents)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'The lines add up to more than $1,000,000,000.00.' })
    if (d.afnRate.trim() !== '' && d.rateDate === '')
      ctx.addIssue({ code: 'custom', path: ['rateDate'], message: 'Enter the date the rate was taken.' })
  })
export type QuotationDraft = z.infer<typeof quotationDraftSchema>

/** A stored line: integers only. */
export interface QuotationLineValues {
  productId: number | null
  name: string
  model: string
  quantity: number
  unitCents: number
  discountBasisPoints: number
}

export interface QuotationValues {
  lines: QuotationLineValues[]
  afnRate: number | null
  rateDate: string | null
  validUntil: string
  deliveryTime: string
  paymentTerms: string
  warranty: string
  notes: string
  language: QuotationLanguage
}

const must = (read: { value: number } | { error: string }) => ('value' in read ? read.value : 0)

/** A draft that passed {@link quotationDraftSchema} as the integers it stands for. */
export function quotationValues(d: QuotationDraft): QuotationValues {
  return {
    lines: d.lines.map((l) => ({
      productId: l.productId ? Number(l.productId) : null,
      name: l.name,
      model: l.model,
      quantity: Number(l.quantity),
      unitCents: must(decimal(l.unitPrice, 2, MONEY_LIMITS.maxUnitCents)),
      discountBasisPoints: l.discount.trim() === '' ? 0 : must(decimal(l.discount, 2, FULL_DISCOUNT)),
    })),
    afnRate: d.afnRate.trim() === '' ? null : must(decimal(d.afnRate, 4, 100_000 * RATE_SCALE)),
    rateDate: d.afnRate.trim() === '' ? null : d.rateDate,
    validUntil: d.validUntil,
    deliveryTime: d.deliveryTime,
    paymentTerms: d.paymentTerms,
    warranty: d.warranty,
    notes: d.notes,
    language: d.language,
  }
}

/**
 * The totals of a draft as it is typed: lines that do not read yet count as nothing, so the editor's figures follow
 * the keyboard without ever summing a float.
 */
export function draftTotals(d: { lines: readonly QuotationLineDraft[]; afnRate: string }): QuotationTotals {
  const lines = d.lines.map((l) => {
    const q = /^\s*\d+\s*$/.test(l.quantity) ? Math.min(Number(l.quantity), MONEY_LIMITS.maxQuantity) : 0
    const unit = parseDecimal(l.unitPrice, 2, MONEY_LIMITS.maxUnitCents)
    const discount = l.discount.trim() === '' ? null : parseDecimal(l.discount, 2, FULL_DISCOUNT)
    return {
      quantity: q,
      unitCents: unit.ok ? unit.value : 0,
      discountBasisPoints: discount?.ok ? discount.value : 0,
    }
  })
  const rate = parseDecimal(d.afnRate, 4, 100_000 * RATE_SCALE)
  return quotationTotals(lines, rate.ok && rate.value > 0 ? rate.value : undefined)
}

/** The draft's fields as the editor labels them: what a conflict and the lead's history name. */
export const QUOTATION_FIELD_LABELS: Readonly<Record<string, string>> = {
  lines: 'Lines',
  afnRate: 'AFN rate',
  rateDate: 'Rate date',
  validUntil: 'Valid until',
  deliveryTime: 'Delivery',
  paymentTerms: 'Payment terms',
  warranty: 'Warranty',
  notes: 'Notes',
  language: 'Language',
}

/** Field paths that differ between two drafts ('lines', 'validUntil'…): what the other save changed. */
export function changedFields(before: QuotationDraft, after: QuotationDraft): string[] {
  const strip = (d: QuotationDraft) => ({ ...d, lines: d.lines.map(({ key: _key, ...rest }) => rest) })
  const a = strip(before) as Record<string, unknown>
  const b = strip(after) as Record<string, unknown>
  return Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
}

/** Draft checks that need the clock: the validity date is today or later (Kabul). */
export function validityIssues(values: { validUntil: string }, now: Date): { path: string; message: string }[] {
  return values.validUntil < kabulDate(now)
    ? [{ path: 'validUntil', message: 'The validity date has passed: choose today or a later day.' }]
    : []
}
