'use client'

import { useState } from 'react'

import { localeInfo } from '@/lib/i18n/locales'
import { LIBRARY_TRANSLATION_LOCALES, type LibraryTranslationLocale } from '@/lib/library/input'
import { useHydrated } from '@/staff/shared/hydrated-marker'

const NAMES: Record<LibraryTranslationLocale, string> = { fa: 'Dari', ps: 'Pashto' }

/**
 * Dari and Pashto beside the English (as the content editor has them): one tab per language, each field written
 * right to left with the English above it as the text to translate. Without JavaScript both panels show. An empty
 * field shows the English to visitors.
 */
export function TranslationTabs({
  errors,
  children,
}: {
  errors: Record<string, string>
  children: (locale: LibraryTranslationLocale, lang: string) => React.ReactNode
}) {
  const [active, setActive] = useState<LibraryTranslationLocale>('fa')
  const hydrated = useHydrated()
  const hasError = (locale: string) => Object.keys(errors).some((k) => k.startsWith(`translations.${locale}.`))
  const onKey = (e: React.KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return
    e.preventDefault()
    const next = e.key === 'Home' ? 'fa' : e.key === 'End' ? 'ps' : active === 'fa' ? 'ps' : 'fa'
    setActive(next)
    document.getElementById(`library-tab-${next}`)?.focus()
  }
  return (
    <section aria-labelledby="library-translations-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="library-translations-heading" className="text-lg font-semibold text-navy-900">
        Translations
      </h2>
      <p className="text-sm text-slate-600">Empty fields show the English to Dari and Pashto readers.</p>
      {hydrated && (
        <div role="tablist" aria-label="Translation language" className="flex gap-1 border-b border-slate-200">
          {LIBRARY_TRANSLATION_LOCALES.map((locale) => (
            <button
              key={locale}
              id={`library-tab-${locale}`}
              type="button"
              role="tab"
              aria-selected={active === locale}
              aria-controls={`library-panel-${locale}`}
              tabIndex={active === locale ? 0 : -1}
              onClick={() => setActive(locale)}
              onKeyDown={onKey}
              className={
                '-mb-px border-b-3 px-3 py-2 text-sm font-semibold ' +
                (active === locale ? 'border-navy-700 text-navy-900' : 'border-transparent text-slate-600')
              }
            >
              {NAMES[locale]} <span lang={localeInfo[locale].lang}>({localeInfo[locale].nativeName})</span>
              {hasError(locale) && <span className="ms-1 text-danger-700">(check)</span>}
            </button>
          ))}
        </div>
      )}
      {LIBRARY_TRANSLATION_LOCALES.map((locale) => (
        <div
          key={locale}
          id={`library-panel-${locale}`}
          role={hydrated ? 'tabpanel' : 'group'}
          aria-labelledby={hydrated ? `library-tab-${locale}` : undefined}
          aria-label={hydrated ? undefined : NAMES[locale]}
          hidden={hydrated && active !== locale}
          className="flex flex-col gap-5 pt-2"
        >
          {!hydrated && <h3 className="font-semibold text-navy-900">{NAMES[locale]}</h3>}
          {children(locale, localeInfo[locale].lang)}
        </div>
      ))}
    </section>
  )
}

/** One translated text field: the English to translate, then the input (right to left). */
export function TranslatedInput({
  locale,
  lang,
  name,
  label,
  english,
  value,
  error,
  multiline,
  max,
}: {
  locale: LibraryTranslationLocale
  lang: string
  name: string
  label: string
  english: string
  value: string
  error?: string
  multiline?: boolean
  max: number
}) {
  const id = `library-${locale}-${name}`
  const field = `translations.${locale}.${name}`
  const describedBy = [`${id}-english`, error ? `${id}-error` : null].filter(Boolean).join(' ')
  const common = {
    id,
    name: field,
    defaultValue: value,
    lang,
    dir: 'rtl' as const,
    maxLength: max,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    className:
      'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-xs ' +
      'focus-visible:outline-2 focus-visible:outline-navy-600 aria-invalid:border-danger-600 sm:text-sm',
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <p id={`${id}-english`} className="text-xs text-slate-600">
        English: <span lang="en">{english || '(empty)'}</span>
      </p>
      {multiline ? <textarea rows={5} {...common} /> : <input {...common} />}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
