import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { count } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { resetEnvCache } from '@/env'
import { closeDb, getDbHandle } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { FIXTURE_CATALOGUE } from '../../../tests/support/db'
import { boot, bootLog } from './boot'

// The server's start-up on an on-disk PGlite directory: the first start creates, migrates and seeds; a second
// start keeps the data and does not seed again.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-boot-'))
afterAll(async () => {
  await closeDb()
  rmSync(dataDir, { recursive: true, force: true })
})

async function start() {
  process.env.DATA_DIR = dataDir
  process.env.CATALOGUE_SEED_FILE = FIXTURE_CATALOGUE
  delete process.env.DATABASE_URL
  resetEnvCache()
  const lines: string[] = []
  const log = vi
    .spyOn(bootLog, 'info')
    .mockImplementation(((...args: unknown[]) => void lines.push(args.map(String).join(' '))) as never)
  try {
    await boot()
  } finally {
    log.mockRestore()
  }
  return lines
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('boot on the embedded database', () => {
  it('first start seeds; a second start keeps the data and does not seed again', async () => {
    const first = await start()
    expect(first.some((l) => l.includes('empty catalogue: seeding'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true)
    const productCount = async () => (await (await getDbHandle()).db.select({ n: count() }).from(products))[0]?.n
    expect(await productCount()).toBe(7)
    await closeDb()
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false)

    const second = await start()
    expect(second.some((l) => l.includes('seeding'))).toBe(false)
    expect(await productCount()).toBe(7)
  })
})
