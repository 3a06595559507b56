import 'server-only'

import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { logger } from '@/server/log/log'

/**
 * Where dry runs keep their unpacked archives until applied (docs/decisions/043-http-limits-and-supervision.md). The
 * disk they take is bounded: each is removed when applied or after STAGING_LIMITS.ttlMs, a person keeps at most
 * `perPerson` dry runs and everyone together `totalBytes` (the oldest is dropped first), and the folder is swept at
 * start and on a timer, not only by the next upload.
 */
export const STAGING_LIMITS = {
  ttlMs: 60 * 60_000,
  perPerson: 2,
  // Two full-size archives (200 MB unpacked each, src/server/catalogue/editor/transfer-limits.ts) and some.
  totalBytes: 500 * 1024 * 1024,
  sweepEveryMs: 5 * 60_000,
} as const

const log = logger('catalogue')

export interface StagedMeta {
  token: string
  owner: number | null
  createdAt: number
  bytes: number
  /** catalogue.json, relative to the staged folder. */
  catalogue: string
  /** What the dry run listed (slugs and fields), compared again when it is applied. */
  diff?: string
}

const META = '.staged.json'

export function stagingRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'staging')
}

export function newStagingDir(dataDir: string): { token: string; dir: string } {
  const token = randomBytes(16).toString('hex')
  return { token, dir: path.join(stagingRoot(dataDir), token) }
}

export async function writeMeta(dir: string, meta: StagedMeta): Promise<void> {
  await writeFile(path.join(dir, META), JSON.stringify(meta))
}

export async function readMeta(dir: string): Promise<StagedMeta | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, META), 'utf8')) as StagedMeta
  } catch {
    return null
  }
}

async function modified(dir: string): Promise<number> {
  try {
    return (await stat(dir)).mtimeMs
  } catch {
    return 0
  }
}

/** Every complete dry run, oldest first; folders without their metadata (half-made, or from an older version) too. */
async function listStaged(root: string): Promise<(StagedMeta & { dir: string; complete: boolean })[]> {
  if (!existsSync(root)) return []
  const all = []
  for (const name of await readdir(root)) {
    const dir = path.join(root, name)
    const meta = await readMeta(dir)
    all.push(
      meta
        ? { ...meta, dir, complete: true }
        : { token: name, owner: null, createdAt: await modified(dir), bytes: 0, catalogue: '', dir, complete: false },
    )
  }
  return all.sort((a, b) => a.createdAt - b.createdAt)
}

/** A folder without its metadata this old was left by a crash during an upload (unpacking takes seconds). */
const HALF_MADE_MS = 10 * 60_000

/** Removes expired dry runs, and folders left half-made by a crash. */
export async function sweepStaging(dataDir: string, now = Date.now()): Promise<number> {
  let removed = 0
  for (const s of await listStaged(stagingRoot(dataDir))) {
    if (now - s.createdAt <= (s.complete ? STAGING_LIMITS.ttlMs : HALF_MADE_MS)) continue
    await rm(s.dir, { recursive: true, force: true })
    removed++
  }
  return removed
}

/** After a new dry run: the person's older ones beyond `perPerson`, then anyone's oldest beyond `totalBytes`. */
export async function enforceQuotas(dataDir: string, newest: StagedMeta): Promise<void> {
  const staged = (await listStaged(stagingRoot(dataDir))).filter((s) => s.complete && s.token !== newest.token)
  const mine = staged.filter((s) => s.owner === newest.owner)
  const drop = new Set(mine.slice(0, Math.max(0, mine.length - (STAGING_LIMITS.perPerson - 1))).map((s) => s.dir))
  let total = newest.bytes + staged.filter((s) => !drop.has(s.dir)).reduce((sum, s) => sum + s.bytes, 0)
  for (const s of staged) {
    if (total <= STAGING_LIMITS.totalBytes) break
    if (drop.has(s.dir)) continue
    drop.add(s.dir)
    total -= s.bytes
  }
  for (const dir of drop) await rm(dir, { recursive: true, force: true })
  if (drop.size) log.info({ dropped: drop.size }, `dropped ${drop.size} older dry run(s) over the staging quota`)
}

export async function makeStagingDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
}

const g = globalThis as unknown as { __stagingSweeper?: NodeJS.Timeout }

/** At start and every few minutes (src/server/runtime/boot.ts); stopped on shutdown. */
export function startStagingSweeper(dataDir: string): void {
  const sweep = () =>
    sweepStaging(dataDir).then(
      (removed) => removed && log.info({ removed }, `removed ${removed} expired dry run(s)`),
      (err: unknown) => log.warn({ err }, 'could not sweep the import staging folder'),
    )
  void sweep()
  if (g.__stagingSweeper) clearInterval(g.__stagingSweeper)
  g.__stagingSweeper = setInterval(sweep, STAGING_LIMITS.sweepEveryMs)
  g.__stagingSweeper.unref()
}

export function stopStagingSweeper(): void {
  if (g.__stagingSweeper) clearInterval(g.__stagingSweeper)
  g.__stagingSweeper = undefined
}
