import 'server-only'

import { whatsappHref } from '@/lib/contact-details'
import { WHATSAPP_TEXT_MAX } from '@/lib/routes'
import { getLiveSiteConfig } from './site-config'

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

/**
 * GET /go/whatsapp?text=…: the site's WhatsApp links go through here, so a click is counted for the owner's figures
 * by the HTTP server (src/server/figures/counter.mjs) and works without JavaScript; the answer is a 302 to wa.me with
 * the site's own number, never one the link names, so the address cannot send anyone elsewhere.
 */
export async function whatsappRedirect(url: URL): Promise<Response> {
  const { contact } = await getLiveSiteConfig()
  if (!contact.whatsappNumber)
    return new Response('WhatsApp is not offered on this site.\n', { status: 404, headers: PLAIN })
  const text = url.searchParams.get('text') ?? ''
  if (text.length > WHATSAPP_TEXT_MAX)
    return new Response(`The message is too long: at most ${WHATSAPP_TEXT_MAX} characters.\n`, {
      status: 400,
      headers: PLAIN,
    })
  return new Response(null, {
    status: 302,
    headers: {
      Location: whatsappHref(contact.whatsappNumber, text || undefined),
      // The site's Referrer-Policy (strict-origin-when-cross-origin, next.config.ts) applies: wa.me learns only
      // the site's origin, not the page.
      'Cache-Control': 'no-store',
    },
  })
}
