'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { localizeHref } from '@/lib/i18n/locales'
import { requestLocale } from '@/server/page/locale'

import { COMPARE_COOKIE, addToCompare, compareHref, parseCompareList } from '@/lib/compare/list'
import { isProductSlug } from '@/lib/quote/list'
import { getProductBySlug } from '@/server/catalogue'
import { formInput } from '@/server/http/form-input'
import { visitorCookieOptions } from '@/server/page/visitor-cookie'

/** A month: a comparison is a working set, not a long-term list. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

async function write(slugs: readonly string[]): Promise<void> {
  const jar = await cookies()
  if (slugs.length === 0) return void jar.delete(COMPARE_COOKIE)
  jar.set(COMPARE_COOKIE, slugs.join('.'), { ...visitorCookieOptions(MAX_AGE_SECONDS), httpOnly: true })
}

/** "Compare" on a card or product page: adds the product to the visitor's comparison and opens it. */
export async function compareProduct(input: FormData): Promise<void> {
  const formData = await formInput(input)
  if (!formData) return
  const slug = formData.get('product')
  let list = parseCompareList((await cookies()).get(COMPARE_COOKIE)?.value)
  if (isProductSlug(slug) && (await getProductBySlug(slug))) {
    list = addToCompare(list, slug)
    await write(list)
  }
  redirect(localizeHref(compareHref(list), await requestLocale()))
}

/**
 * A column's "Remove" on /compare: the comparison shown (from the form, i.e. the URL) without that product. It becomes
 * the visitor's own comparison too, so a shared comparison they edit is theirs from then on.
 */
export async function removeFromComparison(input: FormData): Promise<void> {
  const formData = await formInput(input)
  if (!formData) return
  const shown = parseCompareList(String(formData.get('products') ?? ''))
  const slug = formData.get('product')
  const list = shown.filter((s) => s !== slug)
  await write(list)
  const differences = formData.get('show') === 'differences'
  redirect(localizeHref(compareHref(list, { differences }), await requestLocale()))
}
