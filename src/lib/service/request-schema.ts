/**
 * The service request's schema (docs/service-desk.md): the route that takes the form parses every post with it before
 * anything is stored, and the form renders its limits from the same constants (./request-fields.ts). Each message is
 * an error key (ServiceError) that src/content/service.ts words in the visitor's language. What needs the database
 * (the product exists, the serial follows its family's mask, the office is published) is checked by the save
 * (src/server/service/submit.ts) with the same keys.
 */
import { z } from 'zod'

import { EMAIL_PATTERN, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from '@/lib/contact/fields'
import { LOCALES } from '@/lib/i18n/locales'
import { SERVICE_KINDS } from './flow'
import { isPhone, tidyPhone } from './phone'
import { OTHER_PRODUCT, PICKUP, SERVICE_LIMITS, type ServiceError } from './request-fields'
import { isSerialShape, tidySerial } from './serial-pattern'
import { isIsoDate } from './warranty'

const error = (key: ServiceError) => ({ error: key })

/** A single line: no control characters, trimmed, at most `max`; '' when left blank. */
const line = (max: number) =>
  z
    .string(error('required'))
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), { ...error('single-line'), abort: true })
    .transform((v) => v.trim())
    .pipe(z.string().max(max, error('too-long')))

const required = (max: number) => line(max).pipe(z.string().min(1, error('required')))

/** Text with line breaks (the fault): tabs and newlines kept, other control characters refused. */
const text = (max: number) =>
  z
    .string(error('required'))
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), { ...error('single-line'), abort: true })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, error('too-long')))

export const serviceRequestSchema = z
  .object({
    kind: z.enum(SERVICE_KINDS, error('kind-required')),
    // A catalogue slug, or 'other' with the model typed.
    product: z.string(error('product-required')).regex(/^[a-z0-9-]{1,200}$/, error('product-required')),
    otherModel: line(SERVICE_LIMITS.otherModel),
    serial: line(SERVICE_LIMITS.serial).refine(isSerialShape, error('serial-shape')).transform(tidySerial),
    fault: text(SERVICE_LIMITS.fault),
    purchaseDate: line(10).refine((v) => v === '' || isIsoDate(v), error('date-invalid')),
    purchasePlace: line(SERVICE_LIMITS.purchasePlace),
    office: z.string(error('office-unknown')).regex(/^[a-z0-9-]{1,200}$/, error('office-unknown')),
    pickupAddress: text(SERVICE_LIMITS.pickupAddress),
    name: required(SERVICE_LIMITS.name),
    phone: required(SERVICE_LIMITS.phone).refine(isPhone, error('phone-invalid')).transform(tidyPhone),
    email: line(SERVICE_LIMITS.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), error('email-invalid')),
    language: z.enum(LOCALES, error('language-required')),
    whatsapp: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.product === OTHER_PRODUCT && v.otherModel === '')
      ctx.addIssue({ code: 'custom', path: ['otherModel'], message: 'required' satisfies ServiceError })
    // A calibration needs no fault described; a repair does.
    if (v.kind === 'repair' && v.fault === '')
      ctx.addIssue({ code: 'custom', path: ['fault'], message: 'fault-required' satisfies ServiceError })
    if (v.office === PICKUP && v.pickupAddress === '')
      ctx.addIssue({ code: 'custom', path: ['pickupAddress'], message: 'pickup-address' satisfies ServiceError })
  })
  .transform(({ whatsapp, email, ...v }) => ({
    ...v,
    email: email === '' ? null : email.toLowerCase(),
    whatsapp: whatsapp === 'on',
    pickup: v.office === PICKUP,
  }))

export type ServiceRequestInput = z.output<typeof serviceRequestSchema>

/** A parse's issues as one error key per field, the first per field. */
export function serviceErrors(issues: readonly z.core.$ZodIssue[]): Record<string, ServiceError> {
  const out: Record<string, ServiceError> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form')
    out[field] ??= issue.message as ServiceError
  }
  return out
}
