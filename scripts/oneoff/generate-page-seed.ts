/**
 * One-off: writes the pages' sections from the typed copy modules (English, Dari, Pashto) into the seed content file
 * as `page` entries, so nothing is retyped by hand (docs/decisions/044-site-content-in-the-database.md). Run once,
 * before the sections left the modules; kept in history, removed with them.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import * as en from '../../src/content/en'
import * as fa from '../../src/content/fa'
import * as ps from '../../src/content/ps'
import {
  PAGE_SLUGS,
  pageDescription,
  pageFieldsSchema,
  textPart,
  type PageField,
  type PageSlug,
} from '../../src/lib/content/pages'

type Copy = typeof en

function pick(field: PageField, value: unknown): unknown {
  if (field.type === 'group') {
    const obj = value as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(field.fields)
        .filter(([k]) => obj[k] !== undefined)
        .map(([k, f]) => [k, pick(f, obj[k])]),
    )
  }
  if (field.type === 'list') return (value as unknown[]).map((item) => pick(field.of, item))
  return JSON.parse(JSON.stringify(value))
}

function pageOf(copy: Copy, slug: PageSlug): unknown {
  if (slug === 'home') {
    return {
      heroSlides: copy.heroSlides,
      featured: { title: copy.featuredSection.title, intro: copy.featuredSection.intro },
      industries: { title: copy.industriesSection.title, intro: copy.industriesSection.intro, items: copy.industries },
      news: { title: copy.newsSection.title, intro: copy.newsSection.intro, mode: 'latest', pinned: [] },
      whyChoose: copy.whyChoose,
    }
  }
  if (slug === 'about') {
    return {
      hero: { intro: copy.aboutHero.intro },
      mission: copy.mission,
      whatWeProvide: copy.whatWeProvide,
      values: copy.values,
      timeline: copy.timeline,
      stats: copy.aboutStats,
      cta: copy.aboutCta,
    }
  }
  if (slug === 'solutions') return copy.solutionsIndex
  return copy.solutionPages[slug]
}

const file = 'catalogue/seed/content.json'
const seed = JSON.parse(readFileSync(file, 'utf8')) as { version: 1; entries: { kind: string; slug: string }[] }
const pages = PAGE_SLUGS.map((slug, sortOrder) => {
  const description = pageDescription(slug)
  const fields = pick(description, pageOf(en, slug))
  pageFieldsSchema(slug).parse(fields)
  return {
    kind: 'page',
    slug,
    status: 'published',
    publishAt: null,
    unpublishAt: null,
    sortOrder,
    fields,
    translations: {
      fa: textPart(description, pick(description, pageOf(fa as unknown as Copy, slug))),
      ps: textPart(description, pick(description, pageOf(ps as unknown as Copy, slug))),
    },
  }
})
seed.entries = [...seed.entries.filter((e) => e.kind !== 'page'), ...pages]
writeFileSync(file, `${JSON.stringify(seed, null, 2)}\n`)
console.log(`${pages.length} page entries written to ${file}`)
