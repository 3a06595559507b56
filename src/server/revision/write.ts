import 'server-only'

import { getDb, type Db, type Tx } from '@/server/db/client'
import { bumpRevision, type RevisionTopic } from './revision'
import { announceOwnChange, forgetOwnChange } from './watch'

/**
 * The one way a concern writes what public pages show (the catalogue's ./changes.ts, the content's): one transaction
 * that also bumps the topic's revision (the other instances' NOTIFY goes out only if it commits), then, after the
 * commit and never before, `applied` brings this process's copy up to date. A reload started before the commit would
 * read, and keep, the old rows.
 */
export async function writeRevised<T>(
  topic: RevisionTopic,
  write: (tx: Tx) => Promise<T>,
  options: {
    db?: Db
    /** What the write changed, in the topic's words for its notice (./revision.ts `bumpRevision`). */
    detail?: (value: T) => string | undefined
    /** After the commit: this process's copy of the topic, brought up to `revision`. */
    applied: (revision: number, value: T) => Promise<void>
  },
): Promise<T> {
  const target = options.db ?? (await getDb())
  let revision = 0
  const value = await target
    .transaction(async (tx) => {
      const result = await write(tx)
      revision = await bumpRevision(tx, topic, options.detail?.(result))
      // Before the commit: its notification may arrive before the commit's answer does.
      announceOwnChange(topic, revision)
      return result
    })
    .catch((err: unknown) => {
      if (revision) forgetOwnChange(topic, revision)
      throw err
    })
  try {
    await options.applied(revision, value)
  } finally {
    forgetOwnChange(topic, revision)
  }
  return value
}
