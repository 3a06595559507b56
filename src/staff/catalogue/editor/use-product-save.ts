'use client'

import { useRouter } from 'next/navigation'
import { useState, type RefObject } from 'react'

import type { FormConflict } from '@/staff/shared/form-state'
import { focusFirstInvalid, type FieldErrors } from '@/staff/shared/use-draft'
import {
  deleteProductAction,
  duplicateProductAction,
  previewProductAction,
  saveProductAction,
  setProductPublishedAction,
  type ProductFormState,
} from '../actions'
import { checkProduct, formatTime, withoutBlankLines, type ProductEditorData, type Values } from './form'
import { clearDrafts, writeDraft, type Draft } from './use-product-draft'
import type { ProductForm } from './use-product-form'

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
  formRef,
}: {
  form: ProductForm
  initialId: number | null
  initialVersion: number | null
  initial: Values
  leavingRef: RefObject<boolean>
  /** The editor's <form>, where the first field that needs attention is focused. */
  formRef: RefObject<HTMLFormElement | null>
}) {
  const router = useRouter()
  const { dispatch, current } = form
  const [productId, setProductId] = useState(initialId)
  const [version, setVersion] = useState(initialVersion)
  // The version the editor started from (what a conflict is compared with).
  const [base, setBase] = useState<Values>(initial)
  const [status, setStatus] = useState<EditorStatus | null>(null)
  const [conflict, setConflict] = useState<FormConflict<ProductEditorData> | null>(null)
  const [sessionExpired, setSessionExpired] = useState(false)
  const [saving, setSaving] = useState(false)

  /** Lays field errors (the server's, or the schema's at a submit) on their fields and focuses the first. */
  const showErrors = (errors: FieldErrors, replace = false) => {
    dispatch({ type: 'errors', errors, replace })
    if (Object.keys(errors).length) focusFirstInvalid(formRef.current)
  }

  /** Shows a refusal; answers whether there was one. */
  const refusedBy = (answer: ProductFormState, what: string): boolean => {
    if (answer.status !== 'error') return false
    const fields = Object.entries(answer.fieldErrors ?? {})
    showErrors(answer.fieldErrors ?? {})
    if (answer.conflict) setConflict(answer.conflict)
    if (answer.signedOut) {
      writeDraft(productId, { version, base, data: current() })
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
    dispatch({ type: 'load', values: data })
    setStatus({ tone: 'success', text: `Saved at ${formatTime(new Date().toISOString())}.` })
    if (!productId) {
      setProductId(answer.saved.id)
      leavingRef.current = true
      router.replace(`/admin/products/${answer.saved.id}?created=1`)
    }
  }

  /** Checks the form with the save action's schema; saves what it parsed, or marks the fields it refused. */
  const checkThenSave = (overVersion = version) => {
    const checked = checkProduct(current())
    showErrors(checked.errors ?? {}, true)
    if (checked.errors) setStatus({ tone: 'error', text: 'Not saved: some fields need attention (marked below).' })
    else void save(checked.data, overVersion)
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    checkThenSave()
  }

  const overwrite = () => {
    if (!conflict) return
    setBase(conflict.current)
    setVersion(conflict.version)
    const next = conflict.version
    setConflict(null)
    checkThenSave(next)
  }

  const loadTheirs = () => {
    if (!conflict) return
    setBase(conflict.current)
    setVersion(conflict.version)
    dispatch({ type: 'load', values: conflict.current })
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
    const answer = await call(() => previewProductAction(withoutBlankLines(current()), productId))
    if (!answer?.url) {
      tab?.close()
      if (answer) {
        showErrors(answer.fieldErrors ?? {})
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
    dispatch({ type: 'stored', path: 'is_active', value: published })
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
