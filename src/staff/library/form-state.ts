import type { PostedForm } from '@/lib/library/input'
import type { FormState } from '@/staff/shared/form-state'

/** The library editors' answer: the panel's FormState, with the version now stored after a save. */
export type LibraryFormState = FormState<PostedForm> & { rowVersion?: number }

export const IDLE: LibraryFormState = { status: 'idle', message: null }
