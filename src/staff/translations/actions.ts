'use server'

import { revalidatePath } from 'next/cache'

import { importPo } from '@/server/content/po'
import { requireStaffForm } from '@/server/staff/auth'
import { done, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'
import { MAX_PO_BYTES, PO_TOO_LARGE } from './limits'

export type TranslationImportState = FormState<{ locale: string }>

/**
 * Imports a translator's PO file (docs/decisions/045-translation-files-po.md): every text or none. What could not be
 * placed comes back one problem per text, under `fieldErrors` as `problem.0`, `problem.1`, …
 */
export async function importTranslations(
  _previous: TranslationImportState,
  formData: FormData,
): Promise<TranslationImportState> {
  const user = await requireStaffForm('content', '/admin/content/translations')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const locale = formData.get('locale')
  const file = formData.get('file')
  const input = { locale: typeof locale === 'string' ? locale : '' }
  if (locale !== 'fa' && locale !== 'ps') {
    return refused('Choose the language of the file.', { fieldErrors: { locale: 'Choose Dari or Pashto.' }, input })
  }
  if (!(file instanceof File) || file.size === 0) {
    return refused('Choose a .po file to import.', { fieldErrors: { file: 'Choose a .po file.' }, input })
  }
  if (file.size > MAX_PO_BYTES) {
    return refused(PO_TOO_LARGE.message, { fieldErrors: { file: PO_TOO_LARGE.field }, input })
  }
  const result = await importPo(locale, Buffer.from(await file.arrayBuffer()), user)
  if (!result.ok) {
    const count = result.problems.length
    return refused(
      count === 1
        ? 'Nothing was imported: one text could not be placed.'
        : `Nothing was imported: ${count} texts could not be placed.`,
      { fieldErrors: Object.fromEntries(result.problems.map((problem, i) => [`problem.${i}`, problem])), input },
    )
  }
  revalidatePath('/admin/content')
  return done(
    `Imported ${result.texts} ${result.texts === 1 ? 'text' : 'texts'} into ${result.entries} ` +
      `${result.entries === 1 ? 'item' : 'items'}. The pages show them now.`,
  )
}
