/**
 * npm run admin:hash-password: prints the scrypt hash of a password for ADMIN_PASSWORD_HASH (the bootstrap owner,
 * docs/staff-panel.md; `npm run admin:create-user` is the usual way to make the first account).
 * The password is read from the terminal (not echoed, asked twice) or from stdin when piped, never from the
 * command line (it would stay in the shell history and be visible in `ps`).
 *
 *   npm run -s admin:hash-password            # prompts
 *   printf '%s' "$PW" | npm run -s admin:hash-password
 */
import { passwordProblem } from '../src/lib/staff/password-policy'
import { hashPassword } from '../src/server/staff/password'
import { readHidden, readPipedLine } from './prompt'

async function main() {
  let password: string
  if (process.stdin.isTTY) {
    password = await readHidden('Staff password: ')
    if ((await readHidden('Again: ')) !== password) throw new Error('The two passwords differ.')
  } else {
    password = await readPipedLine()
  }
  const problem = passwordProblem(password)
  if (problem) throw new Error(`${problem} (A passphrase of four or more words is best.)`)
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
