import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/catalogue/file-format'
import { firstParam, type SearchParams } from '@/lib/search-params'
import type { EditorListQuery, EditorSort } from '@/server/catalogue/editor/products'

const SORTS: readonly EditorSort[] = ['name', 'updated', 'price', 'sort']

/** The list's URL state; unknown values fall back to the defaults (docs/design.md convention 3). */
export function parseListQuery(params: SearchParams): EditorListQuery {
  const q = firstParam(params.q)?.trim().slice(0, 100) || undefined
  const category = firstParam(params.category)
  const status = firstParam(params.status)
  const sort = firstParam(params.sort)
  const missing = firstParam(params.missing)
  const page = Number(firstParam(params.page))
  return {
    q,
    category: category && /^[a-z0-9-]{1,100}$/.test(category) ? category : undefined,
    status: status === 'published' || status === 'draft' ? status : undefined,
    missing: TRANSLATION_LOCALES.includes(missing as TranslationLocale) ? (missing as TranslationLocale) : undefined,
    sort: SORTS.includes(sort as EditorSort) ? (sort as EditorSort) : undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  }
}

export function listHref(query: EditorListQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.status) params.set('status', query.status)
  if (query.missing) params.set('missing', query.missing)
  if (query.sort && query.sort !== 'name') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const qs = params.toString()
  return qs ? `/admin/products?${qs}` : '/admin/products'
}
