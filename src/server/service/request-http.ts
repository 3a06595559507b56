import 'server-only'

import { isLocale, localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes, serviceStatusHref } from '@/lib/routes'
import { PHOTO_LIMITS, SERVICE_FIELDS, type ServiceError } from '@/lib/service/request-fields'
import type { DraftPhoto } from '@/server/db/schema'
import { clientAddress } from '@/server/http/client-address'
import { errorMessage, logger } from '@/server/log/log'
import { deleteDraft, readDraft, saveDraft, sweepDrafts } from './drafts'
import { acceptPhoto, deletePhotos } from './photos'
import { serviceRequestLimiter, submitServiceRequest } from './submit'
import { recordEvent } from '@/server/figures/record'

/**
 * POST /api/service/requests: the request form's post (docs/service-desk.md), multipart because of the photos
 * (a route handler: a server action may carry 1 MB, six phone photos are 20). A browser's form post is answered with a
 * redirect either way (post, redirect, get): to the new request's private status page, or back to the form, filled in
 * from a draft with every error named and the photos already received. A script (no `text/html` in Accept) gets JSON:
 * 201, 400 with the error keys, 429.
 */

const FORM_ERROR = { tooMany: 'too-many', failed: 'failed' } as const

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The form's fields as typed (strings only; a field sent twice counts once, its first value). */
function fieldsOf(form: FormData): Record<string, string> {
  return Object.fromEntries(SERVICE_FIELDS.filter((f) => f !== 'photos').map((f) => [f, text(form, f)]))
}

/** Photos kept from the draft the form was rendered from: only that draft's, only those still ticked. */
async function keptPhotos(
  form: FormData,
  now: Date,
): Promise<{ draftId?: string; kept: DraftPhoto[]; dropped: string[] }> {
  const draft = await readDraft(form.get('draft'), now)
  if (!draft) return { kept: [], dropped: [] }
  const ticked = new Set(form.getAll('keep').filter((v): v is string => typeof v === 'string'))
  return {
    draftId: draft.id,
    kept: draft.photos.filter((p) => ticked.has(p.key)),
    dropped: draft.photos.filter((p) => !ticked.has(p.key)).map((p) => p.key),
  }
}

/** Cleans and stores the new photos; the first problem of any of them names the field. */
async function newPhotos(files: File[], room: number): Promise<{ photos: DraftPhoto[]; error?: ServiceError }> {
  if (files.length > room) return { photos: [], error: 'photo-count' }
  const photos: DraftPhoto[] = []
  let error: ServiceError | undefined
  for (const file of files) {
    if (file.size > PHOTO_LIMITS.bytes) {
      error ??= 'photo-size'
      continue
    }
    const outcome = await acceptPhoto(Buffer.from(await file.arrayBuffer()), file.name)
    if (outcome.ok) photos.push(outcome.photo)
    else error ??= outcome.error
  }
  return { photos, error }
}

export async function handleServiceRequestPost(request: Request, now: Date): Promise<Response> {
  const html = (request.headers.get('accept') ?? '').includes('text/html')
  const origin = request.headers.get('origin')
  if (origin !== null && hostOf(origin) !== request.headers.get('host')) {
    return json(403, { error: { message: 'Cross-site requests are not accepted.' } })
  }
  const form = await request.formData().catch(() => null)
  if (!form) return json(400, { error: { message: 'Send the form as multipart/form-data.' } })
  const pageLocale: Locale = isLocale(form.get('locale')) ? (form.get('locale') as Locale) : 'en'
  const fields = fieldsOf(form)
  const back = (draftId: string) => redirect(`${localizeHref(routes.service, pageLocale)}?draft=${draftId}#form-errors`)
  void sweepDrafts(now)
  const taken = await serviceRequestLimiter.take(clientAddress(request.headers)).catch(() => null)
  if (taken && !taken.ok) {
    const retry = { 'Retry-After': String(taken.retryAfterSeconds) }
    if (!html) return json(429, { error: { message: 'Too many requests; try again later.' } }, retry)
    const previous = await readDraft(form.get('draft'), now)
    return back(await saveDraft(fields, { form: FORM_ERROR.tooMany }, previous?.photos ?? [], now))
  }
  const { draftId, kept, dropped } = await keptPhotos(form, now)
  const files = form.getAll('photos').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  try {
    const added = await newPhotos(files, PHOTO_LIMITS.count - kept.length)
    const photos = [...kept, ...added.photos]
    const outcome = await submitServiceRequest(fields, photos, now, added.error)
    if (outcome.kind === 'created') {
      recordEvent(request.headers, 'service-request', { locale: pageLocale })
      if (draftId) await deleteDraft(draftId)
      await deletePhotos(dropped)
      const status = localizeHref(serviceStatusHref(outcome.token), pageLocale)
      if (!html) return json(201, { number: outcome.number, status })
      return redirect(`${status}?new=1`)
    }
    if (!html) return json(400, { error: { message: 'The request was not stored.', fields: outcome.errors } })
    if (draftId) await deleteDraft(draftId)
    await deletePhotos(dropped)
    return back(await saveDraft(fields, outcome.errors, photos, now))
  } catch (err) {
    logger('service').error({ error: errorMessage(err) }, 'service request failed')
    if (!html) return json(503, { error: { message: 'The request could not be stored; try again in a minute.' } })
    return back(await saveDraft(fields, { form: FORM_ERROR.failed }, kept, now))
  }
}
