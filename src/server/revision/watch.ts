import 'server-only'

import type { DbHandle, Listener } from '@/server/db/client'
import {
  INSTANCE_ID,
  parseNotice,
  readRevisions,
  REVISION_CHANNEL,
  REVISION_TOPICS,
  type RevisionNotice,
  type RevisionTopic,
} from './revision'
import { setRevisionPolling } from './site-generation.mjs'

/**
 * How this process learns of writes made elsewhere (docs/decisions/019-catalogue-changes-across-instances.md), for
 * every topic at once:
 * - 'local': PGlite. One process owns the database, so its own writes' invalidation is all there is.
 * - 'listening': PostgreSQL with the LISTEN connection up: a NOTIFY from any instance's commit reaches the topic's
 *   watcher.
 * - 'poll': PostgreSQL without a working LISTEN (starting, or the connection dropped): a read checks the revisions at
 *   most every REVISION_POLL_MS before being answered from memory, and the page cache sends nothing
 *   (./site-generation.mjs).
 */
export type WatchMode = 'local' | 'listening' | 'poll'

/** In poll mode: how often a read may check the revisions before being answered from memory. */
export const REVISION_POLL_MS = 1_000
/**
 * How long a read waits for that check before being answered from memory: a database that hangs must not hold every
 * request for the statement timeout.
 */
export const REVISION_CHECK_WAIT_MS = 250

/** What a concern that keeps a topic's data in memory tells the watch, and is told by it. */
export interface TopicWatcher {
  /** The revision of what this process holds for the topic; undefined when it holds nothing. */
  heldRevision(): number | undefined
  /** Another instance committed a change of the topic (or this one did, in a write it does not apply itself). */
  onNotice(notice: RevisionNotice): void
  /** The committed revision is not the one held, or a notice could not be read: drop what is held. */
  onBehind(): void
}

interface WatchState {
  handle?: DbHandle
  listener?: Listener
  mode: WatchMode
  lastCheckAt: number
  checking?: Promise<void>
  watchers: Map<RevisionTopic, TopicWatcher>
  /** `topic revision` of writes this process committed and applies itself: their notifications are not news. */
  own: Set<string>
}

// On globalThis: Next may load this module in more than one bundle of the same process.
const g = globalThis as unknown as { __revisionWatch?: WatchState }
const state: WatchState = (g.__revisionWatch ??= { mode: 'local', lastCheckAt: 0, watchers: new Map(), own: new Set() })

/** `watcher` keeps `topic`'s data in this process (one per topic: the last call wins). */
export function watchTopic(topic: RevisionTopic, watcher: TopicWatcher): void {
  state.watchers.set(topic, watcher)
}

function setMode(mode: WatchMode): void {
  state.mode = mode
  setRevisionPolling(mode === 'poll')
}

/** Starts watching the database a topic's data is loaded from (once per handle; later calls are free). */
export function watchDatabase(handle: DbHandle): void {
  if (state.handle === handle) return
  void state.listener?.stop()
  state.handle = handle
  state.listener = undefined
  state.lastCheckAt = 0
  if (handle.kind !== 'postgres' || !handle.listen) return setMode('local')
  setMode('poll')
  state.listener = handle.listen(REVISION_CHANNEL, {
    onNotify(payload) {
      if (state.handle !== handle) return
      const notice = parseNotice(payload)
      if (!notice) {
        for (const watcher of state.watchers.values()) watcher.onBehind()
        return
      }
      // Our own writes arrive here too: this process applies them as they commit (a write of ours that does not,
      // like an import run in this process, is news like any other).
      if (notice.instance === INSTANCE_ID && state.own.has(ownKey(notice.topic, notice.revision))) return
      const watcher = state.watchers.get(notice.topic)
      const held = watcher?.heldRevision()
      if (!watcher || (held !== undefined && held >= notice.revision)) return
      watcher.onNotice(notice)
    },
    onState(listening) {
      if (state.handle !== handle) return
      setMode(listening ? 'listening' : 'poll')
      // Notifications sent while the connection was down are lost: compare revisions once it is back.
      if (listening) void checkRevisions(handle)
    },
  })
}

/** Reads every topic's committed revision and tells each watcher behind it. Concurrent callers share one read. */
export function checkRevisions(handle: DbHandle, now = Date.now()): Promise<void> {
  if (state.checking) return state.checking
  state.lastCheckAt = now
  const held = new Map(REVISION_TOPICS.map((topic) => [topic, state.watchers.get(topic)?.heldRevision()]))
  const checking = readRevisions(handle.db).then(
    (committed) => {
      for (const [topic, revision] of held) {
        const watcher = state.watchers.get(topic)
        // Only what was held when the read began: a newer load meanwhile is at least as new as this read.
        if (watcher && revision !== undefined && watcher.heldRevision() === revision && committed[topic] !== revision)
          watcher.onBehind()
      }
    },
    // The database is unreachable: keep serving what we have (the loads report the outage).
    () => undefined,
  )
  state.checking = checking
  void checking.finally(() => {
    if (state.checking === checking) state.checking = undefined
  })
  return checking
}

/**
 * Before a read is answered from memory: in poll mode, and at most every REVISION_POLL_MS, the revisions are checked
 * (waiting at most REVISION_CHECK_WAIT_MS). With the listener up, or on PGlite, nothing is checked.
 */
export async function catchUp(now = Date.now()): Promise<void> {
  const handle = state.handle
  if (state.mode !== 'poll' || !handle || now - state.lastCheckAt < REVISION_POLL_MS) return
  await Promise.race([checkRevisions(handle, now), sleep(REVISION_CHECK_WAIT_MS)])
}

/** A load read the revision itself: that counts as a check. */
export function markChecked(now = Date.now()): void {
  state.lastCheckAt = now
}

/** The database being watched (the handle the loads read from). */
export function watchedHandle(): DbHandle | undefined {
  return state.handle
}

/** How this process is currently kept up to date (tests and the health check). */
export function watchMode(): WatchMode {
  return state.mode
}

/** Resolves when the revision check in flight, if any, has ended (tests: the catch-up check after LISTEN is up). */
export async function watchSettled(): Promise<void> {
  await state.checking
}

const ownKey = (topic: RevisionTopic, revision: number) => `${topic} ${revision}`

/** A write of this process bumped `topic` to `revision` (inside its transaction): it will apply it itself. */
export function announceOwnChange(topic: RevisionTopic, revision: number): void {
  state.own.add(ownKey(topic, revision))
}

/** That write rolled back, or has been applied. */
export function forgetOwnChange(topic: RevisionTopic, revision: number): void {
  state.own.delete(ownKey(topic, revision))
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())
