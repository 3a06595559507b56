/**
 * A local SMTP server (the smtp-server package) that accepts every message and keeps it, for the outbox unit tests
 * and the leads browser tests: real SMTP on 127.0.0.1, no mock of the mailer.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string
  /** Envelope recipients (RCPT TO). */
  to: string[]
  /** The message as sent, headers and body. */
  raw: string
}

export interface Smtp {
  port: number
  inbox: ReceivedMail[]
  close(): Promise<void>
}

/** Starts it on `port` (0: a free one, read back from `port`). */
export async function startSmtp(port = 0): Promise<Smtp> {
  const inbox: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.server.address() as AddressInfo
  return { port: address.port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
