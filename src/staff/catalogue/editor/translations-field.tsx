'use client'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/catalogue/file-format'
import { type EditorProductTranslationInput, type ProductEditorInput } from '@/lib/catalogue/editor-format'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { localeInfo } from '@/lib/i18n/locales'
import type { FieldErrors } from '@/staff/shared/use-draft'
import { useProductForm } from './use-product-form'

/**
 * The product editor's "Translations" section (docs/decisions/033-catalogue-translations.md): one disclosure per
 * language, each text of the product with its English beside it and an input written right to left in that language.
 * The translations are one controlled value keyed by the English texts (docs/decisions/033-catalogue-translations.md),
 * so moving or deleting English entries above keeps every translation with its entry. Staff-facing words stay English.
 */

type Values = ProductEditorInput
type Translation = EditorProductTranslationInput
type Dictionary = Record<string, string>
type ScalarKey = 'name' | 'title' | 'subtitle' | 'short_description' | 'description'
type DictionaryKey = Exclude<keyof Translation, ScalarKey>

/** The English texts the translations follow, as the form holds them now. */
function englishTexts(values: Values) {
  const { name, title, subtitle, short_description: shortDescription, description } = values
  const { key_features: keyFeatures, features, applications, highlights, images, gallery, downloads } = values
  const { specifications } = values
  // Each English text once (a translation is keyed by its English text), blank ones (empty lines) left out.
  const texts = (list: (string | undefined)[]) => [...new Set(list.map((t) => t?.trim() ?? '').filter(Boolean))]
  return {
    scalars: [
      { key: 'name', label: 'Name', text: name, max: 120 },
      { key: 'title', label: 'Title', text: title, max: 200 },
      { key: 'subtitle', label: 'Subtitle', text: subtitle, max: 200 },
      { key: 'short_description', label: 'Short description', text: shortDescription, max: 400, long: true },
      { key: 'description', label: 'Description', text: description, max: 5000, long: true },
    ] as { key: ScalarKey; label: string; text: string | undefined; max: number; long?: boolean }[],
    lists: [
      { key: 'key_features', label: 'Key feature', texts: texts(keyFeatures ?? []), max: 200 },
      { key: 'features', label: 'Feature', texts: texts(features ?? []), max: 200 },
      { key: 'applications', label: 'Application', texts: texts(applications ?? []), max: 120 },
      {
        key: 'highlight_titles',
        label: 'Highlight title',
        texts: texts((highlights ?? []).map((h) => h?.title)),
        max: 80,
      },
      {
        key: 'highlight_descriptions',
        label: 'Highlight description',
        texts: texts((highlights ?? []).map((h) => h?.description)),
        max: 300,
        long: true,
      },
      { key: 'image_alts', label: 'Image alt text', texts: texts((images ?? []).map((i) => i?.alt)), max: 200 },
      {
        key: 'gallery_titles',
        label: 'Gallery panel title',
        texts: texts((gallery ?? []).map((g) => g?.title)),
        max: 100,
      },
      {
        key: 'gallery_descriptions',
        label: 'Gallery panel description',
        texts: texts((gallery ?? []).map((g) => g?.description)),
        max: 600,
        long: true,
      },
      {
        key: 'gallery_alts',
        label: 'Gallery image alt text',
        texts: texts((gallery ?? []).map((g) => g?.image?.alt)),
        max: 200,
      },
      { key: 'download_names', label: 'Download name', texts: texts((downloads ?? []).map((d) => d?.name)), max: 120 },
      {
        key: 'spec_groups',
        label: 'Specification group',
        texts: texts((specifications ?? []).map((g) => g?.group)),
        max: 80,
      },
      {
        key: 'spec_labels',
        label: 'Specification row',
        texts: texts((specifications ?? []).flatMap((g) => (g?.rows ?? []).map((r) => r?.label))),
        max: 80,
      },
    ] as { key: DictionaryKey; label: string; texts: string[]; max: number; long?: boolean }[],
    values: texts((specifications ?? []).flatMap((g) => (g?.rows ?? []).map((r) => r?.value))),
  }
}

/** Every message under `translations.<locale>` with its path, for the list at the top of a language's panel. */
function messagesOf(errors: FieldErrors, locale: TranslationLocale): { path: string; message: string }[] {
  const prefix = `translations.${locale}.`
  return Object.entries(errors)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, message]) => ({ path: key.slice(prefix.length).split('.').join(' › '), message }))
}

export function TranslationsField() {
  const form = useProductForm()
  const texts = englishTexts(form.values)
  const value = (form.values.translations ?? {}) as Partial<Record<TranslationLocale, Translation>>
  const update = (locale: TranslationLocale, next: Translation) =>
    form.set('translations', { ...value, [locale]: next })

  return (
    <div className="flex flex-col gap-3">
      {TRANSLATION_LOCALES.map((locale) => (
        <LocalePanel
          key={locale}
          locale={locale}
          english={texts}
          translation={value[locale] ?? {}}
          errors={messagesOf(form.errors, locale)}
          onChange={(next) => update(locale, next)}
        />
      ))}
    </div>
  )
}

function LocalePanel({
  locale,
  english,
  translation,
  errors,
  onChange,
}: {
  locale: TranslationLocale
  english: ReturnType<typeof englishTexts>
  translation: Translation
  errors: { path: string; message: string }[]
  onChange: (next: Translation) => void
}) {
  const language = ENGLISH_NAMES[locale]
  const { lang, dir } = localeInfo[locale]
  const scalars = english.scalars.filter((s) => s.text?.trim())
  const dictionary = (key: DictionaryKey): Dictionary => (translation[key] as Dictionary | undefined) ?? {}
  const total = scalars.length + english.lists.reduce((n, l) => n + l.texts.length, 0)
  const translated =
    scalars.filter((s) => translation[s.key]?.trim()).length +
    english.lists.reduce((n, l) => n + l.texts.filter((t) => dictionary(l.key)[t]?.trim()).length, 0)
  const setScalar = (key: ScalarKey, text: string) => onChange({ ...translation, [key]: text })
  const setEntry = (key: DictionaryKey, source: string, text: string) =>
    onChange({ ...translation, [key]: { ...dictionary(key), [source]: text } })
  const inputProps = { lang, dir, autoComplete: 'off' } as const
  const id = (...parts: (string | number)[]) => `translation-${locale}-${parts.join('-')}`

  return (
    <details
      className="rounded-md border border-slate-200 open:pb-4"
      open={errors.length > 0 ? true : undefined}
      data-testid={`translation-${locale}`}
    >
      <summary className="cursor-pointer rounded-md px-4 py-3 text-base font-semibold text-navy-900 hover:bg-slate-50">
        {language} <span className="font-normal text-slate-600">({localeInfo[locale].nativeName})</span>
        <span className="ms-2 text-sm font-normal text-slate-600">
          {translated} of {total} texts translated
        </span>
      </summary>
      <div className="flex flex-col gap-5 px-4 pt-2">
        <p className="text-sm text-slate-600">
          Empty fields show the English text to {language} readers (marked as English for screen readers). Keep model
          names, units and terms such as GNSS, RTK and LiDAR in Latin letters.
        </p>
        {errors.length > 0 && (
          <ul
            role="alert"
            className="rounded-md border border-danger-600 bg-danger-50 px-4 py-2 text-sm text-danger-800"
          >
            {errors.map((e) => (
              <li key={e.path}>
                {e.path}: {e.message}
              </li>
            ))}
          </ul>
        )}
        {scalars.length > 0 && (
          <div className="grid gap-4">
            {scalars.map((s) => (
              <Field
                key={s.key}
                id={id(s.key)}
                label={`${s.label} in ${language}`}
                optionalText="(optional)"
                hint={<EnglishText text={s.text!} />}
              >
                {(p) =>
                  s.long ? (
                    <Textarea
                      {...p}
                      {...inputProps}
                      className="min-h-20"
                      maxLength={s.max}
                      value={translation[s.key] ?? ''}
                      onChange={(e) => setScalar(s.key, e.target.value)}
                    />
                  ) : (
                    <Input
                      {...p}
                      {...inputProps}
                      maxLength={s.max}
                      value={translation[s.key] ?? ''}
                      onChange={(e) => setScalar(s.key, e.target.value)}
                    />
                  )
                }
              </Field>
            ))}
          </div>
        )}
        {english.lists
          .filter((l) => l.texts.length > 0)
          .map((l) => (
            <fieldset key={l.key} className="grid gap-3 border-t border-slate-200 pt-4">
              <legend className="text-sm font-semibold text-navy-900">{l.label}s</legend>
              {l.texts.map((source, i) => (
                <Field
                  key={`${l.key}-${i}`}
                  id={id(l.key, i)}
                  label={`${l.label} ${i + 1} in ${language}`}
                  optionalText="(optional)"
                  hint={<EnglishText text={source} />}
                >
                  {(p) =>
                    l.long ? (
                      <Textarea
                        {...p}
                        {...inputProps}
                        className="min-h-16"
                        maxLength={l.max}
                        value={dictionary(l.key)[source] ?? ''}
                        onChange={(e) => setEntry(l.key, source, e.target.value)}
                      />
                    ) : (
                      <Input
                        {...p}
                        {...inputProps}
                        maxLength={l.max}
                        value={dictionary(l.key)[source] ?? ''}
                        onChange={(e) => setEntry(l.key, source, e.target.value)}
                      />
                    )
                  }
                </Field>
              ))}
            </fieldset>
          ))}
        {english.values.length > 0 && (
          <details className="border-t border-slate-200 pt-4">
            <summary className="cursor-pointer text-sm font-semibold text-navy-900">
              Specification values (optional: only words such as “Yes” or “Internal” need a translation)
            </summary>
            <div className="mt-3 grid gap-3">
              {english.values.map((source, i) => (
                <Field
                  key={`value-${i}`}
                  id={id('spec_values', i)}
                  label={`Specification value ${i + 1} in ${language}`}
                  optionalText="(optional)"
                  hint={<EnglishText text={source} />}
                >
                  {(p) => (
                    <Input
                      {...p}
                      {...inputProps}
                      maxLength={300}
                      value={dictionary('spec_values')[source] ?? ''}
                      onChange={(e) => setEntry('spec_values', source, e.target.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </details>
        )}
      </div>
    </details>
  )
}

function EnglishText({ text }: { text: string }) {
  return (
    <>
      English:{' '}
      <span lang="en" dir="ltr">
        {text}
      </span>
    </>
  )
}
