/**
 * npm run admin:create-user: creates a staff account (decision 015), typically the first owner.
 *
 *   npm run -s admin:create-user                                   # asks for everything
 *   npm run -s admin:create-user -- --email a@b.af --name "Aziz" --role owner       # asks for the password
 *   printf '%s\n' "$PW" | npm run -s admin:create-user -- --email a@b.af --name Aziz --role editor --password-stdin
 *
 * The password is never a command-line argument (it would stay in the shell history and show in `ps`). A weak
 * password is refused (src/lib/staff/password-policy.ts). With the embedded database the command refuses while
 * the server holds the data directory, like the catalogue import; with PostgreSQL it runs beside the server.
 */
import { parseArgs } from 'node:util'

import { passwordProblem } from '../src/lib/staff/password-policy'
import { isStaffRole, ROLE_LABELS, STAFF_ROLES } from '../src/lib/staff/roles'
import { AccountError, createStaffAccount, staffAccountSchema } from '../src/server/staff/accounts'
import { withDatabase } from './cli'
import { ask, readHidden, readPipedLine } from './prompt'

const USAGE =
  'Usage: npm run admin:create-user -- [--email <address>] [--name <display name>] ' +
  `[--role ${STAFF_ROLES.join('|')}] [--password-stdin]`

async function main(): Promise<void> {
  let args
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (err) {
    throw new AccountError(`${(err as Error).message}\n${USAGE}`)
  }
  if (args.help) {
    console.log(USAGE)
    return
  }
  const interactive = Boolean(process.stdin.isTTY) && !args['password-stdin']
  const need = (value: string | undefined, question: string, flag: string): Promise<string> | string => {
    if (value !== undefined) return value
    if (!interactive) throw new AccountError(`${flag} is required when not run on a terminal.\n${USAGE}`)
    return ask(question)
  }
  const email = await need(args.email, 'E-mail address: ', '--email')
  const displayName = await need(args.name, 'Display name: ', '--name')
  const role = await need(
    args.role,
    `Role (${STAFF_ROLES.map((r) => `${r}: ${ROLE_LABELS[r].description.toLowerCase()}`).join('; ')}): `,
    '--role',
  )
  if (!isStaffRole(role)) throw new AccountError(`--role must be one of ${STAFF_ROLES.join(', ')}.`)
  // Check the details before asking for a password, so a typo does not cost the password twice.
  const parsed = staffAccountSchema.safeParse({ email, displayName, role })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new AccountError(`${String(issue.path[0])}: ${issue.message}`)
  }

  let password: string
  if (args['password-stdin'] || !process.stdin.isTTY) {
    password = await readPipedLine()
  } else {
    password = await readHidden('Password: ')
    const problem = passwordProblem(password, parsed.data)
    if (problem) throw new AccountError(`Refused: ${problem}`)
    if ((await readHidden('Again: ')) !== password) throw new AccountError('The two passwords differ.')
  }
  const problem = passwordProblem(password, parsed.data)
  if (problem) throw new AccountError(`Refused: ${problem}`)

  await withDatabase(async ({ db }) => {
    const account = await createStaffAccount({ ...parsed.data, password }, null, db)
    console.log(`Created ${ROLE_LABELS[account.role].label.toLowerCase()} account ${account.email} (id ${account.id}).`)
  })
}

main().catch((err: Error) => {
  process.exitCode = 1
  console.error(err instanceof AccountError ? err.message : err)
})
