/**
 * Every translated locale against English (decision 032): the same keys all the way down, arrays of the
 * same length, values of the same kind, no empty strings, functions that answer sample arguments, and no English left
 * behind in copy. The type check (`Messages`) catches most shape errors at build time; this test names the key path
 * at run time too, and checks what types cannot: empty strings, throwing functions, untranslated text.
 * Run: npx vitest run src/content/locales.test.ts
 */
import { describe, expect, it } from 'vitest'

import { formatNumber } from '@/lib/i18n/format'
import { LOCALES, type Locale } from '@/lib/i18n/locales'

import * as en from './en'
import * as fa from './fa'
import type { Messages } from './messages'
import * as ps from './ps'

/** The translations under test, one per locale of LOCALES other than English; a new locale's module goes here. */
const translations: Partial<Record<Exclude<Locale, 'en'>, Messages>> = {
  fa,
  ps,
}

/**
 * Keys whose strings are structure or data, not copy: the structural keys of Translation<T> (src/content/types.ts) and
 * a few data keys (codes, ISO dates, catalogue slugs, the `?tab=` id of the default tab, ASCII file names that go into
 * a Content-Disposition header). They may stay in Latin script, and they must equal English (a translated slug or id
 * would break a link or a lookup), except `locale`, the language tag of the copy itself.
 */
const NON_COPY_KEYS = new Set([
  ...['href', 'icon', 'src', 'slug', 'id', 'variant', 'type', 'kind', 'width', 'height'],
  ...['countryCode', 'locale', 'date', 'startDate', 'endDate', 'categorySlugs', 'defaultTab'],
  ...['fileName', 'specificationsFileName'],
])

/** Paths of non-copy values under keys that are copy elsewhere: the contact form's subject values. */
const NON_COPY_PATHS = [/^contactSubjectOptions\[\d+\]\.value$/]

/** Non-copy keys whose value differs by locale: the language tag of the copy. */
const MAY_DIFFER = [/^siteDefaults\.locale$/]

/**
 * Copy that is legitimately Latin in every language. Keep this short: each entry is a string a reader sees in Latin
 * script on a Dari or Pashto page on purpose.
 */
const LATIN_ALLOWLIST = new Set([
  'WhatsApp', // brand name, kept as is (docs: TRANSLATE brief, "Keep as they are")
  'Meridian Geosystems', // the company name comes from configuration and is written in Latin script
  '+93 7X XXX XXXX', // phone placeholder: shows the format to type
  'GPS/GLONASS/Galileo/BeiDou', // the four constellations' names, kept in Latin script (a specification value)
])

/** An e-mail address (office addresses, the form's placeholder): data in every language. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]+$/

/** Parameters that take numbers, by name; lists by name; every other parameter gets a string. */
const NUMBER_PARAMS = /^(n|count|total|index|page|totalPages|year|max|left|hidden|quantity|shown)$/
const LIST_PARAMS = /^(names|slugs)$/
/** Dates (the PDFs' revision and received dates, src/content/documents.ts): a date in Kabul's afternoon. */
const DATE_PARAMS = /^(date|issued|received)$/
const SAMPLE_DATE = new Date('2026-03-21T08:30:00Z')
/** How each locale writes a number formatted from a non-number. */
const NOT_A_NUMBER = [...new Set(LOCALES.map((locale) => formatNumber(Number.NaN, locale)))]

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
const LATIN_LETTER = /[A-Za-z]/

type Kind = 'string' | 'number' | 'boolean' | 'function' | 'array' | 'object' | 'null' | 'undefined'

function kindOf(value: unknown): Kind {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as Kind
}

/** Parameter names of a function, read from its source ("(n, companyName = x) =>" → ["n", "companyName"]). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString()
  const bare = /^(?:async\s+)?([\w$]+)\s*=>/.exec(source)
  if (bare) return [bare[1]!]
  const open = source.indexOf('(')
  let depth = 0
  let close = open
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) {
      close = i
      break
    }
  }
  return source
    .slice(open + 1, close)
    .split(',')
    .map((param) => param.split('=')[0]!.trim())
    .filter(Boolean)
}

/**
 * Argument lists to call a function with: every parameter filled, numbers with 3 and with 1 (plural forms), and only
 * the required parameters when some have defaults (the default branch, e.g. the configured company name).
 */
function sampleCalls(fn: (...args: never[]) => unknown): unknown[][] {
  const names = parameterNames(fn)
  const fill = (number: number) =>
    names.map((name) =>
      NUMBER_PARAMS.test(name)
        ? number
        : LIST_PARAMS.test(name)
          ? ['K8', 'RS10']
          : DATE_PARAMS.test(name)
            ? SAMPLE_DATE
            : 'K8',
    )
  const calls = [fill(3), fill(1)]
  if (fn.length < names.length) calls.push(fill(3).slice(0, fn.length))
  return calls
}

function isCopy(path: string, key: string): boolean {
  return !NON_COPY_KEYS.has(key) && !NON_COPY_PATHS.some((pattern) => pattern.test(path))
}

/** Problems of `value` (the translation) against `english` at `path`, one line each, naming the key path. */
function compare(english: unknown, value: unknown, path: string, key: string, problems: string[]): void {
  const kind = kindOf(value)
  const englishKind = kindOf(english)
  if (kind !== englishKind) {
    problems.push(`${path}: ${kind}, English has ${englishKind}`)
    return
  }
  if (kind === 'string') {
    checkString(english as string, value as string, path, key, problems)
  } else if (kind === 'function') {
    const fn = value as (...args: unknown[]) => unknown
    const englishFn = english as (...args: unknown[]) => unknown
    for (const args of sampleCalls(englishFn)) {
      const call = `${path}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`
      let result: unknown
      try {
        result = fn(...args)
      } catch (error) {
        problems.push(`${call} throws: ${(error as Error).message}`)
        continue
      }
      const englishResult = englishFn(...args)
      // A number formatted from 'K8' reads "NaN" ("ناعدد" in Dari): the parameter is a number NUMBER_PARAMS lacks.
      for (const text of [englishResult, result]) {
        if (typeof text === 'string' && NOT_A_NUMBER.some((nan) => text.includes(nan))) {
          problems.push(`${call}: gives ${JSON.stringify(text)}; add the parameter's name to NUMBER_PARAMS`)
        }
      }
      compare(englishResult, result, call, key, problems)
    }
    checkTemplate(englishFn, fn, path, problems)
  } else if (kind === 'array') {
    const list = value as unknown[]
    const englishList = english as unknown[]
    if (list.length !== englishList.length) {
      problems.push(`${path}: ${list.length} items, English has ${englishList.length}`)
    }
    for (let i = 0; i < Math.min(list.length, englishList.length); i++) {
      compare(englishList[i], list[i], `${path}[${i}]`, key, problems)
    }
  } else if (kind === 'object') {
    const object = value as Record<string, unknown>
    const englishObject = english as Record<string, unknown>
    for (const name of Object.keys(englishObject)) {
      if (!(name in object)) problems.push(`${path}.${name}: missing`)
      else compare(englishObject[name], object[name], `${path}.${name}`, name, problems)
    }
    for (const name of Object.keys(object)) {
      if (!(name in englishObject)) problems.push(`${path}.${name}: not in English`)
    }
  }
}

/**
 * src/content/client-copy.ts calls copy functions with a blank such as "{n}" in place of a number and fills it in the
 * browser: where English keeps the blank, the translation must keep it too.
 */
function checkTemplate(
  englishFn: (...args: unknown[]) => unknown,
  fn: (...args: unknown[]) => unknown,
  path: string,
  problems: string[],
): void {
  const names = parameterNames(englishFn)
  if (!names.some((name) => NUMBER_PARAMS.test(name))) return
  const args = names.map((name) => (NUMBER_PARAMS.test(name) ? `{${name}}` : LIST_PARAMS.test(name) ? ['K8'] : 'K8'))
  const call = `${path}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`
  let result: unknown
  try {
    result = fn(...args)
  } catch (error) {
    problems.push(`${call} throws: ${(error as Error).message}`)
    return
  }
  const english = String(englishFn(...args))
  for (const blank of args.filter((arg): arg is string => typeof arg === 'string' && arg.startsWith('{'))) {
    if (english.includes(blank) && !String(result).includes(blank)) {
      problems.push(`${call}: ${JSON.stringify(result)} lost the template blank ${blank}`)
    }
  }
}

function checkString(english: string, value: string, path: string, key: string, problems: string[]): void {
  if (value.trim() === '' && english.trim() !== '') {
    problems.push(`${path}: empty`)
    return
  }
  if (!isCopy(path, key)) {
    if (value !== english && !MAY_DIFFER.some((pattern) => pattern.test(path))) {
      problems.push(`${path}: ${JSON.stringify(value)}, English has ${JSON.stringify(english)} (not copy: keep it)`)
    }
    return
  }
  // Site paths ("/products", an href built by a function) are the same URL in every locale.
  if (value.startsWith('/') || EMAIL.test(value) || LATIN_ALLOWLIST.has(value)) return
  if (LATIN_LETTER.test(value) && !ARABIC_SCRIPT.test(value)) {
    problems.push(`${path}: no Arabic-script letter, untranslated? ${JSON.stringify(value)}`)
  }
}

/** Every problem of a locale's messages, as "key.path: what is wrong" lines. */
function localeProblems(messages: Messages): string[] {
  const problems: string[] = []
  const englishKeys = Object.keys(en)
  for (const name of englishKeys) {
    if (!(name in messages)) problems.push(`${name}: missing`)
    else compare(en[name as keyof Messages], messages[name as keyof Messages], name, name, problems)
  }
  for (const name of Object.keys(messages)) {
    if (!englishKeys.includes(name)) problems.push(`${name}: not in English`)
  }
  return problems
}

describe('translated copy mirrors English', () => {
  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
    const messages = translations[locale]
    if (!messages) {
      it.todo(`${locale}: import its messages (./${locale}) into \`translations\` above`)
      continue
    }
    it(`${locale}: same keys, array lengths and kinds; no empty strings; functions answer; no English left`, () => {
      expect(localeProblems(messages)).toEqual([])
    })
  }

  it('the checker finds each kind of problem (so a passing locale means something)', () => {
    // Start from the Dari copy and break one thing of each kind.
    const copy = {
      ...(fa as unknown as Record<string, unknown>),
      extraKey: 'x',
      sharedLabels: { ...fa.sharedLabels, getQuote: '' },
      sortLabels: { name: fa.sortLabels.name, price: fa.sortLabels.price },
      footer: {
        ...fa.footer,
        columns: [
          {
            ...fa.footer.columns[0]!,
            links: [{ ...fa.footer.columns[0]!.links[0]!, href: '/راه‌حل' }, ...fa.footer.columns[0]!.links.slice(1)],
          },
        ],
      },
      learnMore: 'Learn More',
      heroLabels: { ...fa.heroLabels, slideOf: () => '' },
      catalogueExtras: {
        ...fa.catalogueExtras,
        productsInCategory: () => {
          throw new Error('boom')
        },
      },
      notFoundPage: { ...fa.notFoundPage, meta: 'صفحه پیدا نشد' },
    }
    const problems = localeProblems(copy as unknown as Messages)
    expect(problems).toEqual(
      expect.arrayContaining([
        'extraKey: not in English',
        'sharedLabels.getQuote: empty',
        'sortLabels.created_at: missing',
        'footer.columns: 1 items, English has 2',
        'learnMore: no Arabic-script letter, untranslated? "Learn More"',
        'heroLabels.slideOf(3, 3): empty',
        'catalogueExtras.productsInCategory(3) throws: boom',
        'notFoundPage.meta: string, English has object',
        'footer.columns[0].links[0].href: "/راه‌حل", English has "/solutions/surveying" (not copy: keep it)',
      ]),
    )
  })
})
