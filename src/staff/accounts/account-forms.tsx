'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles'
import { FormMessage } from '@/staff/shared/form-message'
import { changeLanguage, changeRole, renameAccount, resetPassword, setDisabled, type AccountFormState } from './actions'
import { TemporaryPassword } from './temporary-password'

const IDLE: AccountFormState = { status: 'idle', message: null }

export function RenameForm({ id, displayName }: { id: number; displayName: string }) {
  const [state, action, pending] = useActionState(renameAccount, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-end gap-2">
        <Field id="account-name" label="Name" required className="min-w-56 flex-1">
          {(props) => <Input {...props} name="displayName" maxLength={80} defaultValue={displayName} />}
        </Field>
        <Button type="submit" variant="outline" disabled={pending}>
          Save name
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  )
}

export function RoleForm({ id, role }: { id: number; role: StaffRole }) {
  const [state, action, pending] = useActionState(changeRole, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-end gap-2">
        <Field id="account-role" label="Role" required className="min-w-56 flex-1">
          {(props) => (
            <Select {...props} required={undefined} name="role" defaultValue={role}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r].label}: {ROLE_LABELS[r].description.toLowerCase()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={pending}>
          Save role
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  )
}

/** The language of the account's e-mails: a customer's answer to a quotation and the daily digest. */
export function LanguageForm({ id, language }: { id: number; language: Locale }) {
  const [state, action, pending] = useActionState(changeLanguage, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-600">
        Notices of a customer&apos;s answer and the daily digest of leads come in this language.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id="account-language" label="Language of e-mails" className="min-w-56 flex-1">
          {(props) => (
            <Select {...props} name="language" defaultValue={language}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {ENGLISH_NAMES[l]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={pending}>
          Save language
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  )
}

export function ResetPasswordForm({ id, email }: { id: number; email: string }) {
  const [state, action, pending] = useActionState(resetPassword, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <p className="text-sm text-slate-600">
        Makes a new temporary password and signs the account out everywhere. The old password stops working at once.
      </p>
      <div>
        <Button type="submit" variant="outline" disabled={pending}>
          Reset password
        </Button>
      </div>
      <FormMessage state={state} />
      {state.temporaryPassword && <TemporaryPassword password={state.temporaryPassword} email={email} />}
    </form>
  )
}

export function DisableForm({ id, disabled }: { id: number; disabled: boolean }) {
  const [state, action, pending] = useActionState(setDisabled, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="disable" value={disabled ? 'false' : 'true'} />
      <p className="text-sm text-slate-600">
        {disabled
          ? 'Enabling lets the account sign in again with its current password.'
          : 'A disabled account cannot sign in, and its open sessions end on their next request.'}
      </p>
      <div>
        <Button type="submit" variant={disabled ? 'outline' : 'destructive'} disabled={pending}>
          {disabled ? 'Enable account' : 'Disable account'}
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  )
}
