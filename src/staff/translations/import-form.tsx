'use client'

import { Upload } from 'lucide-react'
import { useActionState, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FormMessage } from '@/staff/shared/form-message'
import { IDLE, refused } from '@/staff/shared/form-state'
import { importTranslations, type TranslationImportState } from './actions'
import { MAX_PO_BYTES, PO_TOO_LARGE } from './limits'

/**
 * The import half of the translations screen: a language, a file, and what happened (every problem listed). A file
 * over the limit is refused here, in the action's own words, before it is sent (./limits.ts).
 */
export function TranslationImportForm() {
  const [answer, action, pending] = useActionState<TranslationImportState, FormData>(importTranslations, IDLE)
  const [tooLarge, setTooLarge] = useState<TranslationImportState | null>(null)
  const state = tooLarge ?? answer
  const checkSize = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size <= MAX_PO_BYTES) return setTooLarge(null)
    event.preventDefault()
    const locale = form.get('locale')
    setTooLarge(
      refused(PO_TOO_LARGE.message, {
        fieldErrors: { file: PO_TOO_LARGE.field },
        input: { locale: typeof locale === 'string' ? locale : 'fa' },
      }),
    )
  }
  const problems = Object.entries(state.fieldErrors ?? {}).filter(([key]) => key.startsWith('problem.'))
  const fieldError = (name: string) => state.fieldErrors?.[name]
  return (
    <form action={action} onSubmit={checkSize} className="mt-4 flex flex-col gap-4" aria-describedby="import-outcome">
      <fieldset>
        <legend className="text-sm font-medium text-navy-900">Language of the file</legend>
        <div className="mt-2 flex gap-6">
          {[
            ['fa', 'Dari'],
            ['ps', 'Pashto'],
          ].map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="locale"
                value={value}
                defaultChecked={(state.input?.locale ?? 'fa') === value}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </div>
        {fieldError('locale') && <p className="mt-1 text-sm text-danger-700">{fieldError('locale')}</p>}
      </fieldset>
      <div>
        <label htmlFor="po-file" className="text-sm font-medium text-navy-900">
          Translation file (.po)
        </label>
        <input
          id="po-file"
          name="file"
          type="file"
          accept=".po,text/x-gettext-translation"
          required
          aria-invalid={fieldError('file') ? true : undefined}
          aria-describedby={fieldError('file') ? 'po-file-error' : undefined}
          className={
            'mt-1 block w-full text-sm file:me-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 ' +
            'file:bg-white file:px-3'
          }
        />
        {fieldError('file') && (
          <p id="po-file-error" className="mt-1 text-sm text-danger-700">
            {fieldError('file')}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          <Upload aria-hidden="true" />
          {pending ? 'Importing…' : 'Import translations'}
        </Button>
      </div>
      <div id="import-outcome">
        <FormMessage state={state} />
        {problems.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
            {problems.map(([key, problem]) => (
              <li key={key}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  )
}
