import type { Locale } from '@/lib/i18n/locales'

/**
 * The "Notify me" form's state (src/actions/library.ts): what the last submit answered (src/server/library/
 * subscriptions.ts's result, or 'idle' before any), and what was typed, so a refused submit keeps it.
 */
export interface NotifyFormState {
  status: 'idle' | 'sent' | 'invalid-email' | 'too-many' | 'unavailable' | 'unknown-product'
  email: string
  language: Locale
}
