'use client'

import { useRouter } from 'next/navigation'
import { useState, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import type { FormConflict } from '@/staff/shared/form-state'
import {
  deleteProductAction,
  duplicateProductAction,
  previewProductAction,
  saveProductAction,
  setProductPublishedAction,
  type ProductFormState,
} from '../actions'
import { formatTime, withoutBlankLines, type ProductEditorData, type Values } from './form'
import { clearDrafts, writeDraft, type Draft } from './use-product-draft'

export type EditorStatus = { tone: 'info' | 'error' | 'success'; text: string }

/**
 * Every write of the product editor, through the server actions of ../actions.ts: save (create or over the version
 * the editor started from), publish, duplicate, delete, preview. A refusal is shown where it belongs: field errors
 * on their fields, a conflict as the other editor's changes with the choice to save over them or load them, an
 * ended session as a note (the edits are kept in this browser). The form never loses its input.
 */
export function useProductSave({
  form,
  initialId,
  initialVersion,
  initial,
  leavingRef,
}: {
  form: UseFormReturn<Values, unknown, ProductEditorData>
  initialId: number | null
  initialVersion: number | null
  initial: Values
  leavingRef: RefObject<boolean>
}) {
  const router = useRouter()
  const { reset, setError, getValues, resetField, handleSubmit } = form
  const [productId, setProductId] = useState(initialId)
  const [version, setVersion] = useState(initialVersion)
  // The version the editor started from (what a conflict is compared with).
  const [base, setBase] = useState<Values>(initial)
  const [status, setStatus] = useState<EditorStatus | null>(null)
  const [conflict, setConflict] = useState<FormConflict<ProductEditorData> | null>(null)
  const [sessionExpired, setSessionExpired] = useState(false)
  const [saving, setSaving] = useState(false)

  /** Shows a refusal; answers whether there was one. */
  const refusedBy = (answer: ProductFormState, what: string): boolean => {
    if (answer.status !== 'error') return false
    const fields = Object.entries(answer.fieldErrors ?? {})
    fields.forEach(([path, message], i) => setError(path as never, { message }, { shouldFocus: i === 0 }))
    if (answer.conflict) setConflict(answer.conflict)
    if (answer.signedOut) {
      writeDraft(productId, { version, base, data: getValues() })
      setSessionExpired(true)
      setStatus({ tone: 'error', text: `${what}: your session has expired. Your edits are kept in this browser.` })
    } else if (answer.conflict) {
      setStatus({ tone: 'error', text: `${what}: someone else changed this product. Your edits are kept.` })
    } else if (fields.length) {
      setStatus({ tone: 'error', text: `${what}: some fields need attention (marked below).` })
    } else {
      setStatus({ tone: 'error', text: `${what}: ${answer.message} Your edits are still here.` })
    }
    return true
  }

  const call = async (action: () => Promise<ProductFormState>): Promise<ProductFormState | null> => {
    try {
      return await action()
    } catch {
      setStatus({ tone: 'error', text: 'Not saved: the server could not be reached. Your edits are still here.' })
      return null
    }
  }

  const save = async (data: ProductEditorData, overVersion = version) => {
    setSaving(true)
    setStatus({ tone: 'info', text: 'Saving…' })
    const answer = await call(() => saveProductAction(productId, overVersion, data, base))
    setSaving(false)
    if (!answer || refusedBy(answer, 'Not saved') || !answer.saved) return
    setConflict(null)
    setSessionExpired(false)
    clearDrafts(productId)
    setBase(data)
    setVersion(answer.saved.version)
    reset(data)
    setStatus({ tone: 'success', text: `Saved at ${formatTime(new Date().toISOString())}.` })
    if (!productId) {
      setProductId(answer.saved.id)
      leavingRef.current = true
      router.replace(`/admin/products/${answer.saved.id}?created=1`)
    }
  }

  const onInvalid = () => setStatus({ tone: 'error', text: 'Not saved: some fields need attention (marked below).' })
  const submit = (event: React.FormEvent) => handleSubmit((data) => save(data), onInvalid)(event)

  const overwrite = () => {
    if (!conflict) return
    setBase(conflict.current)
    setVersion(conflict.version)
    const next = conflict.version
    setConflict(null)
    void handleSubmit((data) => save(data, next), onInvalid)()
  }

  const loadTheirs = () => {
    if (!conflict) return
    setBase(conflict.current)
    setVersion(conflict.version)
    reset(conflict.current)
    clearDrafts(productId)
    setConflict(null)
    setStatus({ tone: 'info', text: 'The current version is loaded; your edits were discarded.' })
  }

  const restored = (draft: Draft) => {
    setBase(draft.base)
    setVersion(draft.version)
    setStatus({ tone: 'info', text: 'Your kept edits are back. Save to keep them.' })
  }

  const preview = async () => {
    const tab = window.open('', '_blank')
    const answer = await call(() => previewProductAction(withoutBlankLines(getValues()), productId))
    if (!answer?.url) {
      tab?.close()
      if (answer) {
        Object.entries(answer.fieldErrors ?? {}).forEach(([path, message], i) =>
          setError(path as never, { message }, { shouldFocus: i === 0 }),
        )
        setStatus({ tone: 'error', text: `No preview: ${answer.message}` })
      }
      return
    }
    if (tab) tab.location.href = answer.url
    else window.location.href = answer.url
  }

  const setPublished = async (published: boolean) => {
    if (!productId || version === null) return
    const answer = await call(() => setProductPublishedAction(productId, version, published, base))
    if (!answer || refusedBy(answer, published ? 'Not published' : 'Not unpublished') || !answer.saved) return
    setVersion(answer.saved.version)
    setBase((b) => ({ ...b, is_active: published }))
    resetField('is_active', { defaultValue: published })
    setStatus({
      tone: 'success',
      text: published
        ? 'Published: the product is on the site.'
        : 'Unpublished: the product is a draft again, hidden from the site.',
    })
  }

  const duplicate = async () => {
    if (!productId) return
    const answer = await call(() => duplicateProductAction(productId))
    if (!answer || refusedBy(answer, 'Not duplicated') || !answer.saved) return
    leavingRef.current = true
    router.push(`/admin/products/${answer.saved.id}?duplicated=1`)
  }

  const remove = async () => {
    if (!productId || version === null) return
    const answer = await call(() => deleteProductAction(productId, version, base))
    if (!answer || refusedBy(answer, 'Not deleted')) return
    clearDrafts(productId)
    leavingRef.current = true
    router.push('/admin/products')
  }

  return {
    productId,
    version,
    base,
    status,
    conflict,
    sessionExpired,
    saving,
    submit,
    overwrite,
    loadTheirs,
    restored,
    preview,
    setPublished,
    duplicate,
    remove,
  }
}
