'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

import siteCss from '@/app/site.inline.css'
import { SITE_HEADER_END_ID } from '@/components/site/header-id'

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
    return (
      <>
        {/* Nothing is painted until the header is parsed whole: a first paint of half a header (the logo without its
            name, the navigation without the search beside it) moved the menu once the rest arrived, a layout shift
            on slow phones. The header is the first thing in the stream, so the first paint waits for a few
            hundred bytes, not for the page. Browsers without `rel=expect` paint as before. */}
        <link rel="expect" href={`#${SITE_HEADER_END_ID}`} blocking="render" />
        {css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      </>
    )
  })
  return null
}
