'use client'

import { CircleAlert, LogIn } from 'lucide-react'
import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { login, type LoginState } from './actions'

export function LoginForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(login, { status: 'idle', message: null })
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="next" value={next} />
      {state.status === 'error' && (
        <p
          role="alert"
          className={
            'flex items-start gap-2 rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2.5 text-sm ' +
            'font-medium text-danger-700'
          }
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.message}
        </p>
      )}
      <Field id="admin-email" label="E-mail address" required>
        {(props) => (
          <Input
            {...props}
            type="email"
            name="email"
            autoComplete="username"
            maxLength={254}
            defaultValue={state.input?.email ?? ''}
            key={state.input?.email ?? ''}
          />
        )}
      </Field>
      <Field id="admin-password" label="Password" required>
        {(props) => (
          <Input {...props} type="password" name="password" autoComplete="current-password" maxLength={1024} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        <LogIn aria-hidden="true" />
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
