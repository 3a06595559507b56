/**
 * A calibration's checks and the certificate's form (docs/decisions/102-certificates.md): each check has a nominal
 * value, the value measured and a tolerance in one unit (arc-seconds for angles, millimetres for distances); its
 * deviation is measured − nominal, worked out here in exact decimals (never a float: 0.1 + 0.2 is not 0.3), and it
 * passes when the deviation's size is at most the tolerance. The staff panel is English (decision 032). Pure and
 * isomorphic.
 */
import { z } from 'zod'

import { isIsoDate } from './warranty'

const DECIMAL = /^[+-]?\d{1,9}(?:\.\d{1,6})?$/

/** A decimal as an integer count of 10^-scale, and its scale. */
function read(text: string): { units: bigint; scale: number } {
  const [whole, fraction = ''] = text.replace(/^\+/, '').split('.')
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length }
}

const at = (value: { units: bigint; scale: number }, scale: number) => value.units * 10n ** BigInt(scale - value.scale)

function write(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits
  return `${negative ? '−' : units > 0n ? '+' : ''}${text}`
}

export const isDecimal = (text: string) => DECIMAL.test(text.trim())

/** measured − nominal, to the finer of their decimals, signed ("+0.8", "−1.25", "0.0"). */
export function deviation(nominal: string, measured: string): string {
  const n = read(nominal.trim())
  const m = read(measured.trim())
  const scale = Math.max(n.scale, m.scale)
  return write(at(m, scale) - at(n, scale), scale)
}

/** Whether the deviation's size is at most the tolerance (given as a size; a sign on it is ignored). */
export function withinTolerance(nominal: string, measured: string, tolerance: string): boolean {
  const n = read(nominal.trim())
  const m = read(measured.trim())
  const t = read(tolerance.trim().replace(/^[+-]/, ''))
  const scale = Math.max(n.scale, m.scale, t.scale)
  const dev = at(m, scale) - at(n, scale)
  return (dev < 0n ? -dev : dev) <= at(t, scale)
}

export const MAX_TESTS = 30
export const MAX_STANDARDS = 10

const line = (label: string, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `Keep ${label} under ${max} characters.`))

const number = (label: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine(isDecimal, `${label}: a number such as 90.0003 or -2.5 (up to 6 decimals).`)

export const calibrationTestSchema = z.object({
  name: line('the check', 120).pipe(z.string().min(1, 'Name the check (for example "Horizontal angle, face left").')),
  unit: line('the unit', 20).pipe(z.string().min(1, 'Give the unit (", mm, °…).')),
  nominal: number('Nominal'),
  measured: number('Measured'),
  tolerance: number('Tolerance'),
})

export const certificateSchema = z
  .object({
    model: line('the model', 200).pipe(z.string().min(1, 'Name the instrument.')),
    serial: line('the serial number', 40).pipe(z.string().min(1, 'Give the serial number.')),
    tests: z
      .array(calibrationTestSchema)
      .min(1, 'Record at least one check.')
      .max(MAX_TESTS, `At most ${MAX_TESTS} checks.`),
    temperature: line('the temperature', 40).pipe(z.string().min(1, 'Give the temperature (for example 21.5 °C).')),
    pressure: line('the pressure', 40),
    humidity: line('the humidity', 40),
    standards: z
      .array(line('a standard', 200))
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).min(1, 'Name the reference standard used.').max(MAX_STANDARDS)),
    calibratedOn: z.string().refine(isIsoDate, 'Give the date as YYYY-MM-DD.'),
    nextDue: z.string().refine(isIsoDate, 'Give the date as YYYY-MM-DD.'),
    language: z.enum(['en', 'fa', 'ps'], 'Choose the language.'),
  })
  .refine((c) => c.nextDue > c.calibratedOn, {
    message: 'The next calibration falls after this one.',
    path: ['nextDue'],
  })

export type CertificateInput = z.output<typeof certificateSchema>
