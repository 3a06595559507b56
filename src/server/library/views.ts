import 'server-only'

import type { RichDoc } from '@/lib/content/rich-text'
import { kabulDate } from '@/lib/content/schedule'
import type { Locale } from '@/lib/i18n/locales'
import { compareVersions, RELEASE_KINDS, type AdvisorySeverity, type ReleaseKind } from '@/lib/library/kinds'
import { downloadHref } from '@/lib/routes'
import { getSnapshot, viewOf, type CatalogueSnapshot } from '@/server/catalogue/snapshot'
import type { LibraryTranslations } from '@/server/db/schema'
import {
  getLibrary,
  type LibraryAdvisory,
  type LibraryRelease,
  type LibrarySnapshot,
  type LibraryTargets,
} from './snapshot'

/**
 * What the public pages show of the support library (docs/support-library.md), in one language: a product's Support
 * section, the hub, a release's page, the feeds and the field pack all read through here, from the library snapshot
 * and the catalogue's (a category target covers the products of its whole subtree as the catalogue has it now).
 */

/** A text in the page's language, and the language it is really in (English where no translation exists). */
export interface Localized<T> {
  value: T
  lang: Locale
}

export interface FileView {
  id: number
  name: string
  bytes: number
  sha256: string
  href: string
}

export interface ReleaseView {
  id: number
  kind: ReleaseKind
  title: Localized<string>
  version: string
  releaseDate: string
  status: LibraryRelease['status']
  languages: string[]
  notes: Localized<RichDoc> | null
  requirements: Localized<string> | null
  files: FileView[]
  publishedAt: Date
  updatedAt: Date
}

export interface AdvisoryView {
  id: number
  severity: AdvisorySeverity
  title: Localized<string>
  body: Localized<string>
  instead: Localized<string> | null
  startsOn: string
  endsOn: string | null
  releaseIds: number[]
  publishedAt: Date
  updatedAt: Date
}

function localized(
  english: string,
  translations: LibraryTranslations,
  locale: Locale,
  field: string,
): Localized<string> {
  const value = locale === 'en' ? undefined : translations[locale]?.[field]
  return typeof value === 'string' && value.trim() ? { value, lang: locale } : { value: english, lang: 'en' }
}

function localizedDoc(english: RichDoc | null, translations: LibraryTranslations, locale: Locale) {
  const value = locale === 'en' ? undefined : translations[locale]?.notes
  if (value && typeof value === 'object' && value.content.length) return { value, lang: locale }
  return english && english.content.length ? { value: english, lang: 'en' as Locale } : null
}

export function releaseView(release: LibraryRelease, locale: Locale): ReleaseView {
  const requirements = release.requirements
    ? localized(release.requirements, release.translations, locale, 'requirements')
    : null
  return {
    id: release.id,
    kind: release.kind,
    title: localized(release.title, release.translations, locale, 'title'),
    version: release.version,
    releaseDate: release.releaseDate,
    status: release.status,
    languages: release.languages,
    notes: localizedDoc(release.notes, release.translations, locale),
    requirements,
    files: release.files.map((f) => ({
      id: f.id,
      name: f.fileName,
      bytes: f.bytes,
      sha256: f.sha256,
      href: downloadHref(f.id, f.fileName),
    })),
    publishedAt: release.publishedAt,
    updatedAt: release.updatedAt,
  }
}

export function advisoryView(advisory: LibraryAdvisory, locale: Locale): AdvisoryView {
  return {
    id: advisory.id,
    severity: advisory.severity,
    title: localized(advisory.title, advisory.translations, locale, 'title'),
    body: localized(advisory.body, advisory.translations, locale, 'body'),
    instead: advisory.instead ? localized(advisory.instead, advisory.translations, locale, 'instead') : null,
    startsOn: advisory.startsOn,
    endsOn: advisory.endsOn,
    releaseIds: advisory.releaseIds,
    publishedAt: advisory.publishedAt,
    updatedAt: advisory.updatedAt,
  }
}

/** Whether `targets` covers the product (in category `categoryId`) as the catalogue's tree stands. */
export function covers(
  targets: LibraryTargets,
  product: { id: number; categoryId: number | null },
  catalogue: Pick<CatalogueSnapshot, 'descendantIds'>,
): boolean {
  if (targets.productIds.includes(product.id)) return true
  if (product.categoryId === null) return false
  return targets.categoryIds.some((c) => catalogue.descendantIds.get(c)?.has(product.categoryId!) ?? false)
}

/** An advisory shows from its first day to its last (Kabul dates). */
export function isOpen(advisory: Pick<LibraryAdvisory, 'startsOn' | 'endsOn'>, now: Date): boolean {
  const today = kabulDate(now)
  return advisory.startsOn <= today && (advisory.endsOn === null || advisory.endsOn >= today)
}

/** Newest first: by release date, then by version. */
export const newestFirst = (a: LibraryRelease, b: LibraryRelease) =>
  b.releaseDate.localeCompare(a.releaseDate) || compareVersions(b.version, a.version) || b.id - a.id

/** Severest first, then newest. */
const gravest = (a: LibraryAdvisory, b: LibraryAdvisory) =>
  severityRank(b.severity) - severityRank(a.severity) || b.startsOn.localeCompare(a.startsOn) || b.id - a.id
const severityRank = (s: AdvisorySeverity) => ({ info: 0, caution: 1, 'do-not-install': 2 })[s]

/** The releases and advisories of one product, from the two snapshots. */
function forProduct(
  library: LibrarySnapshot,
  catalogue: CatalogueSnapshot,
  product: { id: number; categoryId: number | null },
) {
  const releases = [...library.releases.values()].filter((r) => covers(r.targets, product, catalogue)).sort(newestFirst)
  const advisories = [...library.advisories.values()].filter((a) => covers(a.targets, product, catalogue))
  return { releases, advisories }
}

/**
 * The recommended release of each kind: the one marked recommended (the newest, if several), else the newest current
 * one; never a superseded or withdrawn one.
 */
export function recommendedOf(releases: readonly LibraryRelease[]): LibraryRelease[] {
  const out: LibraryRelease[] = []
  for (const kind of RELEASE_KINDS) {
    const own = releases.filter((r) => r.kind === kind).sort(newestFirst)
    const pick = own.find((r) => r.status === 'recommended') ?? own.find((r) => r.status === 'current')
    if (pick) out.push(pick)
  }
  return out
}

export interface ProductSupport {
  recommended: ReleaseView[]
  all: ReleaseView[]
  advisories: AdvisoryView[]
  /** Whether a field pack has anything to carry (a current document or an open advisory). */
  fieldPack: boolean
}

/** A product page's Support section; null when the library has nothing for the product. */
export async function productSupport(
  product: { id: number; categoryId: number | null },
  locale: Locale,
  now: Date,
): Promise<ProductSupport | null> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  const { releases, advisories } = forProduct(library, catalogue, product)
  const open = advisories.filter((a) => isOpen(a, now)).sort(gravest)
  if (!releases.length && !open.length) return null
  return {
    recommended: recommendedOf(releases).map((r) => releaseView(r, locale)),
    all: releases.map((r) => releaseView(r, locale)),
    advisories: open.map((a) => advisoryView(a, locale)),
    fieldPack: fieldPackReleases(releases).length > 0 || open.length > 0,
  }
}

/**
 * Of these products, those whose support page has something to show (a release, or an open advisory): the sitemap
 * lists their support pages (src/app/_sitemap/urls.ts).
 */
export async function productsWithSupport<P extends { id: number; category_id: number | null }>(
  products: readonly P[],
  now: Date,
): Promise<P[]> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  return products.filter((p) => {
    const { releases, advisories } = forProduct(library, catalogue, { id: p.id, categoryId: p.category_id })
    return releases.length > 0 || advisories.some((a) => isOpen(a, now))
  })
}

/**
 * The open advisories of one product, gravest first, as the warranty check lists them (src/server/service/warranty.ts);
 * none for a product the catalogue no longer has.
 */
export async function openAdvisoriesOfProduct(
  productId: number,
  locale: Locale,
  now: Date,
): Promise<{ slug: string; advisories: AdvisoryView[] }> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  const product = catalogue.productById.get(productId)
  if (!product) return { slug: '', advisories: [] }
  const { advisories } = forProduct(library, catalogue, { id: product.id, categoryId: product.category_id })
  const open = advisories.filter((a) => isOpen(a, now)).sort(gravest)
  return { slug: product.slug, advisories: open.map((a) => advisoryView(a, locale)) }
}

/** The releases a field pack carries: the recommended or current documents of each kind. */
export function fieldPackReleases(releases: readonly LibraryRelease[]): LibraryRelease[] {
  return recommendedOf(releases).filter((r) =>
    (['manual', 'quick-guide', 'release-notes', 'calibration'] as const).includes(r.kind as 'manual'),
  )
}

export interface ProductRef {
  id: number
  slug: string
  name: string
}

export interface ReleasePage {
  release: ReleaseView
  products: ProductRef[]
  /** Advisories about this release (or, for a withdrawn one without any, the open ones of its products). */
  advisories: AdvisoryView[]
}

/** A published release's page; undefined for a draft or an unknown id. */
export async function releasePage(id: number, locale: Locale, now: Date): Promise<ReleasePage | undefined> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  const release = library.releases.get(id)
  if (!release) return undefined
  const view = viewOf(catalogue, locale)
  const covered = view.products.filter((p) =>
    covers(release.targets, { id: p.id, categoryId: p.category_id }, catalogue),
  )
  const about = [...library.advisories.values()].filter((a) => a.releaseIds.includes(id))
  const fallback =
    about.length || release.status !== 'withdrawn'
      ? []
      : [...library.advisories.values()].filter(
          (a) =>
            isOpen(a, now) &&
            covered.some((p) => covers(a.targets, { id: p.id, categoryId: p.category_id }, catalogue)),
        )
  return {
    release: releaseView(release, locale),
    products: covered.map((p) => ({ id: p.id, slug: p.slug, name: p.name })),
    advisories: [...about, ...fallback].sort(gravest).map((a) => advisoryView(a, locale)),
  }
}

export interface HubFamily {
  id: number
  name: string
  slug: string
  products: (ProductRef & { releases: number })[]
}

export interface SupportHub {
  advisories: (AdvisoryView & { products: ProductRef[] })[]
  latest: (ReleaseView & { products: ProductRef[] })[]
  families: HubFamily[]
  /** With a search: the products it found (in the catalogue's matcher's order), each with its release count. */
  matches?: (ProductRef & { releases: number })[]
}

/** The support hub: open advisories and the latest releases first, then every family with its products. */
export async function supportHub(
  locale: Locale,
  now: Date,
  options: { matches?: readonly number[]; limit?: number } = {},
): Promise<SupportHub> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  const view = viewOf(catalogue, locale)
  const limit = options.limit ?? 8
  const productsOf = (targets: LibraryTargets) =>
    view.products
      .filter((p) => covers(targets, { id: p.id, categoryId: p.category_id }, catalogue))
      .map((p) => ({ id: p.id, slug: p.slug, name: p.name }))
  const releases = [...library.releases.values()]
  const countFor = (p: { id: number; category_id: number | null }) =>
    releases.filter((r) => covers(r.targets, { id: p.id, categoryId: p.category_id }, catalogue)).length
  const advisories = [...library.advisories.values()]
    .filter((a) => isOpen(a, now))
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id)
    .slice(0, limit)
    .map((a) => ({ ...advisoryView(a, locale), products: productsOf(a.targets) }))
  // What one may install: a superseded release stays in its product's list of versions, not among the news.
  const latest = releases
    .filter((r) => r.status === 'recommended' || r.status === 'current')
    .sort(newestFirst)
    .slice(0, limit)
    .map((r) => ({ ...releaseView(r, locale), products: productsOf(r.targets) }))
  // Families: the top-level categories, each with the products of its subtree, in the catalogue's order.
  const families = view.tree.map((family) => {
    const ids = catalogue.descendantIds.get(family.id) ?? new Set([family.id])
    return {
      id: family.id,
      name: family.name,
      slug: family.slug,
      products: view.products
        .filter((p) => p.category_id !== null && ids.has(p.category_id))
        .map((p) => ({ id: p.id, slug: p.slug, name: p.name, releases: countFor(p) })),
    }
  })
  const matches = options.matches
    ?.map((id) => view.productById.get(id))
    .filter((p) => p !== undefined)
    .map((p) => ({ id: p.id, slug: p.slug, name: p.name, releases: countFor(p) }))
  return { advisories, latest, families: families.filter((f) => f.products.length), ...(matches ? { matches } : {}) }
}

/** A file and its release, for a download; undefined for a draft's file or an unknown id. */
export async function fileForDownload(id: number) {
  const library = await getLibrary()
  const file = library.files.get(id)
  if (!file) return undefined
  const release = library.releases.get(file.releaseId)
  return release ? { file, release } : undefined
}

/** An active product by its slug, named in `locale`: what a "Notify me" page subscribes to. */
export async function productBySlug(slug: string, locale: Locale): Promise<ProductRef | undefined> {
  const product = viewOf(await getSnapshot(), locale).productBySlug.get(slug)
  return product ? { id: product.id, slug: product.slug, name: product.name } : undefined
}

/** A product's support page: the product, and its Support section (null when the library has nothing for it). */
export async function productSupportPage(slug: string, locale: Locale, now: Date) {
  const product = viewOf(await getSnapshot(), locale).productBySlug.get(slug)
  if (!product) return undefined
  const support = await productSupport({ id: product.id, categoryId: product.category_id }, locale, now)
  return { product: { id: product.id, slug: product.slug, name: product.name } satisfies ProductRef, support }
}
