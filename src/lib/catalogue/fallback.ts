/**
 * Marking English text inside Dari and Pashto pages (docs/decisions/033-catalogue-translations.md).
 * A localized catalogue DTO lists the texts that fell back to English in `fallback`; a page renders each such text
 * with `lang="en"`, so a screen reader reads it with an English voice instead of mispronouncing it as Dari or
 * Pashto. Client-safe and tiny: no zod, no copy.
 *
 * ```tsx
 * <h1 lang={fallbackLang(product, 'name')}>{product.name}</h1>
 * {product.key_features.map((f, i) => <li key={i} lang={fallbackLang(product, `key_features.${i}`)}>{f}</li>)}
 * ```
 * `lang={undefined}` renders no attribute, so the element keeps the page's `lang`.
 */

/** 'en' when `field` of `dto` is shown in English for want of a translation, else undefined (the page's language). */
export function fallbackLang<F extends string>(
  dto: { readonly fallback?: readonly F[] },
  field: NoInfer<F>,
): 'en' | undefined {
  return dto.fallback?.includes(field) ? 'en' : undefined
}

/** Whether any text of `dto` is shown in English (e.g. to say "partly in English" on a card). */
export function hasFallback(dto: { readonly fallback?: readonly string[] }): boolean {
  return (dto.fallback?.length ?? 0) > 0
}
