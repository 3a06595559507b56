/**
 * How large a translation file may be. It goes up in a form post to its page, and the HTTP layer bounds that whole
 * body (src/lib/http-limits.mjs, the page-post limit of 1 MiB, which is also Next.js's own limit for server actions):
 * the file may take whole megabytes of it (1,000,000 bytes), which leaves more than the form's other fields and the
 * multipart framing need. The form checks the size before it sends (in the action's own words), so a file over it
 * never meets the HTTP layer's plain refusal.
 */
import { BODY_LIMITS } from '@/lib/http-limits.mjs'

const MEGABYTES = Math.floor(BODY_LIMITS['page-post'].bytes / 1_000_000)

export const MAX_PO_BYTES = MEGABYTES * 1_000_000

/** The refusal of a file over the limit: the form's message and the file field's. */
export const PO_TOO_LARGE = {
  message: `That file is too large for a translation file (at most ${MEGABYTES} MB).`,
  field: `At most ${MEGABYTES} MB.`,
} as const
