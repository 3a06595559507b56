import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatDecimal, type QuotationTotals } from '@/lib/sales/money'

/** Parts of the quotation editor: a labelled text field with its hint and error, the totals, the conflict notice. */

export const usd = (cents: number) =>
  `$${Number(formatDecimal(cents, 2).split('.')[0]).toLocaleString('en-US')}.${formatDecimal(cents, 2).split('.')[1]}`

export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  hint,
  type = 'text',
  className,
  inputMode,
}: {
  id: string
  label: string
  value: string
  error?: string
  onChange: (v: string) => void
  hint?: string
  type?: string
  className?: string
  inputMode?: 'decimal' | 'numeric'
}) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        name={id}
        type={type}
        value={value}
        inputMode={inputMode}
        // Free text takes the direction of what is typed: a Dari or Pashto term reads right to left (its figures and
        // punctuation in place), a name in Latin letters left to right. Numbers and dates keep the page's.
        dir={inputMode || type !== 'text' ? undefined : 'auto'}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function QuotationTotalsList({ totals }: { totals: QuotationTotals }) {
  return (
    <dl className="tabular mt-3 grid max-w-sm grid-cols-2 gap-y-1 text-sm" data-testid="quotation-totals">
      <dt>Subtotal</dt>
      <dd className="text-end">{usd(totals.subtotal)}</dd>
      <dt>Discounts</dt>
      <dd className="text-end">−{usd(totals.discount)}</dd>
      <dt className="font-semibold">Total (USD)</dt>
      <dd className="text-end font-semibold">{usd(totals.total)}</dd>
      {totals.totalAfn !== undefined && (
        <>
          <dt>Equivalent (AFN)</dt>
          <dd className="text-end">{totals.totalAfn.toLocaleString('en-US')} AFN</dd>
        </>
      )}
    </dl>
  )
}

/** Someone else saved first: what they changed, and the two ways on (decision 042's conflict shape). */
export function QuotationConflict({
  changes,
  onLoadTheirs,
  onSaveMine,
}: {
  changes: readonly { field: string; label: string; after: string }[]
  onLoadTheirs: () => void
  onSaveMine: () => void
}) {
  return (
    <div role="alert" className="rounded-md border border-danger-600/30 bg-danger-50 p-4 text-sm">
      <p className="font-semibold">They changed:</p>
      <ul className="mt-1 list-disc ps-5">
        {changes.map((c) => (
          <li key={c.field}>
            {c.label}: {c.after}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onLoadTheirs}>
          Load their version
        </Button>
        <Button type="button" size="sm" onClick={onSaveMine}>
          Save mine over theirs
        </Button>
      </div>
    </div>
  )
}
