import 'server-only'

import { getEnv } from '@/env'
import type { Db } from '@/server/db/client'
import { logger } from '@/server/log/log'
import { figuresBuffer } from './counter.mjs'
import { rollUpAndExpire } from './rollup'
import { writeFigures } from './writer'

const log = logger('figures')
const ROLL_UP_EVERY_MS = 60 * 60_000

type Timers = {
  write?: NodeJS.Timeout
  rollUp?: NodeJS.Timeout
  db?: Db
  writing?: Promise<unknown>
  rolling?: Promise<unknown>
}
const g = globalThis as typeof globalThis & { __meridianFiguresWorker?: Timers }
const timers = (g.__meridianFiguresWorker ??= {})

/** Writes what is buffered now; one write at a time. Errors are logged, not thrown (the buffer keeps the events). */
export async function writeNow(db: Db): Promise<void> {
  await timers.writing
  const run = writeFigures(db).catch((err: unknown) => log.warn({ err }, 'could not write the figures; will retry'))
  timers.writing = run
  await run
  const buffer = figuresBuffer()
  if (buffer.dropped > 0) {
    log.warn({ dropped: buffer.dropped }, 'figures buffer full: events dropped')
    buffer.dropped = 0
  }
}

/** Brings the roll-up up to date: what the owner's page does before it reads. */
export async function refreshFigures(db: Db): Promise<void> {
  await writeNow(db)
  await rollUpAndExpire(db, getEnv().FIGURES_RETENTION_DAYS)
}

/**
 * Writes the buffer every FIGURES_FLUSH_SECONDS and rolls up and expires hourly (docs/figures.md). No-op when
 * FIGURES=off. The timers do not keep the process alive; `stopFiguresWorker` writes what is left.
 */
export function startFiguresWorker(db: Db): void {
  const env = getEnv()
  if (env.FIGURES === 'off' || timers.write) return
  timers.db = db
  timers.write = setInterval(() => void writeNow(db), env.FIGURES_FLUSH_SECONDS * 1_000).unref()
  // Kept, so that stopping waits for a roll-up under way instead of closing the database beneath it.
  const rollUp = () =>
    (timers.rolling = rollUpAndExpire(db, env.FIGURES_RETENTION_DAYS).then(
      ({ deleted }) => deleted > 0 && log.info({ deleted }, 'expired raw figures'),
      (err: unknown) => log.warn({ err }, 'could not roll up the figures'),
    ))
  timers.rollUp = setInterval(() => void rollUp(), ROLL_UP_EVERY_MS).unref()
  void rollUp()
}

/** Stops the timers and writes what is buffered (shutdown). */
export async function stopFiguresWorker(): Promise<void> {
  clearInterval(timers.write)
  clearInterval(timers.rollUp)
  timers.write = timers.rollUp = undefined
  await timers.rolling
  if (timers.db) await writeNow(timers.db)
}
