'use client'

import type { Editor } from '@tiptap/react'
import { useId, useState } from 'react'

import { isAllowedLink } from '@/lib/content/links'
import { IMAGE_UPLOADS, uploadFile, type UploadedImage } from '@/staff/catalogue/editor/use-uploads'

export type PanelKind = 'link' | 'image' | 'cta'

const input =
  'h-9 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-navy-600'
const button = 'h-9 rounded-md px-3 text-sm font-semibold'
const LINK_HINT = 'https://…, mailto:…, tel:… or a path on this site such as /contact.'

/**
 * What a toolbar button asks before it changes the body (a link's address; an image's file and alt text; a
 * button's label and address): a small in-page panel, not the browser's prompt(). Enter applies, Escape closes. The
 * same checks as the save: a link the site does not allow, or an image without alt text, is refused here.
 */
export function InsertPanel({
  kind,
  editor,
  onClose,
  dir,
}: {
  kind: PanelKind
  editor: Editor
  onClose: () => void
  dir: 'ltr' | 'rtl'
}) {
  const id = useId()
  const [href, setHref] = useState(kind === 'link' ? String(editor.getAttributes('link').href ?? '') : '')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [image, setImage] = useState<{ src: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const apply = () => {
    if (kind === 'link') {
      if (!href.trim()) editor.chain().focus().extendMarkRange('link').unsetLink().run()
      else if (!isAllowedLink(href.trim())) return setError(`Not a link the site allows. ${LINK_HINT}`)
      else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    } else if (kind === 'cta') {
      if (!text.trim()) return setError('Write the button’s label.')
      if (!isAllowedLink(href.trim())) return setError(`Not a link the site allows. ${LINK_HINT}`)
      editor
        .chain()
        .focus()
        .insertCallToAction({ href: href.trim(), label: text.trim().slice(0, 80) })
        .run()
    } else {
      if (!image) return setError('Upload the image first.')
      if (!text.trim()) return setError('Describe the image (alt text): the site does not show images without it.')
      editor
        .chain()
        .focus()
        .setImage({ src: image.src, alt: text.trim().slice(0, 300) })
        .run()
    }
    onClose()
  }
  const keys = (e: React.KeyboardEvent) => {
    // Enter would post the whole entry form: here it applies the panel.
    if (e.key === 'Enter') {
      e.preventDefault()
      apply()
    } else if (e.key === 'Escape') {
      e.preventDefault()
      onClose()
      editor.commands.focus()
    }
  }
  const upload = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    setBusy(true)
    const result = await uploadFile(IMAGE_UPLOADS, file)
    setBusy(false)
    if (!result.ok) return setError(`${file.name}: ${result.message}`)
    setError(null)
    setImage({ src: `/uploads/images/${(result.body as UploadedImage).large}` })
  }

  const title = { link: 'Link', image: 'Insert an image', cta: 'Insert a button' }[kind]
  return (
    <div role="group" aria-label={title} className="flex flex-col gap-2 border-b border-slate-200 bg-white p-3 text-sm">
      {kind === 'image' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="font-semibold text-navy-900">
            Image file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onChange={(e) => void upload(e.target.files)}
          />
          {busy && <p aria-live="polite">Uploading…</p>}
          {image && <p aria-live="polite">Uploaded. Now describe it.</p>}
        </div>
      )}
      {kind !== 'link' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="font-semibold text-navy-900">
            {kind === 'cta' ? 'Button label' : 'Image description (alt text)'}
          </label>
          <input
            id={`${id}-text`}
            className={input}
            dir={dir}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={keys}
          />
        </div>
      )}
      {kind !== 'image' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-href`} className="font-semibold text-navy-900">
            {kind === 'link' ? 'Link address (empty removes the link)' : 'Button link'}
          </label>
          <input
            id={`${id}-href`}
            className={input}
            dir="ltr"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={keys}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {LINK_HINT}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" onClick={apply} className={`${button} bg-navy-800 text-white hover:bg-navy-700`}>
          {kind === 'link' ? 'Apply' : 'Insert'}
        </button>
        <button type="button" onClick={onClose} className={`${button} border border-slate-300 text-navy-900`}>
          Cancel
        </button>
      </div>
    </div>
  )
}
