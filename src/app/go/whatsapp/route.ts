import { whatsappRedirect } from '@/server/page/whatsapp-redirect'

/** /go/whatsapp?text=…: the counted click-to-chat redirect (docs/figures.md). */
export function GET(request: Request): Promise<Response> {
  return whatsappRedirect(new URL(request.url))
}
