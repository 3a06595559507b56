import { isSubscriptionAction, subscriptionPage } from '@/server/library/subscription-pages'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string; action: string }> }

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** A subscriber's confirm or unsubscribe link (src/server/library/subscription-pages.ts): the page with its button. */
export async function GET(request: Request, { params }: Context) {
  const { token, action } = await params
  return isSubscriptionAction(action) ? subscriptionPage(request, token, action) : notFound()
}

/** The button's POST, or a mail client's one-click unsubscribe (RFC 8058). */
export async function POST(request: Request, { params }: Context) {
  const { token, action } = await params
  return isSubscriptionAction(action) ? subscriptionPage(request, token, action) : notFound()
}
