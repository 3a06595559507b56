import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { count } from 'drizzle-orm'

import { getEnv, type Env } from '@/env'
import type { Db } from '@/server/db/client'
import { categories, products, staffUsers } from '@/server/db/schema'
import { leadMailConfig } from '@/server/mail/config'

/** What the start-up line reports: enough for an operator to see at a glance what this instance is running. */
export interface StartupSummary {
  version: string
  database: 'pglite' | 'postgres'
  catalogue: { categories: number; products: number }
  features: { email: boolean; staffPages: boolean }
  warnings: string[]
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/**
 * Production misconfigurations worth a warning at start (docs/operations.md "Logs"): they do not stop the site, but an
 * operator would want to know. Pure, so each rule is tested on its own.
 */
export function configWarnings(env: Env): string[] {
  const warnings: string[] = []
  if (env.NODE_ENV === 'production' && !env.SITE_URL) {
    warnings.push(
      `SITE_URL is not set: canonical URLs, the sitemap and link previews name http://localhost:${env.PORT}`,
    )
  }
  if (env.SMTP_URL?.startsWith('smtp://')) {
    let host = ''
    let requireTls = false
    try {
      const u = new URL(env.SMTP_URL)
      host = u.hostname
      requireTls = /^(true|1)$/i.test(u.searchParams.get('requireTLS') ?? '')
    } catch {
      // src/env.ts checked the scheme only; an unparseable URL fails at the first e-mail, loudly.
    }
    if (!requireTls && !LOOPBACK.has(host)) {
      warnings.push(
        'SMTP_URL is smtp:// without requireTLS=true: lead e-mails (names, addresses, messages) may cross the ' +
          'network unencrypted; use smtps:// or add ?requireTLS=true',
      )
    }
  }
  if (env.SMTP_URL && !env.LEADS_EMAIL_TO) warnings.push('SMTP_URL is set but LEADS_EMAIL_TO is not: no lead e-mails')
  return warnings
}

function packageVersion(): string {
  try {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export async function startupSummary(db: Db, database: StartupSummary['database']): Promise<StartupSummary> {
  const env = getEnv()
  const [[c], [p], [s]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(staffUsers),
  ])
  return {
    version: packageVersion(),
    database,
    catalogue: { categories: c?.n ?? 0, products: p?.n ?? 0 },
    features: {
      email: leadMailConfig(env) !== null,
      // The same rule as staffEnabled(): accounts exist, or a bootstrap owner can sign in.
      staffPages: Boolean(env.ADMIN_PASSWORD_HASH) || (s?.n ?? 0) > 0,
    },
    warnings: configWarnings(env),
  }
}
