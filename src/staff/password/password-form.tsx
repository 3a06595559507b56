'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PASSWORD_MIN_LENGTH } from '@/lib/staff/password-policy'
import { FormMessage } from '@/staff/shared/form-message'
import { fieldError } from '@/staff/shared/form-state'
import { changePassword, type PasswordFormState } from './actions'

export function PasswordForm({ email }: { email: string }) {
  const [state, action, pending] = useActionState<PasswordFormState, FormData>(changePassword, {
    status: 'idle',
    message: null,
  })
  const error = (field: string) => fieldError(state, field)
  return (
    <form action={action} className="flex flex-col gap-5" key={state.status === 'done' ? 'done' : 'form'}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field id="password-current" label="Current password" required error={error('current')}>
        {(props) => (
          <Input {...props} type="password" name="current" autoComplete="current-password" maxLength={1024} />
        )}
      </Field>
      <Field
        id="password-new"
        label="New password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a good one.`}
        error={error('password')}
      >
        {(props) => (
          <Input
            {...props}
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={1024}
          />
        )}
      </Field>
      <Field id="password-confirm" label="New password again" required error={error('confirm')}>
        {(props) => <Input {...props} type="password" name="confirm" autoComplete="new-password" maxLength={1024} />}
      </Field>
      <FormMessage state={state} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
