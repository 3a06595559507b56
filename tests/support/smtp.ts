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

/**
 * A received message made readable: its headers as sent, and each body part decoded from base64 or quoted-printable
 * (nodemailer encodes any non-ASCII text), so a test reads the Dari text and the links as a person would.
 */
export function readableMail(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const base64 = /Content-Transfer-Encoding:\s*base64/i.test(raw)
  const quoted = /Content-Transfer-Encoding:\s*quoted-printable/i.test(raw)
  let text = body
  if (base64) {
    text = [...body.matchAll(/([A-Za-z0-9+/=\r\n]{20,})/g)]
      .map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))
      .join('\n')
  } else if (quoted) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    try {
      text = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
    } catch {
      text = bytes
    }
  }
  // Headers: unfolded, and RFC 2047 encoded words (a Dari subject) decoded.
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, how: string, data: string) =>
      how.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    )
  return `${headers}\n\n${text}`
}
