'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormMessage } from '@/staff/shared/form-message'
import { TableHead } from '@/staff/shared/table-head'
import {
  applyUnitsImportAction,
  checkUnitsImportAction,
  type UnitFormState,
  type UnitsImportCheck,
} from './unit-actions'

type Plan = Extract<UnitsImportCheck, { status: 'checked' }>['plan']

const WHAT = { create: 'Create', skip: 'Skip', error: 'Refused' } as const
const CUSTOMER = { link: 'Link to', create: 'New record:', none: '' } as const

/**
 * Units by CSV (docs/service-desk.md): the file is read in the browser and checked by the server's dry run, which
 * lists each line (created, skipped as already registered, or refused with its reason) and writes nothing; "Import"
 * then writes what the dry run showed, all rows or none, and is offered only when no line is refused.
 */
export function UnitsImport() {
  const [csv, setCsv] = useState('')
  const [plan, setPlan] = useState<Plan | undefined>()
  const [state, setState] = useState<UnitFormState>({ status: 'idle', message: null })
  const [busy, setBusy] = useState(false)
  const file = useRef<HTMLInputElement>(null)
  const router = useRouter()

  const check = async () => {
    const chosen = file.current?.files?.[0]
    setPlan(undefined)
    if (!chosen) return setState({ status: 'error', message: 'Choose a CSV file first.' })
    setBusy(true)
    const text = await chosen.text()
    const result = await checkUnitsImportAction(text)
    setBusy(false)
    setCsv(text)
    if (result.status === 'error') return setState({ status: 'error', message: result.message })
    setPlan(result.plan)
    const p = result.plan
    setState({
      status: p.errors ? 'error' : 'done',
      message: `Dry run, nothing written: ${p.creates} to create, ${p.skips} skipped, ${p.errors} refused.`,
    })
  }

  const apply = async () => {
    if (!plan) return
    setBusy(true)
    const result = await applyUnitsImportAction(csv, plan.digest)
    setBusy(false)
    setState(result)
    if (result.status === 'done') {
      setPlan(undefined)
      router.refresh()
    }
  }

  return (
    <form
      className="grid gap-3"
      aria-label="Import units"
      onSubmit={(e) => {
        e.preventDefault()
        void check()
      }}
    >
      <p className="text-sm text-slate-700">
        A header row with <code>serial</code>, <code>product</code> (its catalogue slug) and <code>sale_date</code>
        {' (YYYY-MM-DD); optional: '}
        {['warranty_months', 'customer', 'customer_email', 'customer_phone', 'notes'].map((c, i) => (
          <span key={c}>
            {i ? ', ' : ''}
            <code>{c}</code>
          </span>
        ))}
        .
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="units-csv" className="text-sm font-medium text-slate-700">
            CSV file
          </label>
          <input
            ref={file}
            id="units-csv"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={() => setPlan(undefined)}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Check the file (dry run)
        </Button>
      </div>
      <FormMessage state={state} />
      {plan ? (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-sm" data-testid="units-import-plan">
              <TableHead columns={['Line', 'Serial', 'Product', 'What happens', 'Customer']} />
              <tbody>
                {plan.rows.map((r) => (
                  <tr key={r.line} className="border-t border-slate-200">
                    <td className="px-4 py-2">{r.line}</td>
                    <td className="px-4 py-2 font-medium">{r.serial}</td>
                    <td className="px-4 py-2">{r.product}</td>
                    <td className={`px-4 py-2 ${r.action === 'error' ? 'text-danger-700' : ''}`}>
                      {WHAT[r.action]}
                      {r.message ? `: ${r.message}` : ''}
                    </td>
                    <td className="px-4 py-2">
                      {r.customer.action === 'none' ? '-' : `${CUSTOMER[r.customer.action]} ${r.customer.name}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {plan.errors === 0 && plan.creates > 0 ? (
            <div>
              <Button type="button" disabled={busy} onClick={() => void apply()}>
                Import {plan.creates} unit{plan.creates === 1 ? '' : 's'}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              {plan.errors ? 'Fix the refused lines and check the file again.' : 'Nothing new to import.'}
            </p>
          )}
        </>
      ) : null}
    </form>
  )
}
