'use client'

import { useState } from 'react'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { localeInfo } from '@/lib/i18n/locales'
import { useHydrated } from '@/staff/shared/hydrated-marker'
import { CoverField } from './cover-field'
import {
  isPhoneList,
  KIND_FIELDS,
  TRANSLATION_LOCALES,
  translatedSpecs,
  type ContentInput,
  type FieldSpec,
  type FormKind,
} from './form'
import { RichTextField } from './rich-text-field'

export interface FieldsProps {
  kind: FormKind
  values: ContentInput
  errors: Record<string, string>
  products: { slug: string; name: string }[]
}

const idOf = (name: string) => `content-${name.replace(/\./g, '-')}`

/** One input of the form by its spec, named by its path (`fields.title`, `translations.fa.title`). */
function SpecInput({
  spec,
  prefix,
  values,
  errors,
  products,
  locale,
}: {
  spec: FieldSpec
  prefix: string
  values: ContentInput
  errors: Record<string, string>
  products: FieldsProps['products']
  locale?: 'fa' | 'ps'
}) {
  const name = `${prefix}${spec.name}`
  // What is typed, counted against the field's limit as the editor types (the inputs keep their own values).
  const [length, setLength] = useState((values[name] ?? '').length)
  const language = locale ? ENGLISH_NAMES[locale] : null
  const label = language ? `${spec.label} in ${language}` : spec.label
  const script = locale ? ({ lang: localeInfo[locale].lang, dir: localeInfo[locale].dir } as const) : {}
  const english = locale ? values[`fields.${spec.name}`] : undefined
  const hint =
    locale && english && spec.type !== 'rich' ? (
      <>
        English:{' '}
        <span lang="en" dir="ltr" className="whitespace-pre-line">
          {english}
        </span>
      </>
    ) : (
      spec.hint
    )
  if (spec.type === 'cover')
    return locale ? (
      <Field
        id={idOf(`${prefix}cover.alt`)}
        label={`Cover image description in ${language}`}
        optionalText="(optional)"
        hint={values['fields.cover.alt'] ? `English: ${values['fields.cover.alt']}` : undefined}
        error={errors[`${prefix}cover.alt`]}
      >
        {(p) => <Input {...p} {...script} name={`${prefix}cover.alt`} defaultValue={values[`${prefix}cover.alt`]} />}
      </Field>
    ) : (
      <CoverField values={values} errors={errors} />
    )
  if (spec.type === 'rich')
    return (
      <RichTextField
        name={name}
        label={label}
        initial={values[name] ?? ''}
        error={errors[name]}
        lang={locale ? localeInfo[locale].lang : 'en'}
        dir={locale ? 'rtl' : 'ltr'}
      />
    )
  if (spec.type === 'checkbox')
    return (
      <div className="flex items-center gap-2">
        <input
          id={idOf(name)}
          type="checkbox"
          name={name}
          defaultChecked={values[name] === 'on'}
          className="size-5 rounded border-slate-300"
        />
        <label htmlFor={idOf(name)} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
      </div>
    )
  // Texts with a limit show it as a count: the limit once appeared only in a refused save's message.
  const counted = Boolean(spec.max) && ['text', 'long', 'lines'].includes(spec.type)
  return (
    <Field
      id={idOf(name)}
      label={label}
      required={!locale && spec.required}
      optionalText="(optional)"
      hint={hint}
      error={errors[name]}
      count={counted ? { length, max: spec.max!, unit: 'characters' } : undefined}
    >
      {(p) => {
        const common = {
          ...p,
          ...script,
          name,
          defaultValue: values[name] ?? '',
          autoComplete: 'off',
          ...(counted && {
            onInput: (e: { currentTarget: { value: string } }) => setLength(e.currentTarget.value.length),
          }),
        }
        switch (spec.type) {
          case 'phones':
            // One number (the settings' sales phone) or a list (an office's), one per line.
            if (!isPhoneList(spec)) return <Input {...common} type="tel" dir="ltr" />
            return <Textarea {...common} className="min-h-20" dir="ltr" />
          case 'long':
          case 'lines':
            return <Textarea {...common} className="min-h-20" maxLength={spec.max ? spec.max : undefined} />
          case 'products':
            return (
              <select
                {...common}
                multiple
                defaultValue={(values[name] ?? '').split('\n').filter(Boolean)}
                className="min-h-32 w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
              >
                {products.map((product) => (
                  <option key={product.slug} value={product.slug}>
                    {product.name}
                  </option>
                ))}
              </select>
            )
          case 'date':
            return <Input {...common} type="date" className="max-w-48" />
          case 'email':
            return <Input {...common} type="email" dir="ltr" />
          case 'url':
            return <Input {...common} type="url" dir="ltr" />
          default:
            return <Input {...common} maxLength={spec.max} />
        }
      }}
    </Field>
  )
}

/** The English fields of a kind, in the order the site shows them. */
export function EnglishFields({ kind, values, errors, products }: FieldsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5">
      <legend className="mb-3 text-lg font-semibold text-navy-900">English</legend>
      {KIND_FIELDS[kind].map((spec) => (
        <SpecInput key={spec.name} spec={spec} prefix="fields." values={values} errors={errors} products={products} />
      ))}
    </fieldset>
  )
}

/**
 * Dari and Pashto beside the English (docs/decisions/044-site-content-in-the-database.md): one tab per language, each
 * with the translatable fields written right to left in that language and the English as a hint. Without JavaScript
 * both panels show, one after the other; empty fields show the English to visitors.
 */
export function TranslationTabs({ kind, values, errors, products }: FieldsProps) {
  const [active, setActive] = useState<'fa' | 'ps'>('fa')
  const hydrated = useHydrated()
  const specs = translatedSpecs(kind)
  const hasError = (locale: string) => Object.keys(errors).some((k) => k.startsWith(`translations.${locale}.`))
  const onKey = (e: React.KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return
    e.preventDefault()
    const next = active === 'fa' ? 'ps' : 'fa'
    setActive(e.key === 'Home' ? 'fa' : e.key === 'End' ? 'ps' : next)
    document.getElementById(`content-tab-${e.key === 'Home' ? 'fa' : e.key === 'End' ? 'ps' : next}`)?.focus()
  }
  return (
    <section aria-labelledby="content-translations-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="content-translations-heading" className="text-lg font-semibold text-navy-900">
        Translations
      </h2>
      <p className="text-sm text-slate-600">
        Empty fields show the English to Dari and Pashto readers. A language shows on the site once all its fields are
        translated.
      </p>
      {hydrated && (
        <div role="tablist" aria-label="Translation language" className="flex gap-1 border-b border-slate-200">
          {TRANSLATION_LOCALES.map((locale) => (
            <button
              key={locale}
              id={`content-tab-${locale}`}
              type="button"
              role="tab"
              aria-selected={active === locale}
              aria-controls={`content-panel-${locale}`}
              tabIndex={active === locale ? 0 : -1}
              onClick={() => setActive(locale)}
              onKeyDown={onKey}
              className={
                '-mb-px border-b-3 px-3 py-2 text-sm font-semibold ' +
                (active === locale ? 'border-navy-700 text-navy-900' : 'border-transparent text-slate-600')
              }
            >
              {ENGLISH_NAMES[locale]} <span lang={localeInfo[locale].lang}>({localeInfo[locale].nativeName})</span>
              {hasError(locale) && <span className="ms-1 text-danger-700">(check)</span>}
            </button>
          ))}
        </div>
      )}
      {TRANSLATION_LOCALES.map((locale) => (
        <div
          key={locale}
          id={`content-panel-${locale}`}
          role={hydrated ? 'tabpanel' : 'group'}
          aria-labelledby={hydrated ? `content-tab-${locale}` : undefined}
          aria-label={hydrated ? undefined : ENGLISH_NAMES[locale]}
          hidden={hydrated && active !== locale}
          className="flex flex-col gap-5 pt-2"
        >
          {!hydrated && <h3 className="font-semibold text-navy-900">{ENGLISH_NAMES[locale]}</h3>}
          {specs.map((spec) => (
            <SpecInput
              key={spec.name}
              spec={spec}
              prefix={`translations.${locale}.`}
              values={values}
              errors={errors}
              products={products}
              locale={locale}
            />
          ))}
        </div>
      ))}
    </section>
  )
}
