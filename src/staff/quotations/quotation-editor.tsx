'use client'

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useCallback, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import {
  draftTotals,
  quotationDraftSchema,
  type QuotationDraft,
  type QuotationLineDraft,
} from '@/lib/sales/quotation-form'
import { FormMessage } from '@/staff/shared/form-message'
import { fieldErrorsOfIssues } from '@/staff/shared/form-state'
import { focusFirstInvalid, useDraft, type FieldErrors } from '@/staff/shared/use-draft'
import { QuotationConflict, QuotationTotalsList, TextField, usd } from './quotation-fields'
import { saveQuotationAction, sendQuotationAction, type QuotationFormState } from './actions'

/**
 * The quotation editor (docs/decisions/051-quotations.md): lines from the catalogue or free, quantity, unit price
 * and discount, the afghani rate and its date, validity and terms, with totals from the money module as one types.
 * The draft lives in the browser (useDraft, decision 042) and is checked with the schema the server parses with.
 */

export interface PickerProduct {
  id: number
  name: string
  /** The name in Dari and Pashto, where the catalogue has it. */
  names: Partial<Record<'fa' | 'ps', string>>
  model: string
  unitPrice: string
}

const IDLE_STATE: QuotationFormState = { status: 'idle', message: null }

/** The writes the editor calls: a lead's quotation by default, a repair quotation's from the service desk. */
export interface QuotationEditorActions {
  save: typeof saveQuotationAction
  send: typeof sendQuotationAction
}
const LEAD_ACTIONS: QuotationEditorActions = { save: saveQuotationAction, send: sendQuotationAction }

const validate = (values: QuotationDraft): FieldErrors => {
  const parsed = quotationDraftSchema.safeParse(values)
  return parsed.success ? {} : fieldErrorsOfIssues(parsed.error.issues)
}

export function QuotationEditor({
  id,
  version: loadedVersion,
  draft,
  editable,
  products,
  actions = LEAD_ACTIONS,
}: {
  id: number
  version: number
  draft: QuotationDraft
  editable: boolean
  products: PickerProduct[]
  actions?: QuotationEditorActions
}) {
  const { values, errors, dirty, set, dispatch, current } = useDraft<QuotationDraft>(draft, validate)
  const [version, setVersion] = useState(loadedVersion)
  const [state, setState] = useState<QuotationFormState>(IDLE_STATE)
  const [busy, setBusy] = useState(false)
  const [pick, setPick] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const router = useRouter()
  const totals = draftTotals(values)

  const answer = useCallback(
    (result: QuotationFormState) => {
      setState(result)
      if (result.fieldErrors) dispatch({ type: 'errors', errors: result.fieldErrors })
      if (result.status === 'error') focusFirstInvalid(formRef.current)
    },
    [dispatch],
  )

  const save = async (over?: number) => {
    const found = validate(current())
    dispatch({ type: 'errors', errors: found, replace: true })
    if (Object.keys(found).length) {
      setState({ status: 'error', message: 'The quotation was not saved: check the fields marked.' })
      return focusFirstInvalid(formRef.current)
    }
    setBusy(true)
    const result = await actions.save(id, over ?? version, current())
    setBusy(false)
    if (result.status === 'done') {
      setVersion((over ?? version) + 1)
      dispatch({ type: 'load', values: current() })
    }
    answer(result)
  }

  const send = async () => {
    setBusy(true)
    const result = await actions.send(id, version)
    setBusy(false)
    answer(result)
    if (result.status === 'done') router.refresh()
  }

  const addLine = (line: Omit<QuotationLineDraft, 'key'>) =>
    dispatch({
      type: 'add',
      path: 'lines',
      rows: [{ key: `new-${Date.now().toString(36)}-${values.lines.length}`, ...line }],
    })
  const conflict = state.conflict

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      aria-label="Quotation"
      className="flex flex-col gap-6"
    >
      <fieldset disabled={!editable || busy} className="flex flex-col gap-6">
        <section aria-labelledby="q-lines" className="rounded-card border border-slate-200 bg-white p-5">
          <h2 id="q-lines" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Lines
          </h2>
          {errors.lines && (
            <p className="mt-2 text-sm text-danger-700" id="lines-error">
              {errors.lines}
            </p>
          )}
          <ol className="mt-3 flex flex-col gap-4">
            {values.lines.map((line, i) => (
              <li key={line.key}>
                <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
                  <legend className="px-1 text-sm font-semibold text-navy-900">Line {i + 1}</legend>
                  <TextField
                    id={`lines.${i}.name`}
                    label="Name"
                    value={line.name}
                    error={errors[`lines.${i}.name`]}
                    onChange={(v) => set(`lines.${i}.name`, v)}
                    className="sm:col-span-3"
                  />
                  <TextField
                    id={`lines.${i}.model`}
                    label="Model"
                    value={line.model}
                    error={errors[`lines.${i}.model`]}
                    onChange={(v) => set(`lines.${i}.model`, v)}
                    className="sm:col-span-3"
                  />
                  <TextField
                    id={`lines.${i}.quantity`}
                    label="Quantity"
                    inputMode="numeric"
                    value={line.quantity}
                    error={errors[`lines.${i}.quantity`]}
                    onChange={(v) => set(`lines.${i}.quantity`, v)}
                    className="sm:col-span-1"
                  />
                  <TextField
                    id={`lines.${i}.unitPrice`}
                    label="Unit price (USD)"
                    inputMode="decimal"
                    value={line.unitPrice}
                    error={errors[`lines.${i}.unitPrice`]}
                    onChange={(v) => set(`lines.${i}.unitPrice`, v)}
                    className="sm:col-span-2"
                  />
                  <TextField
                    id={`lines.${i}.discount`}
                    label="Discount (%)"
                    inputMode="decimal"
                    value={line.discount}
                    error={errors[`lines.${i}.discount`]}
                    onChange={(v) => set(`lines.${i}.discount`, v)}
                    className="sm:col-span-1"
                  />
                  <p className="tabular self-end pb-2 text-end text-sm sm:col-span-2">
                    <span className="sr-only">Line {i + 1} amount: </span>
                    {usd(totals.lines[i]?.net ?? 0)}
                  </p>
                  <div className="flex flex-wrap gap-2 sm:col-span-6">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={i === 0}
                      onClick={() => dispatch({ type: 'move', path: 'lines', from: i, to: i - 1 })}
                    >
                      <ArrowUp aria-hidden="true" />
                      Move up<span className="sr-only"> line {i + 1}</span>
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={i === values.lines.length - 1}
                      onClick={() => dispatch({ type: 'move', path: 'lines', from: i, to: i + 1 })}
                    >
                      <ArrowDown aria-hidden="true" />
                      Move down<span className="sr-only"> line {i + 1}</span>
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => dispatch({ type: 'remove', path: 'lines', index: i })}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove line {i + 1}
                    </Button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto">
              <label htmlFor="q-pick" className="text-sm font-medium text-slate-700">
                Catalogue product
              </label>
              <select
                id="q-pick"
                value={pick}
                onChange={(e) => setPick(e.target.value)}
                // A select is as wide as its longest option: on a phone it takes the row, never more.
                className="h-10 w-full max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm sm:w-auto"
              >
                <option value="">Choose a product</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                    {p.unitPrice ? ` ($${p.unitPrice})` : ' (no list price)'}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={!pick}
              onClick={() => {
                const p = products.find((x) => String(x.id) === pick)
                if (!p) return
                addLine({
                  productId: String(p.id),
                  // The catalogue's name in the quotation's language where it has one, as on the customer's page.
                  name: (values.language === 'en' ? undefined : p.names[values.language]) ?? p.name,
                  model: p.model,
                  quantity: '1',
                  unitPrice: p.unitPrice,
                  discount: '',
                })
                setPick('')
              }}
            >
              <Plus aria-hidden="true" />
              Add product
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                addLine({ productId: '', name: '', model: '', quantity: '1', unitPrice: '', discount: '' })
              }
            >
              <Plus aria-hidden="true" />
              Add free line
            </Button>
          </div>
        </section>

        <section
          aria-labelledby="q-terms"
          className="grid gap-4 rounded-card border border-slate-200 bg-white p-5 sm:grid-cols-2"
        >
          <h2 id="q-terms" className="text-sm font-semibold tracking-wide text-slate-600 uppercase sm:col-span-2">
            Rate, validity and terms
          </h2>
          <TextField
            id="afnRate"
            label="AFN per USD"
            inputMode="decimal"
            value={values.afnRate}
            error={errors.afnRate}
            onChange={(v) => set('afnRate', v)}
            hint="Optional; up to 4 decimals, e.g. 70.35."
          />
          <TextField
            id="rateDate"
            label="Rate date"
            type="date"
            value={values.rateDate}
            error={errors.rateDate}
            onChange={(v) => set('rateDate', v)}
          />
          <TextField
            id="validUntil"
            label="Valid until"
            type="date"
            value={values.validUntil}
            error={errors.validUntil}
            onChange={(v) => set('validUntil', v)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="language" className="text-sm font-medium text-slate-700">
              Language of the quotation
            </label>
            <select
              id="language"
              value={values.language}
              onChange={(e) => set('language', e.target.value)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="en">English</option>
              <option value="fa">Dari</option>
              <option value="ps">Pashto</option>
            </select>
          </div>
          <TextField
            id="deliveryTime"
            label="Delivery"
            value={values.deliveryTime}
            error={errors.deliveryTime}
            onChange={(v) => set('deliveryTime', v)}
          />
          <TextField
            id="paymentTerms"
            label="Payment terms"
            value={values.paymentTerms}
            error={errors.paymentTerms}
            onChange={(v) => set('paymentTerms', v)}
          />
          <TextField
            id="warranty"
            label="Warranty"
            value={values.warranty}
            error={errors.warranty}
            onChange={(v) => set('warranty', v)}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="notes" className="text-sm font-medium text-slate-700">
              Notes
            </label>
            <Textarea
              id="notes"
              dir="auto"
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
              rows={3}
            />
          </div>
        </section>
      </fieldset>

      <section aria-labelledby="q-totals" className="rounded-card border border-slate-200 bg-white p-5">
        <h2 id="q-totals" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Totals
        </h2>
        <QuotationTotalsList totals={totals} />
      </section>

      {conflict && (
        <QuotationConflict
          changes={conflict.changes}
          onLoadTheirs={() => {
            dispatch({ type: 'load', values: conflict.current.draft })
            setVersion(conflict.version)
            setState(IDLE_STATE)
          }}
          onSaveMine={() => void save(conflict.version)}
        />
      )}
      <FormMessage state={state} />
      {editable && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Working...' : 'Save'}
          </Button>
          <Button type="button" variant="outline" disabled={busy || dirty} onClick={() => void send()}>
            Send to the customer
          </Button>
          {dirty && <p className="self-center text-sm text-slate-600">Save before sending.</p>}
        </div>
      )}
    </form>
  )
}
