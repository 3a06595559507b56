'use client'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/catalogue/file-format'
import { type EditorCategoryTranslation } from '@/lib/catalogue/editor-format'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { localeInfo } from '@/lib/i18n/locales'

/** The form's translations: per locale, single texts as they are and features keyed by their English line. */
export type CategoryFormTranslations = Partial<Record<TranslationLocale, EditorCategoryTranslation>>

/**
 * The category form's translations (docs/decisions/033-catalogue-translations.md): a disclosure per language with the
 * category's texts, each with its English beside it and an input written right to left in that language; empty fields
 * show English to visitors. Features follow their English line (docs/decisions/033-catalogue-translations.md).
 */
export function CategoryTranslationsField({
  value: translations,
  english,
  onChange,
  imageAlt,
  error,
}: {
  value: CategoryFormTranslations
  /** The English texts as the form holds them now; features one per line. */
  english: { name: string; description: string; features: string }
  onChange: (next: CategoryFormTranslations) => void
  /** The English alt text of the category's image, when it has one. */
  imageAlt: string | null
  error?: string
}) {
  const { name, description, features: featureLines } = english
  const features = [...new Set((featureLines ?? '').split('\n').map((l) => l.trim()))].filter(Boolean)
  const value = translations ?? {}

  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <legend className="text-base font-semibold text-navy-900">Translations</legend>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {TRANSLATION_LOCALES.map((locale) => {
        const language = ENGLISH_NAMES[locale]
        const { lang, dir } = localeInfo[locale]
        const t: EditorCategoryTranslation = {
          name: '',
          description: '',
          features: {},
          image_alt: '',
          ...value[locale],
        }
        const set = (next: Partial<EditorCategoryTranslation>) => onChange({ ...value, [locale]: { ...t, ...next } })
        const id = (part: string) => `category-translation-${locale}-${part}`
        const texts = [name?.trim() ? 1 : 0, description?.trim() ? 1 : 0, features.length, imageAlt ? 1 : 0].reduce(
          (a, b) => a + b,
          0,
        )
        const done =
          (name?.trim() && t.name.trim() ? 1 : 0) +
          (description?.trim() && t.description.trim() ? 1 : 0) +
          features.filter((f) => t.features[f]?.trim()).length +
          (imageAlt && t.image_alt.trim() ? 1 : 0)
        const inputProps = { lang, dir, autoComplete: 'off' } as const
        return (
          <details key={locale} className="rounded-md border border-slate-200 open:pb-3" data-testid={id('panel')}>
            <summary className="cursor-pointer rounded-md px-3 py-2.5 text-sm font-semibold text-navy-900">
              {language} <span className="font-normal text-slate-600">({localeInfo[locale].nativeName})</span>
              <span className="ms-2 font-normal text-slate-600">
                {done} of {texts} texts translated
              </span>
            </summary>
            <div className="flex flex-col gap-3 px-3 pt-2">
              <Field
                id={id('name')}
                label={`Name in ${language}`}
                optionalText="(optional)"
                hint={<English text={name} />}
              >
                {(p) => (
                  <Input
                    {...p}
                    {...inputProps}
                    maxLength={100}
                    value={t.name}
                    onChange={(e) => set({ name: e.target.value })}
                  />
                )}
              </Field>
              <Field
                id={id('description')}
                label={`Description in ${language}`}
                optionalText="(optional)"
                hint={<English text={description} />}
              >
                {(p) => (
                  <Textarea
                    {...p}
                    {...inputProps}
                    className="min-h-20"
                    maxLength={1000}
                    value={t.description}
                    onChange={(e) => set({ description: e.target.value })}
                  />
                )}
              </Field>
              {features.map((feature, i) => (
                <Field
                  key={`${i}-${feature}`}
                  id={id(`feature-${i}`)}
                  label={`Feature ${i + 1} in ${language}`}
                  optionalText="(optional)"
                  hint={<English text={feature} />}
                >
                  {(p) => (
                    <Input
                      {...p}
                      {...inputProps}
                      maxLength={120}
                      value={t.features[feature] ?? ''}
                      onChange={(e) => set({ features: { ...t.features, [feature]: e.target.value } })}
                    />
                  )}
                </Field>
              ))}
              {imageAlt && (
                <Field
                  id={id('image-alt')}
                  label={`Image alt text in ${language}`}
                  optionalText="(optional)"
                  hint={<English text={imageAlt} />}
                >
                  {(p) => (
                    <Input
                      {...p}
                      {...inputProps}
                      maxLength={200}
                      value={t.image_alt}
                      onChange={(e) => set({ image_alt: e.target.value })}
                    />
                  )}
                </Field>
              )}
            </div>
          </details>
        )
      })}
    </fieldset>
  )
}

function English({ text }: { text: string | undefined }) {
  return (
    <>
      English:{' '}
      <span lang="en" dir="ltr">
        {text?.trim() || '(empty)'}
      </span>
    </>
  )
}
