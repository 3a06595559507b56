'use client'

import { Plus, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { deviation, isDecimal, MAX_TESTS, withinTolerance } from '@/lib/service/calibration'
import { TextField } from '@/staff/quotations/quotation-fields'
import { FormMessage } from '@/staff/shared/form-message'
import { focusFirstInvalid } from '@/staff/shared/use-draft'
import { issueCertificateAction, type CertificateFormState } from './certificate-actions'

interface Check {
  key: string
  name: string
  unit: string
  nominal: string
  measured: string
  tolerance: string
}

const IDLE: CertificateFormState = { status: 'idle', message: null }
const emptyCheck = (n: number): Check => ({
  key: `c${n}`,
  name: '',
  unit: '',
  nominal: '',
  measured: '',
  tolerance: '',
})

/** The check's deviation and verdict as the certificate will print them, once its three numbers are numbers. */
function verdict(c: Check): string {
  if (![c.nominal, c.measured, c.tolerance].every(isDecimal)) return 'Deviation: enter the three values'
  const pass = withinTolerance(c.nominal, c.measured, c.tolerance)
  return `Deviation ${deviation(c.nominal, c.measured)} ${c.unit}: ${pass ? 'pass' : 'FAIL'}`
}

/**
 * The calibration certificate's form (docs/decisions/102-certificates.md) on a request being calibrated: the
 * instrument, the checks (nominal, measured, tolerance; the deviation and pass or fail worked out as one types, by
 * the functions the server prints with), environment, standards, dates and the certificate's language. Issuing
 * renders the PDF once and keeps it with its SHA-256; the server's refusal marks the fields.
 */
export function CertificateForm({
  requestId,
  model,
  serial,
  language,
  today,
  nextYear,
}: {
  requestId: number
  model: string
  serial: string
  language: string
  today: string
  nextYear: string
}) {
  const [values, setValues] = useState({
    model,
    serial,
    language,
    calibratedOn: today,
    nextDue: nextYear,
    temperature: '',
    pressure: '',
    humidity: '',
    standards: '',
  })
  const [checks, setChecks] = useState<Check[]>([emptyCheck(0)])
  const [count, setCount] = useState(1)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<CertificateFormState>(IDLE)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const router = useRouter()
  // An edited field loses its refusal's message: what is left marked is what still needs attention.
  const clear = (path: string) =>
    setErrors((old) => {
      if (!(path in old)) return old
      const { [path]: _gone, ...rest } = old
      return rest
    })
  const set = (field: keyof typeof values) => (v: string) => {
    setValues((old) => ({ ...old, [field]: v }))
    clear(field)
  }
  const setCheck = (i: number, field: keyof Check) => (v: string) => {
    setChecks((old) => old.map((c, j) => (j === i ? { ...c, [field]: v } : c)))
    clear(`tests.${i}.${field}`)
  }

  const issue = async () => {
    setBusy(true)
    const result = await issueCertificateAction(requestId, {
      ...values,
      standards: values.standards.split('\n'),
      tests: checks.map(({ key: _key, ...c }) => c),
    })
    setBusy(false)
    setState(result)
    setErrors(result.fieldErrors ?? {})
    if (result.status === 'error') focusFirstInvalid(form.current)
    if (result.status === 'done') router.refresh()
  }

  return (
    <form
      ref={form}
      noValidate
      aria-label="Calibration certificate"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        void issue()
      }}
    >
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <TextField id="model" label="Instrument" value={values.model} error={errors.model} onChange={set('model')} />
        <TextField id="serial" label="Serial" value={values.serial} error={errors.serial} onChange={set('serial')} />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-navy-900">Checks</legend>
          {errors.tests ? <p className="text-sm text-danger-700">{errors.tests}</p> : null}
          {checks.map((c, i) => (
            <fieldset key={c.key} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
              <legend className="px-1 text-sm font-semibold text-navy-900">Check {i + 1}</legend>
              {(
                [
                  ['name', 'Check', 'sm:col-span-4'],
                  ['unit', 'Unit', 'sm:col-span-2'],
                  ['nominal', 'Nominal', 'sm:col-span-2'],
                  ['measured', 'Measured', 'sm:col-span-2'],
                  ['tolerance', 'Tolerance (±)', 'sm:col-span-2'],
                ] as const
              ).map(([field, label, span]) => (
                <TextField
                  key={field}
                  id={`tests.${i}.${field}`}
                  label={`${label}`}
                  value={c[field]}
                  error={errors[`tests.${i}.${field}`]}
                  onChange={setCheck(i, field)}
                  inputMode={field === 'name' || field === 'unit' ? undefined : 'decimal'}
                  className={span}
                />
              ))}
              <p className="text-sm text-slate-700 sm:col-span-4" data-testid="check-verdict">
                {verdict(c)}
              </p>
              <div className="sm:col-span-2 sm:text-end">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={checks.length === 1}
                  onClick={() => setChecks((old) => old.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove check {i + 1}
                </Button>
              </div>
            </fieldset>
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={checks.length >= MAX_TESTS}
              onClick={() => {
                setChecks((old) => [...old, emptyCheck(count)])
                setCount(count + 1)
              }}
            >
              <Plus aria-hidden="true" />
              Add check
            </Button>
          </div>
        </fieldset>
        <TextField
          id="temperature"
          label="Temperature"
          value={values.temperature}
          error={errors.temperature}
          onChange={set('temperature')}
          hint="For example 21.5 °C."
        />
        <TextField id="pressure" label="Pressure" value={values.pressure} onChange={set('pressure')} />
        <TextField id="humidity" label="Humidity" value={values.humidity} onChange={set('humidity')} />
        <div className="flex flex-col gap-1">
          <label htmlFor="standards" className="text-sm font-medium text-slate-700">
            Reference standards (one a line)
          </label>
          <Textarea
            id="standards"
            rows={3}
            value={values.standards}
            onChange={(e) => set('standards')(e.target.value)}
            aria-invalid={errors.standards ? true : undefined}
            aria-describedby={errors.standards ? 'standards-error' : undefined}
          />
          {errors.standards ? (
            <p id="standards-error" className="text-sm text-danger-700">
              {errors.standards}
            </p>
          ) : null}
        </div>
        <TextField
          id="calibratedOn"
          label="Calibrated on"
          type="date"
          value={values.calibratedOn}
          error={errors.calibratedOn}
          onChange={set('calibratedOn')}
        />
        <TextField
          id="nextDue"
          label="Next calibration due"
          type="date"
          value={values.nextDue}
          error={errors.nextDue}
          onChange={set('nextDue')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="certificate-language" className="text-sm font-medium text-slate-700">
            Language of the certificate
          </label>
          <select
            id="certificate-language"
            value={values.language}
            onChange={(e) => set('language')(e.target.value)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            <option value="en">English</option>
            <option value="fa">Dari</option>
            <option value="ps">Pashto</option>
          </select>
        </div>
      </fieldset>
      <FormMessage state={state} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Issuing...' : 'Issue certificate'}
        </Button>
      </div>
    </form>
  )
}
