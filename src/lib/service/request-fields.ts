/**
 * The service request form's fields, limits and error keys, without zod (docs/service-desk.md): the page renders its
 * inputs' `maxlength`, `required` and `accept` from these, and the server's schema (./request-schema.ts) checks the
 * same numbers. An error is a key; src/content/service.ts words each key in the visitor's language.
 */
import { BODY_LIMITS } from '@/lib/http-limits.mjs'

export const SERVICE_LIMITS = {
  otherModel: 120,
  serial: 40,
  fault: 2_000,
  purchasePlace: 120,
  pickupAddress: 300,
  name: 120,
  phone: 32,
  email: 254,
} as const

/** Photos: at most six, each at most 8 MB as sent (a phone's camera JPEG is 2–6 MB). */
export const PHOTO_LIMITS = {
  count: 6,
  bytes: 8 * 1024 * 1024,
  /** Kept at most this many pixels on the long side, re-encoded as WebP without metadata. */
  edge: 2_000,
  /** Smaller than this is no help to a technician (and often not a photo). */
  minEdge: 200,
} as const

/** The whole multipart body of a request: six photos at their limit and the fields (src/lib/http-limits.mjs). */
export const SERVICE_REQUEST_BODY_BYTES = BODY_LIMITS['service-request'].bytes

export const SERVICE_FIELDS = [
  'kind',
  'product',
  'otherModel',
  'serial',
  'fault',
  'purchaseDate',
  'purchasePlace',
  'office',
  'pickupAddress',
  'name',
  'phone',
  'email',
  'language',
  'whatsapp',
  'photos',
] as const
export type ServiceField = (typeof SERVICE_FIELDS)[number]

/** The value of `product` for an instrument not in the catalogue (its model typed in `otherModel`). */
export const OTHER_PRODUCT = 'other'
/** The value of `office` for a pickup instead of a drop-off. */
export const PICKUP = 'pickup'

export const SERVICE_ERRORS = [
  'required',
  'too-long',
  'single-line',
  'kind-required',
  'product-required',
  'product-unknown',
  'serial-shape',
  'serial-pattern',
  'fault-required',
  'date-invalid',
  'date-future',
  'office-unknown',
  'pickup-address',
  'phone-invalid',
  'email-invalid',
  'language-required',
  'photo-type',
  'photo-size',
  'photo-small',
  'photo-count',
] as const
export type ServiceError = (typeof SERVICE_ERRORS)[number]

export function isServiceError(value: unknown): value is ServiceError {
  return (SERVICE_ERRORS as readonly unknown[]).includes(value)
}

/** What a form holds: every field as typed (the checkbox as 'on' or ''). */
export type ServiceFormValues = Record<Exclude<ServiceField, 'photos'>, string>

export const emptyServiceValues = (language: string, product = ''): ServiceFormValues => ({
  kind: 'repair',
  product,
  otherModel: '',
  serial: '',
  fault: '',
  purchaseDate: '',
  purchasePlace: '',
  office: '',
  pickupAddress: '',
  name: '',
  phone: '',
  email: '',
  language,
  whatsapp: '',
})
