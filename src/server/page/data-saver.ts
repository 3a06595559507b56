import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

/**
 * Whether this request carries `Save-Data: on` (docs/decisions/024-data-saver.md): browsers send it when the visitor
 * turned on a data saver. Read once per request; pages render per request anyway (the CSP nonce).
 */
export const saveDataRequested = cache(async (): Promise<boolean> => {
  const value = (await headers()).get('save-data')
  return value?.trim().toLowerCase() === 'on'
})
