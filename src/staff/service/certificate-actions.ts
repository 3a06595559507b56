'use server'

import { revalidatePath } from 'next/cache'

import { requestNow } from '@/server/page/request-now'
import { issueCertificate } from '@/server/service/certificates'
import { requireStaffAction } from '@/server/staff/auth'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * Issuing a calibration certificate from a request on the calibration bench (docs/decisions/102-certificates.md),
 * called by the certificate form as a function: the caller's permission first, then the input, parsed by the
 * schema the form checks with.
 */

export type CertificateFormState = FormState<never>

export async function issueCertificateAction(requestId: number, input: unknown): Promise<CertificateFormState> {
  const user = await requireStaffAction('service')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(requestId) || typeof input !== 'object' || input === null) return notUnderstood()
  const outcome = await issueCertificate(requestId, input, user, await requestNow())
  switch (outcome.kind) {
    case 'issued':
      revalidatePath(`/admin/service/${requestId}`)
      return done(`Certificate ${outcome.number} issued.`)
    case 'invalid':
      return refused('The certificate was not issued: check the fields marked.', {
        fieldErrors: fieldErrorsOf(outcome.issues),
      })
    case 'not-now':
      return refused('A certificate is issued while the instrument is being calibrated and tested.')
    case 'missing':
      return refused('This request no longer exists.')
  }
}
