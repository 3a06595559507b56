'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

import siteCss from '@/app/site.inline.css'

/**
 * The site's stylesheet inside the document's <head>, with the request's CSP nonce (docs/decisions/035-inline-site-css
 * .md): the first paint waits for no stylesheet request. Written into the HTML stream as the server renders, not
 * rendered as an element: an element would also go into the RSC payload the page hydrates from, sending the CSS
 * twice. In the browser bundle `siteCss` is an empty string and this renders nothing; client navigation keeps the
 * <head> it has, so the styles stay.
 *
 * `sheet`: false when the layout links the build's file of the sheet instead, because the browser keeps it
 * (docs/decisions/041-cached-stylesheet.md). `fontFaces`: `@font-face` rules for the web fonts the browser already has
 * (a cookie says so), declared for every width after the sheet; the sheet declares them for wide screens only
 * (docs/decisions/040-fonts-on-phones.md).
 */
export function InlineSiteCss({ nonce, sheet, fontFaces }: { nonce?: string; sheet: boolean; fontFaces: string }) {
  const written = useRef(false)
  useServerInsertedHTML(() => {
    // Called at every flush of the stream: the styles go out once, with the first.
    if (written.current) return null
    written.current = true
    const css = (sheet ? siteCss : '') + fontFaces
    return css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} /> : null
  })
  return null
}
