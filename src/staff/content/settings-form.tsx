'use client'

import { startTransition, useActionState, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { FormMessage } from '@/staff/shared/form-message'
import { saveSettingsAction } from './actions'
import { EnglishFields, TranslationTabs } from './content-fields'
import { inputOf, parseContentInput } from './form'
import { inputFromEntry } from './form-values'
import type { ContentFormState, ContentSnapshot } from './save'

const IDLE: ContentFormState = { status: 'idle', message: null }

/**
 * The contact details the whole site shows (docs/decisions/044-site-content-in-the-database.md): stored as the one
 * settings entry, over the environment's values, which stay the defaults. Until the first save the form shows those
 * defaults, and saving creates the entry.
 */
export function SettingsForm({ entry, fromDefaults }: { entry: ContentSnapshot; fromDefaults: boolean }) {
  const [state, formAction, pending] = useActionState(saveSettingsAction, IDLE)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const values = state.input ?? inputFromEntry('settings', entry)
  const errors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const version = state.status === 'done' && state.version ? state.version : entry.version
  const message = clientErrors
    ? { status: 'error' as const, message: 'Some fields need attention: see the messages at each field.' }
    : state

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const parsed = parseContentInput('settings', inputOf(data), { now: new Date(), stored: null })
    if (!parsed.ok) return setClientErrors(parsed.fieldErrors)
    setClientErrors(null)
    startTransition(() => formAction(data))
  }

  return (
    <main className="container-content py-8 md:py-10">
      <p className="text-sm">
        <Link href="/admin/content">← Content</Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-navy-900">Contact settings</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        The e-mail addresses, phone numbers and hours the whole site shows (header, footer, contact page).
        {fromDefaults && ' Not saved yet: the form shows the values the server is configured with.'}
      </p>
      <form action={formAction} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8">
        <input type="hidden" name="version" value={version} />
        <div className="grid gap-8 xl:grid-cols-2">
          <EnglishFields kind="settings" values={values} errors={errors} products={[]} />
          <TranslationTabs kind="settings" values={values} errors={errors} products={[]} />
        </div>
        <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save contact settings'}
          </Button>
          <FormMessage state={message} />
        </div>
      </form>
    </main>
  )
}
