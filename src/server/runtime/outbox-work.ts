import 'server-only'

import { composeLeadMail } from '@/server/contact/lead-email'
import { composeLibraryMail } from '@/server/library/mail'
import { provideOutboxWork } from '@/server/mail/outbox'
import { enqueueDueDigests } from '@/server/sales/lead-digest'

/**
 * Gives the outbox (src/server/mail/outbox.ts, a folder below the concerns that write its rows) the work only they
 * know: how a lead's e-mail is written, and the staff digests enqueued before each drain. Called at start
 * (./boot.ts) and by whatever drains the outbox without booting the server (tests).
 */
export function wireOutbox(): void {
  provideOutboxWork({
    composeLead: composeLeadMail,
    beforeDrain: enqueueDueDigests,
    composeLibrary: composeLibraryMail,
  })
}
