'use client'

import { UserPlus } from 'lucide-react'
import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles'
import { FormMessage } from '@/staff/shared/form-message'
import { fieldError } from '@/staff/shared/form-state'
import { createAccount, type AccountFormState } from './actions'
import { TemporaryPassword } from './temporary-password'

/**
 * New account: e-mail, name, role. The server makes a temporary password and returns it once; the form empties
 * after success and keeps what was typed after a refusal. Validation is the server's (the same zod schema as the
 * command line); the browser only checks what HTML can (required, e-mail shape, length).
 */
export function CreateAccountForm() {
  const [state, action, pending] = useActionState<AccountFormState, FormData>(createAccount, {
    status: 'idle',
    message: null,
  })
  const values = state.status === 'error' ? state.input : undefined
  const error = (field: string) => fieldError(state, field)
  return (
    <div className="flex flex-col gap-4">
      <form
        action={action}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-start"
        key={`${state.temporaryPassword}${JSON.stringify(values)}`}
      >
        <Field id="new-account-email" label="E-mail address" required error={error('email')}>
          {(props) => (
            <Input
              {...props}
              type="email"
              name="email"
              autoComplete="off"
              maxLength={254}
              defaultValue={values?.email}
            />
          )}
        </Field>
        <Field id="new-account-name" label="Name" required error={error('displayName')}>
          {(props) => (
            <Input {...props} name="displayName" autoComplete="off" maxLength={80} defaultValue={values?.displayName} />
          )}
        </Field>
        <Field id="new-account-role" label="Role" required error={error('role')}>
          {(props) => (
            <Select {...props} required={undefined} name="role" defaultValue={values?.role ?? 'sales'}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role].label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:self-end lg:mt-7 lg:self-auto" disabled={pending}>
          <UserPlus aria-hidden="true" />
          {pending ? 'Creating...' : 'Create account'}
        </Button>
      </form>
      {state.status === 'error' && <FormMessage state={state} />}
      {state.status === 'done' && (
        <>
          <FormMessage state={state} />
          {state.temporaryPassword && <TemporaryPassword password={state.temporaryPassword} />}
        </>
      )}
    </div>
  )
}
