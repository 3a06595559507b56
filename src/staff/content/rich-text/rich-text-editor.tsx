'use client'

import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  MousePointerClick,
  Redo2,
  Undo2,
} from 'lucide-react'
import { useRef, useState } from 'react'

import { isAllowedLink } from '@/lib/content/links'
import type { RichDoc } from '@/lib/content/rich-text'
import { CallToAction } from './call-to-action'
import { InsertPanel, type PanelKind } from './insert-panel'

/**
 * The article body's editor (docs/decisions/044-site-content-in-the-database.md), loaded only in the staff panel
 * (the field imports it lazily; public pages render the stored JSON with their own walker). Configured to exactly
 * what src/lib/content/rich-text.ts keeps: paragraphs, headings 2 and 3, bullet and numbered lists, line breaks,
 * bold, italic, links the site allows, images with alt text, and the call-to-action button. Everything else the
 * starter kit offers is switched off, so nothing is typed that the save would then drop.
 */
export function extensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { rel: null, target: null },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    CallToAction,
  ]
}

type ToolButton = {
  key: string
  label: string
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  run: (editor: Editor) => void
  active?: (editor: Editor) => boolean
  panel?: PanelKind
}

const TOOLS: ToolButton[] = [
  {
    key: 'bold',
    label: 'Bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'Italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'h2',
    label: 'Heading',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: 'Subheading',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullets',
    label: 'Bulleted list',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'numbers',
    label: 'Numbered list',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { key: 'link', label: 'Link', icon: Link2, run: () => {}, active: (e) => e.isActive('link'), panel: 'link' },
  { key: 'image', label: 'Image', icon: ImagePlus, run: () => {}, panel: 'image' },
  { key: 'cta', label: 'Button', icon: MousePointerClick, run: () => {}, panel: 'cta' },
  { key: 'undo', label: 'Undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: 'Redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
]

export default function RichTextEditor({
  id,
  label,
  initial,
  onChange,
  lang,
  dir,
  describedBy,
}: {
  id: string
  label: string
  initial: RichDoc
  onChange: (doc: RichDoc) => void
  lang: string
  dir: 'ltr' | 'rtl'
  describedBy?: string
}) {
  const [panel, setPanel] = useState<PanelKind | null>(null)
  const toolbar = useRef<HTMLDivElement>(null)
  const editor = useEditor({
    extensions: extensions(),
    content: initial,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        lang,
        dir,
        class: 'content-editor-body min-h-48 px-3 py-2 focus-visible:outline-2 focus-visible:outline-navy-600',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.getJSON() as RichDoc),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor }) =>
      Object.fromEntries(TOOLS.map((t) => [t.key, editor && t.active ? t.active(editor) : false])) as Record<
        string,
        boolean
      >,
  })

  // The toolbar is one tab stop; arrow keys move between its buttons (the ARIA toolbar pattern).
  const onToolbarKey = (e: React.KeyboardEvent) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key]
    const target =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : step
            ? (index + step + buttons.length) % buttons.length
            : -1
    if (target < 0) return
    e.preventDefault()
    buttons.forEach((b, i) => (b.tabIndex = i === target ? 0 : -1))
    buttons[target]!.focus()
  }

  return (
    <div className="rounded-md border border-slate-300 bg-white has-[[aria-invalid]]:border-danger-600">
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={`${label}: formatting`}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        {TOOLS.map((tool, i) => {
          const Icon = tool.icon
          const pressed = tool.panel ? panel === tool.panel || active?.[tool.key] : active?.[tool.key]
          return (
            <button
              key={tool.key}
              type="button"
              tabIndex={i === 0 ? 0 : -1}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.active || tool.panel ? Boolean(pressed) : undefined}
              disabled={!editor}
              // A press leaves the focus (and the selection) in the text: Tiptap gives it back only a frame later,
              // so a key typed at once went to the button. Keyboard users still reach the toolbar by Tab.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                if (!editor) return
                if (tool.panel) setPanel(panel === tool.panel ? null : tool.panel)
                else tool.run(editor)
              }}
              className={
                'inline-flex size-9 items-center justify-center rounded text-navy-900 hover:bg-slate-200 ' +
                'focus-visible:outline-2 focus-visible:outline-navy-600 ' +
                'aria-pressed:bg-navy-800 aria-pressed:text-white'
              }
            >
              <Icon aria-hidden className="size-4" />
            </button>
          )
        })}
      </div>
      {panel && editor && <InsertPanel kind={panel} editor={editor} onClose={() => setPanel(null)} dir={dir} />}
      <EditorContent editor={editor} />
    </div>
  )
}
