import { QUOTATION_FIELD_LABELS, type QuotationDraft } from '@/lib/sales/quotation-form'
import type { SendOutcome } from '@/server/sales/quotation-send'
import type { SaveOutcome } from '@/server/sales/quotations'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'

/**
 * The quotation editor's answers, one mapping for both desks that use it: the sales desk's quotations
 * (./actions.ts) and the service desk's repair quotations (src/staff/service/quotation-actions.ts). Only what is
 * said on success differs, so a conflict or a refusal reads the same whichever desk the quotation belongs to.
 */

export type QuotationFormState = FormState<never, { version: number; draft: QuotationDraft }>

/** A draft's field as the conflict notice shows it: a line count for the lines, the value for the rest. */
function shown(draft: QuotationDraft, field: string): string {
  return field === 'lines' ? `${draft.lines.length} lines` : String(draft[field as keyof QuotationDraft] ?? '')
}

/**
 * A save's answer. A conflict carries the other person's stored draft (to load instead) and, per field they
 * changed, the value in the draft being saved (`before`) and theirs (`after`).
 */
export function saveState(outcome: Exclude<SaveOutcome, { kind: 'saved' }>, draft: QuotationDraft): QuotationFormState {
  switch (outcome.kind) {
    case 'invalid':
      return refused('The quotation was not saved: check the fields marked.', {
        fieldErrors: fieldErrorsOf(outcome.issues),
      })
    case 'conflict':
      return refused('Someone else saved this quotation first. Load their version or save yours over it.', {
        conflict: {
          version: outcome.version,
          current: { version: outcome.version, draft: outcome.current },
          changes: outcome.changed.map((field) => ({
            field,
            label: QUOTATION_FIELD_LABELS[field] ?? field,
            before: shown(draft, field),
            after: shown(outcome.current, field),
          })),
        },
      })
    case 'not-editable':
      return refused(`This revision is ${outcome.status}: make a new revision to change it.`)
    case 'missing':
      return refused('This quotation no longer exists.')
  }
}

/** A send's answer; `sentMessage` says where the quotation went (an e-mail, a status page). */
export function sendState(outcome: SendOutcome, sentMessage: string): QuotationFormState {
  switch (outcome.kind) {
    case 'sent':
      return done(sentMessage)
    case 'invalid':
      return refused('The quotation was not sent: check the fields marked.', {
        fieldErrors: fieldErrorsOf(outcome.issues),
      })
    case 'changed':
      return refused('Save your changes first: the quotation sent is the one saved.')
    case 'not-sendable':
      return refused(`This revision is ${outcome.status} already.`)
    case 'missing':
      return refused('This quotation no longer exists.')
  }
}
