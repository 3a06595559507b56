import { messages } from '@/content/messages'
import { isLocale } from '@/lib/i18n/locales'
import { requestNow } from '@/server/page/request-now'
import { openQuotationLink, respondToQuotation } from '@/server/sales/quotation-link'
import { pageResponse, quotationPage, rateLimited, unavailablePage } from '@/server/sales/quotation-page'

/**
 * /q/{token}: the customer's quotation (docs/decisions/051-quotations.md). GET shows it; POST takes the answer
 * (accept, or ask for changes with a message) and sends the browser back with 303, so a reload posts nothing.
 * Thin: the server door decides, src/server/sales/quotation-page.ts writes the page. The token is never logged.
 */

type Params = { params: Promise<{ token: string }> }

/** The host of an Origin header; undefined for 'null' or anything else that is not a URL. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/** 16 KB: a message of 4,000 characters in any script, form-encoded, with room to spare. */
const MAX_BODY = 16_384

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  const state = await openQuotationLink(token, await requestNow())
  if (state.kind !== 'open' && state.kind !== 'accepted') return pageResponse(unavailablePage(state, nonce, token))
  const done = new URL(request.url).searchParams.get('done') ?? undefined
  return pageResponse(quotationPage(state, token, nonce, { done }))
}

export async function POST(request: Request, { params }: Params): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  // A form of this site only: another site cannot answer for the customer even if it learnt the link.
  const origin = request.headers.get('origin')
  if (origin !== null && hostOf(origin) !== request.headers.get('host')) {
    return new Response('Forbidden', { status: 403 })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) {
    return new Response('Payload Too Large', { status: 413 })
  }
  const form = await request.formData().catch(() => null)
  const answer = form?.get('answer')
  const message = form?.get('message')
  if (answer !== 'accept' && answer !== 'changes') return new Response('Bad Request', { status: 400 })
  const now = await requestNow()
  const outcome = await respondToQuotation(
    token,
    answer === 'accept' ? { kind: 'accept' } : { kind: 'changes', message: typeof message === 'string' ? message : '' },
    now,
  )
  const back = (done: string) =>
    new Response(null, { status: 303, headers: { Location: `/q/${token}?done=${done}`, 'Cache-Control': 'no-store' } })
  switch (outcome.kind) {
    case 'accepted':
      return back('accepted')
    case 'changes-sent':
      return back('changes')
    case 'already-accepted':
      return back('already')
    case 'unavailable':
      return pageResponse(unavailablePage(outcome.state, nonce, token))
    case 'invalid': {
      const state = await openQuotationLink(token, now)
      if (state.kind !== 'open' && state.kind !== 'accepted') return pageResponse(unavailablePage(state, nonce, token))
      const locale = isLocale(state.language) ? state.language : 'en'
      const error = messages(locale).quotationLink.messageRequired
      const typed = typeof message === 'string' ? message.slice(0, 4_000) : ''
      return pageResponse(quotationPage(state, token, nonce, { error, message: typed }))
    }
  }
}
