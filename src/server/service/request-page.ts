import 'server-only'

import type { Locale } from '@/lib/i18n/locales'
import { emptyServiceValues, isServiceError, OTHER_PRODUCT, type ServiceError } from '@/lib/service/request-fields'
import type { ServiceFormValues } from '@/lib/service/request-fields'
import { searchSite } from '@/server/catalogue/search'
import { serviceProductBySlug } from '@/server/catalogue/serial-patterns'
import { publicOffices, type PublicOffice } from '@/server/content/offices'
import type { DraftPhoto } from '@/server/db/schema'
import { readDraft } from './drafts'

/**
 * What the request form at /service shows (docs/service-desk.md), in one call for its route: the values (empty, the
 * product of a product page's link, or a refused post's draft), the errors of that draft, the photos it kept, the
 * instruments to choose from (the one chosen and what the visitor searched for) and the offices.
 */

export interface ProductChoice {
  slug: string
  name: string
}

export interface ServiceFormData {
  values: ServiceFormValues
  errors: Partial<Record<string, ServiceError>>
  /** A form-wide problem of the draft: too many posts, or the save failed. */
  formError: 'too-many' | 'failed' | undefined
  draftId: string | undefined
  photos: DraftPhoto[]
  query: string
  choices: ProductChoice[]
  offices: PublicOffice[]
}

/** At most this many search results offered as choices: a model name finds its instrument in the first few. */
const CHOICES = 8

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim().slice(0, 200) : '')

export async function serviceFormData(
  locale: Locale,
  query: Record<string, string | string[] | undefined>,
  now = new Date(),
): Promise<ServiceFormData> {
  const draft = await readDraft(param(query.draft), now)
  const values: ServiceFormValues = draft
    ? { ...emptyServiceValues(locale), ...draft.values }
    : emptyServiceValues(locale, param(query.product))
  const errors: Partial<Record<string, ServiceError>> = {}
  for (const [field, key] of Object.entries(draft?.errors ?? {})) if (isServiceError(key)) errors[field] = key
  const formError = draft?.errors.form === 'too-many' || draft?.errors.form === 'failed' ? draft.errors.form : undefined
  const q = param(query.q)
  const [chosen, found, offices] = await Promise.all([
    values.product && values.product !== OTHER_PRODUCT ? serviceProductBySlug(values.product) : undefined,
    q ? searchSite(q, { locale, limit: 30 }) : undefined,
    publicOffices(locale, now),
  ])
  const choices: ProductChoice[] = chosen ? [{ slug: chosen.slug, name: chosen.name }] : []
  for (const hit of found?.hits ?? []) {
    if (hit.kind !== 'product' || choices.some((c) => c.slug === hit.slug)) continue
    if (choices.length >= CHOICES) break
    choices.push({ slug: hit.slug, name: hit.title })
  }
  // A product that left the catalogue is not offered again; the draft's error says so.
  if (!chosen && values.product !== OTHER_PRODUCT) values.product = ''
  return { values, errors, formError, draftId: draft?.id, photos: draft?.photos ?? [], query: q, choices, offices }
}
