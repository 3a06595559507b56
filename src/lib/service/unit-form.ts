/**
 * A unit of the serial registry as staff record it (docs/service-desk.md): the product sold, its serial, the sale
 * date (a Kabul date, not in the future), the warranty in months (0 to 120; 12 unless told) and notes. The staff panel
 * is English (decision 032); the schema is shared by the form, the save and the CSV import.
 */
import { z } from 'zod'

import { isSerialShape, tidySerial } from './serial-pattern'
import { isIsoDate } from './warranty'

export const UNIT_NOTES_MAX = 2_000
export const DEFAULT_WARRANTY_MONTHS = 12

export const unitSchema = z.object({
  productId: z.coerce
    .number('Choose the product.')
    .int('Choose the product.')
    .positive('Choose the product.')
    .max(2_147_483_647, 'Choose the product.'),
  serial: z
    .string()
    .transform(tidySerial)
    .refine(isSerialShape, 'A serial number has 3 to 40 letters, digits, spaces, dashes, dots or slashes.'),
  saleDate: z.string().trim().refine(isIsoDate, 'Give the sale date as YYYY-MM-DD.'),
  warrantyMonths: z
    .string()
    .trim()
    .transform((v) => (v === '' ? String(DEFAULT_WARRANTY_MONTHS) : v))
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= 120, 'The warranty is 0 to 120 months.')
    .transform(Number),
  notes: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(UNIT_NOTES_MAX, `Keep the notes under ${UNIT_NOTES_MAX.toLocaleString('en')} characters.`)),
})

export type UnitInput = z.output<typeof unitSchema>
