'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * `data-admin-hydrated="true"` once React has hydrated the page, for browser tests: a select changed before
 * hydration is reset to its default by React, and a button clicked before it posts the form without JavaScript.
 * (useSyncExternalStore: false in the server render, true on the client, without an effect.)
 */
export function HydratedMarker() {
  const hydrated = useHydrated()
  return <span hidden data-admin-hydrated={hydrated ? 'true' : undefined} />
}

/** Whether React has hydrated: false in the server render (content for a page without JavaScript), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
