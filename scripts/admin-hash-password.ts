/**
 * npm run admin:hash-password: prints the scrypt hash of a staff password for ADMIN_PASSWORD_HASH.
 * The password is read from the terminal (not echoed, asked twice) or from stdin when piped, never from the
 * command line (it would stay in the shell history and be visible in `ps`).
 *
 *   npm run -s admin:hash-password            # prompts
 *   printf '%s' "$PW" | npm run -s admin:hash-password
 */
import { createInterface } from 'node:readline'

import { hashPassword } from '../src/server/admin/password'

const MIN_LENGTH = 12

async function readHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt)
  const stdin = process.stdin
  stdin.setRawMode?.(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let value = ''
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData)
          stdin.setRawMode?.(false)
          stdin.pause()
          process.stderr.write('\n')
          return resolve(value)
        }
        if (ch === '\u0003') {
          stdin.setRawMode?.(false)
          return reject(new Error('cancelled'))
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    stdin.on('data', onData)
  })
}

async function readPiped(): Promise<string> {
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) return line
  return ''
}

async function main() {
  let password: string
  if (process.stdin.isTTY) {
    password = await readHidden('Staff password: ')
    if ((await readHidden('Again: ')) !== password) throw new Error('The two passwords differ.')
  } else {
    password = await readPiped()
  }
  if (password.length < MIN_LENGTH)
    throw new Error(`Use at least ${MIN_LENGTH} characters (a passphrase of four or more words is best).`)
  const hash = await hashPassword(password)
  process.stdout.write(`${hash}\n`)
  process.stderr.write(
    "\nSet it as ADMIN_PASSWORD_HASH (in single quotes: the $ signs are part of it), e.g.\n  ADMIN_PASSWORD_HASH='" +
      hash +
      "'\n",
  )
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`)
  process.exit(1)
})
