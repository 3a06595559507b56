'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { sanitizeRichText, type RichDoc } from '@/lib/content/rich-text'

/** The editor is loaded on demand, in the staff panel only: public pages never import it. */
const RichTextEditor = dynamic(() => import('./rich-text/rich-text-editor'), {
  ssr: false,
  loading: () => <p className="p-3 text-sm text-slate-600">Loading the editor…</p>,
})

function docOf(json: string): RichDoc {
  try {
    return sanitizeRichText(JSON.parse(json)).doc
  } catch {
    return { type: 'doc', content: [] }
  }
}

/**
 * A rich-text body: the editor's JSON document travels in a hidden input, and the server reduces it to the allowed
 * elements again (the browser's version is never trusted). Without JavaScript the body stays as stored.
 */
export function RichTextField({
  name,
  label,
  initial,
  error,
  lang,
  dir,
}: {
  name: string
  label: string
  initial: string
  error?: string
  lang: string
  dir: 'ltr' | 'rtl'
}) {
  const [json, setJson] = useState(initial || JSON.stringify({ type: 'doc', content: [] }))
  const id = `content-${name.replace(/\./g, '-')}`
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-navy-900">
        {label}
      </span>
      <input type="hidden" name={name} value={json} />
      <RichTextEditor
        id={id}
        label={label}
        initial={docOf(json)}
        onChange={(doc) => setJson(JSON.stringify(doc))}
        lang={lang}
        dir={dir}
        describedBy={error ? `${id}-error` : undefined}
      />
      <noscript>
        <p className="text-sm text-slate-600">The body editor needs JavaScript; the body is kept as it is.</p>
      </noscript>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
