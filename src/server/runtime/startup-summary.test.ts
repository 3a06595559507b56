import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { configWarnings, startupSummary } from './startup-summary'

describe('start-up warnings for production misconfiguration', () => {
  const base = { NODE_ENV: 'production', SITE_URL: 'https://meridiangeo.af' }

  it('none for a complete production configuration', () => {
    expect(
      configWarnings(parseEnv({ ...base, SMTP_URL: 'smtps://u:p@relay.example.af', LEADS_EMAIL_TO: 's@x.af' })),
    ).toEqual([])
  })

  it('no SITE_URL in production: canonical URLs would name localhost', () => {
    const [warning, ...rest] = configWarnings(parseEnv({ NODE_ENV: 'production', PORT: '8080' }))
    expect(warning).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:8080/)
    expect(rest).toEqual([])
    // In development localhost is right.
    expect(configWarnings(parseEnv({ NODE_ENV: 'development' }))).toEqual([])
  })

  it('SMTP without TLS to a remote relay; fine with requireTLS=true, smtps:// or a local relay', () => {
    const warn = (SMTP_URL: string) => configWarnings(parseEnv({ ...base, SMTP_URL, LEADS_EMAIL_TO: 's@x.af' }))
    expect(warn('smtp://u:p@relay.example.af:587')).toEqual([expect.stringMatching(/^SMTP_URL is smtp:\/\/ without/)])
    expect(warn('smtp://u:p@relay.example.af:587/?requireTLS=true')).toEqual([])
    expect(warn('smtps://u:p@relay.example.af:465')).toEqual([])
    expect(warn('smtp://127.0.0.1:2525')).toEqual([])
  })
})

describe('start-up summary', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await useTestDatabase({ seed: true })
  })
  afterAll(async () => db?.dispose())

  it('names the version, database kind, catalogue size and optional features', async () => {
    const summary = await startupSummary(db.handle.db, db.handle.kind)
    expect(summary).toMatchObject({
      version: '0.1.0',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      features: { email: false, staffPages: false },
    })
    expect(summary.catalogue.products).toBeGreaterThan(0)
    expect(summary.catalogue.categories).toBeGreaterThan(0)
  })
})
