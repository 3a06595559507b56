/**
 * The shape every locale's copy has: the English registry's keys (./en.ts), strings free (hrefs and other structure
 * keep their types). Its own module so the Dari and Pashto modules can name it without importing the registry that
 * imports them.
 */
import type * as en from './en'
import type { Translation } from './types'

export type Messages = Translation<typeof en>
