/**
 * An article body as staff write it (Tiptap's JSON document) reduced to what the article pages show well
 * (docs/decisions/044-site-content-in-the-database.md): headings (levels 2 and 3), paragraphs, bullet and numbered
 * lists, line breaks, bold, italic and links, images with alt text, and a call-to-action button. Anything else (an
 * unknown node or mark, any attribute not listed, a link to a scheme other than http(s), mailto, tel or a site path,
 * an image without alt text or from elsewhere) is dropped, and named in `removed` so the editor can say what was
 * taken out. Pages render only this reduced form, on the server, so nothing outside the list reaches a visitor.
 */
import { siteImageSrc } from './image-src'
import { isAllowedLink } from './links'

export type RichMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } }
export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' }
export interface RichParagraph {
  type: 'paragraph'
  content?: RichInline[]
}
export interface RichHeading {
  type: 'heading'
  attrs: { level: 2 | 3 }
  content?: RichInline[]
}
export interface RichListItem {
  type: 'listItem'
  content: (RichParagraph | RichList)[]
}
export interface RichList {
  type: 'bulletList' | 'orderedList'
  content: RichListItem[]
}
export interface RichImage {
  type: 'image'
  /** Width and height in pixels when known (the upload's), so the page reserves the space before the image arrives. */
  attrs: { src: string; alt: string; width?: number; height?: number }
}
export interface RichCallToAction {
  type: 'callToAction'
  attrs: { href: string; label: string }
}
export type RichBlock = RichParagraph | RichHeading | RichList | RichImage | RichCallToAction
export interface RichDoc {
  type: 'doc'
  content: RichBlock[]
}

const MAX_NODES = 5_000
const MAX_DEPTH = 6
const MAX_TEXT = 20_000

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const children = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : [])

export function sanitizeRichText(input: unknown): { doc: RichDoc; removed: string[] } {
  const removed = new Set<string>()
  let nodes = 0
  const drop = (what: string) => {
    removed.add(what)
    return null
  }

  const marksOf = (node: Json): RichMark[] | undefined => {
    if (!Array.isArray(node.marks)) return undefined
    const marks: RichMark[] = []
    for (const mark of node.marks) {
      if (!isObject(mark)) continue
      if (mark.type === 'bold' || mark.type === 'italic') {
        if (!marks.some((m) => m.type === mark.type)) marks.push({ type: mark.type })
      } else if (mark.type === 'link') {
        const href = isObject(mark.attrs) ? mark.attrs.href : undefined
        if (typeof href === 'string' && isAllowedLink(href)) marks.push({ type: 'link', attrs: { href } })
        else drop('link with a disallowed address')
      } else drop(`${String(mark.type)} formatting`)
    }
    return marks.length ? marks : undefined
  }

  const inline = (list: unknown[]): RichInline[] => {
    const out: RichInline[] = []
    for (const item of list) {
      if (!isObject(item) || ++nodes > MAX_NODES) continue
      if (item.type === 'text' && typeof item.text === 'string' && item.text.length > 0) {
        const marks = marksOf(item)
        out.push({ type: 'text', text: item.text.slice(0, MAX_TEXT), ...(marks ? { marks } : {}) })
      } else if (item.type === 'hardBreak') out.push({ type: 'hardBreak' })
      else drop(`${String(item.type)} inside a paragraph`)
    }
    return out
  }

  const listItem = (node: unknown, depth: number): RichListItem | null => {
    if (!isObject(node) || node.type !== 'listItem') return drop('a list entry that is not a list item')
    const content: (RichParagraph | RichList)[] = []
    for (const child of children(node)) {
      const b = block(child, depth + 1)
      if (b && (b.type === 'paragraph' || b.type === 'bulletList' || b.type === 'orderedList')) content.push(b)
      else if (b) drop(`${b.type} inside a list`)
    }
    return content.length ? { type: 'listItem', content } : null
  }

  const block = (node: unknown, depth: number): RichBlock | null => {
    if (!isObject(node) || ++nodes > MAX_NODES) return null
    if (depth > MAX_DEPTH) return drop('lists nested too deep')
    switch (node.type) {
      case 'paragraph':
        return { type: 'paragraph', content: inline(children(node)) }
      case 'heading': {
        const level = isObject(node.attrs) ? Number(node.attrs.level) : NaN
        const text = inline(children(node))
        if (level === 2 || level === 3) return { type: 'heading', attrs: { level }, content: text }
        drop(`heading level ${Number.isFinite(level) ? level : '?'} (made a paragraph)`)
        return { type: 'paragraph', content: text }
      }
      case 'bulletList':
      case 'orderedList': {
        const items = children(node)
          .map((child) => listItem(child, depth))
          .filter((item): item is RichListItem => item !== null)
        return items.length ? { type: node.type, content: items } : null
      }
      case 'image': {
        const attrs = isObject(node.attrs) ? node.attrs : {}
        // The site's own images only (./image-src.ts), their path normalised.
        const src = typeof attrs.src === 'string' ? siteImageSrc(attrs.src) : null
        const alt = typeof attrs.alt === 'string' ? attrs.alt.trim() : ''
        if (!src) return drop('image from outside the site')
        if (!alt) return drop('image without alt text')
        const size = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 && (v as number) <= 10_000 ? v : null)
        const width = size(attrs.width)
        const height = size(attrs.height)
        return {
          type: 'image',
          attrs: { src, alt: alt.slice(0, 300), ...(width && height ? { width, height } : {}) },
        } as RichImage
      }
      case 'callToAction': {
        const attrs = isObject(node.attrs) ? node.attrs : {}
        const href = typeof attrs.href === 'string' ? attrs.href : ''
        const label = typeof attrs.label === 'string' ? attrs.label.trim() : ''
        if (!isAllowedLink(href)) return drop('button with a disallowed address')
        if (!label) return drop('button without a label')
        return { type: 'callToAction', attrs: { href, label: label.slice(0, 80) } }
      }
      default:
        return drop(String(node.type ?? 'unknown content'))
    }
  }

  const root = isObject(input) && input.type === 'doc' ? children(input) : []
  const content = root.map((node) => block(node, 0)).filter((b): b is RichBlock => b !== null)
  return { doc: { type: 'doc', content }, removed: [...removed] }
}

/** The body's words, for search, summaries and feeds. */
export function richTextToPlain(doc: RichDoc): string {
  const parts: string[] = []
  const walk = (node: RichBlock | RichListItem | RichInline) => {
    if (node.type === 'text') parts.push(node.text)
    else if (node.type === 'hardBreak') parts.push(' ')
    else if (node.type === 'image') parts.push(node.attrs.alt)
    else if (node.type === 'callToAction') parts.push(node.attrs.label)
    else for (const child of node.content ?? []) walk(child)
    if (node.type !== 'text' && node.type !== 'hardBreak') parts.push('\n')
  }
  for (const block of doc.content) walk(block)
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
