'use client'

import { Copy, KeyRound } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'

/**
 * A temporary password, shown once after creating an account or resetting a password. It is not stored in clear
 * anywhere, so leaving the page loses it (a new reset makes another).
 */
export function TemporaryPassword({ password, email }: { password: string; email?: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <div
      className="rounded-card border border-accent-500 bg-accent-300/15 p-4"
      role="group"
      aria-label="Temporary password"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <KeyRound aria-hidden="true" className="size-4" />
        Temporary password{email ? ` for ${email}` : ''}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <code
          className="rounded bg-white px-2 py-1 font-mono text-lg tracking-wide text-navy-950"
          data-testid="temporary-password"
        >
          {password}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true))
          }}
        >
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Shown only now. Hand it over in person or by phone; it must be changed at the first sign-in.
      </p>
    </div>
  )
}
