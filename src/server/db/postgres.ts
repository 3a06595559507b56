import 'server-only'

import pg from 'pg'

import type { SqlConn } from './migrate'

/** PostgreSQL's own connections beside the pool (src/server/db/client.ts): a raw transaction, and LISTEN. */

/** A LISTEN on its own connection (PostgreSQL only); `stop` ends it. */
export interface Listener {
  stop(): Promise<void>
}
export interface ListenCallbacks {
  onNotify(payload: string): void
  /** true once LISTEN is in place (again), false when the connection is lost (it reconnects by itself). */
  onState(listening: boolean): void
}

export interface RawTransactionOptions {
  /** REPEATABLE READ: every statement sees the snapshot of the first (a consistent dump). */
  repeatableRead?: boolean
  readOnly?: boolean
  /** PostgreSQL: each statement's bound (default ten minutes). */
  timeoutMs?: number
}

const RAW_TIMEOUT_MS = 10 * 60_000

export async function postgresTransaction<T>(
  connectionString: string,
  connectTimeoutMs: number,
  options: RawTransactionOptions,
  work: (conn: SqlConn) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: options.timeoutMs ?? RAW_TIMEOUT_MS,
  })
  // A connection lost mid-work fails the statement in progress; the client's own error event must not crash us.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const mode = [
      options.repeatableRead ? 'ISOLATION LEVEL REPEATABLE READ' : '',
      options.readOnly ? 'READ ONLY' : '',
    ].join(' ')
    await client.query(`BEGIN ${mode}`)
    try {
      const result = await work({ query: async (text, params) => (await client.query(text, params)).rows })
      await client.query('COMMIT')
      return result
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw err
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

const LISTEN_RETRY_MIN_MS = 500
const LISTEN_RETRY_MAX_MS = 30_000

/** Keeps one LISTEN connection up: connects, listens, and on any error reconnects after a growing pause. */
export function listenPostgres(
  connectionString: string,
  channel: string,
  callbacks: ListenCallbacks,
  connectTimeoutMs: number,
): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`)
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = LISTEN_RETRY_MIN_MS

  const drop = (c: pg.Client) => {
    if (client !== c) return
    client = undefined
    callbacks.onState(false)
    c.removeAllListeners()
    c.on('error', () => undefined)
    void c.end().catch(() => undefined)
    if (stopped) return
    retry = setTimeout(connect, delay)
    // A retry loop must not keep a finishing process (a CLI, a test) alive.
    retry.unref()
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS)
  }
  const connect = async () => {
    retry = undefined
    if (stopped) return
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true })
    client = c
    c.on('error', () => drop(c))
    c.on('end', () => drop(c))
    c.on('notification', (message) => {
      if (message.channel === channel) callbacks.onNotify(message.payload ?? '')
    })
    try {
      await c.connect()
      await c.query(`listen ${channel}`)
      if (client !== c || stopped) return
      delay = LISTEN_RETRY_MIN_MS
      callbacks.onState(true)
    } catch {
      drop(c)
    }
  }
  void connect()
  return {
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      const c = client
      client = undefined
      if (c) {
        c.removeAllListeners()
        c.on('error', () => undefined)
        await c.end().catch(() => undefined)
      }
    },
  }
}
