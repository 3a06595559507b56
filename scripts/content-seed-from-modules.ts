/**
 * One-time conversion (docs/decisions/044-site-content-in-the-database.md): writes catalogue/seed/content.json from the
 * TypeScript modules the site's content lived in (news and events, offices, in English, Dari and Pashto), so the seed
 * content is today's content. Run with `npm run content:from-modules`; once the site reads content from the database,
 * the modules go and the JSON file is the seed.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import * as enNews from '../src/content/news-stories'
import * as faNews from '../src/content/fa/news-stories'
import * as psNews from '../src/content/ps/news-stories'
import { offices as enOffices } from '../src/content/offices'
import { offices as faOffices } from '../src/content/fa/offices'
import { offices as psOffices } from '../src/content/ps/offices'
import type { ArticleBlock, NewsArticle } from '../src/content/news-stories'
import { sanitizeRichText, type RichDoc } from '../src/lib/content/rich-text'

type Story = Partial<NewsArticle> & { body?: readonly ArticleBlock[] }

const text = (value: string) => (value ? [{ type: 'text', text: value }] : [])

/** The old article blocks as a rich-text document: a callout becomes its paragraph and a call-to-action button. */
function bodyDoc(blocks: readonly ArticleBlock[] = []): RichDoc {
  const content = blocks.flatMap((block): unknown[] => {
    switch (block.type) {
      case 'paragraph':
        return [{ type: 'paragraph', content: text(block.text) }]
      case 'heading':
        return [{ type: 'heading', attrs: { level: 2 }, content: text(block.text) }]
      case 'list':
        return [
          {
            type: 'bulletList',
            content: block.items.map((item) => ({
              type: 'listItem',
              content: [{ type: 'paragraph', content: text(item) }],
            })),
          },
        ]
      case 'callout':
        return [
          { type: 'paragraph', content: text(block.text) },
          { type: 'callToAction', attrs: { href: block.link.href, label: block.link.label } },
        ]
    }
  })
  const { doc, removed } = sanitizeRichText({ type: 'doc', content })
  if (removed.length) throw new Error(`the conversion lost: ${removed.join(', ')}`)
  return doc
}

/** A story's fields (English complete, translations as far as they go). */
function storyFields(story: Story): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    title: story.title,
    summary: story.description,
    body: story.body ? bodyDoc(story.body) : undefined,
    author: story.author,
    date: story.date,
    cover: story.image ? { src: story.image.src, alt: story.image.alt } : undefined,
  }
  if (story.type === 'event' && story.event) {
    Object.assign(fields, {
      startDate: story.event.startDate,
      endDate: story.event.endDate,
      hours: story.event.hours,
      venue: story.event.venue,
      stand: story.event.stand,
    })
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
}

/** What a translation holds: only the texts (dates, slugs and image files are the English ones). */
function translatedStory(story: Story): Record<string, unknown> {
  const fields = storyFields(story)
  delete fields.date
  delete fields.startDate
  delete fields.endDate
  if (fields.cover) fields.cover = { alt: (fields.cover as { alt: string }).alt }
  return fields
}

const stories = Object.values(enNews).filter(
  (v): v is NewsArticle => typeof v === 'object' && v !== null && 'slug' in v,
)
const entries: unknown[] = stories.map((story, i) => {
  const key = Object.entries(enNews).find(([, v]) => v === story)![0] as keyof typeof faNews
  return {
    kind: story.type,
    slug: story.slug,
    status: 'published',
    publishAt: null,
    unpublishAt: null,
    sortOrder: i,
    fields: storyFields(story),
    translations: {
      fa: translatedStory(faNews[key] as Story),
      ps: translatedStory(psNews[key] as Story),
    },
  }
})

const officeFields = (o: (typeof enOffices)[number]) => ({
  name: o.name,
  addressLines: [...o.addressLines],
  city: o.city,
  province: o.province,
  phones: [o.phone],
  email: o.email,
  hours: o.hours,
  mapUrl: '',
  headOffice: o.isHeadOffice,
})
enOffices.forEach((office, i) => {
  const fa = faOffices[i]!
  const ps = psOffices[i]!
  entries.push({
    kind: 'office',
    slug: office.id,
    status: 'published',
    publishAt: null,
    unpublishAt: null,
    sortOrder: i,
    fields: officeFields(office),
    translations: {
      fa: { name: fa.name, addressLines: [...fa.addressLines], city: fa.city, province: fa.province, hours: fa.hours },
      ps: { name: ps.name, addressLines: [...ps.addressLines], city: ps.city, province: ps.province, hours: ps.hours },
    },
  })
})

const out = path.join(import.meta.dirname, '..', 'catalogue', 'seed', 'content.json')
writeFileSync(out, JSON.stringify({ version: 1, entries }, null, 2) + '\n')
console.log(`wrote ${entries.length} entries to ${path.relative(process.cwd(), out)}`)
