import { Search } from '@/components/ui/icons'

import { SEARCH_PATH } from '@/lib/search-path'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/** The results page's own search form: a plain GET to /search, so it works before (and without) JavaScript. */
export function SearchForm({ defaultValue, locale }: { defaultValue: string; locale: Locale }) {
  const { searchPage } = messages(locale)
  return (
    <form action={SEARCH_PATH} method="get" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        {searchPage.fieldLabel}
      </label>
      <input
        id="search-page-q"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={searchPage.placeholder}
        autoComplete="off"
        className={
          'h-12 min-w-0 flex-1 rounded-md border border-white/40 bg-white px-4 text-base text-slate-900 ' +
          'placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 ' +
          'focus-visible:outline-accent-500'
        }
      />
      <button
        type="submit"
        className={
          'inline-flex h-12 items-center gap-2 rounded-md bg-accent-500 px-5 font-semibold text-navy-950 ' +
          'hover:bg-accent-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500'
        }
      >
        <Search aria-hidden="true" className="size-4" />
        {searchPage.submit}
      </button>
    </form>
  )
}
