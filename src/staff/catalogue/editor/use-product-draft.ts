'use client'

import { useEffect, useState } from 'react'
import type { Values } from './form'
import type { ProductForm } from './use-product-form'

/**
 * Unsaved edits kept in this browser's storage as they are typed, with the version they were made on, so a closed
 * tab or an expired session loses nothing; restoring them brings back that version, so a save over a newer change
 * still meets the conflict check (docs/decisions/017-product-editor.md).
 */
export type Draft = { version: number | null; base: Values; data: Values; savedAt: string }

const draftKey = (id: number | null) => `meridian:product-draft:${id ?? 'new'}`

function readDraft(id: number | null): Draft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(id))
    return raw ? (JSON.parse(raw) as Draft) : null
  } catch {
    return null
  }
}

/** Keeps the form's state now (the session ended: the next visit offers it back). */
export function writeDraft(id: number | null, entry: Omit<Draft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(draftKey(id), JSON.stringify({ ...entry, savedAt: new Date().toISOString() }))
  } catch {
    // Storage full or disabled: the unsaved-changes warning still protects the edits.
  }
}

/** Forgets the kept edits of this product (and of a new product that has just been created as it). */
export function clearDrafts(id: number | null): void {
  try {
    window.localStorage.removeItem(draftKey(id))
    window.localStorage.removeItem(draftKey(null))
  } catch {
    // nothing kept
  }
}

export function useProductDraft({
  form,
  initialId,
  initial,
  productId,
  version,
  base,
  onRestore,
}: {
  form: ProductForm
  initialId: number | null
  initial: Values
  productId: number | null
  version: number | null
  base: Values
  /** Puts the draft's version back as the one the editor started from. */
  onRestore: (draft: Draft) => void
}) {
  const { values, dirty, dispatch } = form
  const [draft, setDraft] = useState<Draft | null>(null)

  // A draft kept by an earlier visit (closed tab, expired session) that differs from what the server has.
  useEffect(() => {
    const found = readDraft(initialId)
    // Browser storage exists only after hydration, so the offer to restore appears then.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of an external store, once
    if (found && JSON.stringify(found.data) !== JSON.stringify(initial)) setDraft(found)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening the page
  }, [])

  // Keep every edit in this browser's storage as it is typed.
  useEffect(() => {
    if (!dirty) return
    const timer = setTimeout(() => writeDraft(productId, { version, base, data: values }), 400)
    return () => clearTimeout(timer)
  }, [values, dirty, productId, version, base])

  const restore = () => {
    if (!draft) return
    onRestore(draft)
    // The kept edits over the version they were made on, so they count as unsaved changes.
    dispatch({ type: 'load', values: draft.data, saved: draft.base })
    setDraft(null)
  }

  const discard = () => {
    clearDrafts(productId)
    setDraft(null)
  }

  return { draft, restore, discard }
}

/** Warns before the tab closes or a link leaves the page while there are unsaved edits (unless `leavingRef`). */
export function useLeaveWarning(isDirty: boolean, leavingRef: { current: boolean }): void {
  useEffect(() => {
    if (!isDirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leavingRef.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || leavingRef.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === '_blank') return
      if (!window.confirm('You have unsaved changes to this product. Leave the page and lose them?')) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [isDirty, leavingRef])
}
