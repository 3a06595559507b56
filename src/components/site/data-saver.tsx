'use client'

import { createContext, useContext, useSyncExternalStore } from 'react'

/** navigator.connection is not in TypeScript's DOM types (Chromium only): the part used here. */
type Connection = EventTarget & { saveData?: boolean }
const connection = (): Connection | undefined =>
  (typeof navigator !== 'undefined' && (navigator as { connection?: Connection }).connection) || undefined

const DataSaverContext = createContext(false)

/** Hands the request's `Save-Data: on` (read on the server, src/server/page/data-saver.ts) to client components. */
export function DataSaverProvider({ saveData, children }: { saveData: boolean; children: React.ReactNode }) {
  return <DataSaverContext value={saveData}>{children}</DataSaverContext>
}

function subscribe(onChange: () => void): () => void {
  const target = connection()
  target?.addEventListener('change', onChange)
  return () => target?.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asked to save data (docs/decisions/024-data-saver.md): the request's `Save-Data: on` header, or
 * the browser's `navigator.connection.saveData` (read after hydration, so the first render matches the server's).
 */
export function useDataSaver(): boolean {
  const fromRequest = useContext(DataSaverContext)
  const fromBrowser = useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  )
  return fromRequest || fromBrowser
}
