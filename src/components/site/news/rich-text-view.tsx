import { ButtonAnchor, ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { linkKind } from '@/lib/content/links'
import type { RichBlock, RichDoc, RichInline, RichListItem, RichMark } from '@/lib/content/rich-text'

/**
 * An article body stored as a reduced Tiptap document (src/lib/content/rich-text.ts), rendered on the server in the
 * article page's styles. Only the allowed nodes exist by then, text is React text (escaped), and no editor code reaches
 * the page (docs/decisions/044-site-content-in-the-database.md).
 */
export function RichTextView({ doc }: { doc: RichDoc }) {
  return (
    <>
      {doc.content.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  )
}

function Block({ block }: { block: RichBlock }) {
  switch (block.type) {
    case 'heading':
      return block.attrs.level === 2 ? (
        <h2 className="mt-10 text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">
          <Inline content={block.content} />
        </h2>
      ) : (
        <h3 className="mt-8 text-lg font-semibold text-navy-900">
          <Inline content={block.content} />
        </h3>
      )
    case 'paragraph':
      return (
        <p className="mt-5 leading-relaxed text-slate-700">
          <Inline content={block.content} />
        </p>
      )
    case 'bulletList':
    case 'orderedList':
      return <List list={block} />
    case 'image':
      return (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded rendition, already sized and compressed
        <img
          src={block.attrs.src}
          alt={block.attrs.alt}
          width={block.attrs.width}
          height={block.attrs.height}
          loading="lazy"
          decoding="async"
          className="mt-8 h-auto w-full rounded-card border border-slate-200"
        />
      )
    case 'callToAction':
      return (
        <p className="mt-8">
          {linkKind(block.attrs.href) === 'site' ? (
            <ButtonLink href={block.attrs.href}>{block.attrs.label}</ButtonLink>
          ) : (
            <ButtonAnchor href={block.attrs.href} rel="noopener">
              {block.attrs.label}
            </ButtonAnchor>
          )}
        </p>
      )
  }
}

function List({ list }: { list: { type: 'bulletList' | 'orderedList'; content: RichListItem[] } }) {
  const items = list.content.map((item, i) => (
    <li key={i} className="leading-relaxed text-slate-700">
      {item.content.map((child, j) =>
        child.type === 'paragraph' ? (
          <span key={j} className="block">
            <Inline content={child.content} />
          </span>
        ) : (
          <List key={j} list={child} />
        ),
      )}
    </li>
  ))
  return list.type === 'orderedList' ? (
    <ol className="mt-5 list-decimal space-y-3 ps-6 marker:text-accent-700">{items}</ol>
  ) : (
    <ul className="mt-5 list-disc space-y-3 ps-6 marker:text-accent-500">{items}</ul>
  )
}

function Inline({ content = [] }: { content?: RichInline[] }) {
  return (
    <>
      {content.map((node, i) =>
        node.type === 'hardBreak' ? <br key={i} /> : <Marked key={i} text={node.text} marks={node.marks ?? []} />,
      )}
    </>
  )
}

function Marked({ text, marks }: { text: string; marks: RichMark[] }) {
  let out: React.ReactNode = text
  for (const mark of marks) {
    if (mark.type === 'bold') out = <strong className="font-semibold text-navy-900">{out}</strong>
    else if (mark.type === 'italic') out = <em>{out}</em>
    else if (linkKind(mark.attrs.href) === 'site')
      out = (
        <Link href={mark.attrs.href} className="font-medium text-navy-800 underline underline-offset-2">
          {out}
        </Link>
      )
    else
      out = (
        <a href={mark.attrs.href} rel="noopener" className="font-medium text-navy-800 underline underline-offset-2">
          {out}
        </a>
      )
  }
  return <>{out}</>
}
