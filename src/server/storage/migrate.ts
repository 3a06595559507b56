import 'server-only'

import { contentTypeOf, type Storage } from './types'

export interface CopyCounts {
  copied: number
  /** Already in the target with the same size (media names carry a content hash, so same name and size is done). */
  skipped: number
  failed: number
}

/**
 * Copies every object of `from` into `to` (`npm run storage:migrate`: an existing uploads folder into a bucket).
 * Idempotent: objects already there are skipped, so an interrupted run is finished by running it again. A failed
 * object is reported and counted, and the rest still copied.
 */
export async function copyStore(
  from: Storage,
  to: Storage,
  options: { onProgress?: (line: string) => void } = {},
): Promise<CopyCounts> {
  const log = options.onProgress ?? (() => undefined)
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0 }
  const objects = await from.list('')
  let failuresInARow = 0
  for (const [i, object] of objects.entries()) {
    // Ten failures in a row is a bucket that is down or refusing us, not ten bad files: stop instead of retrying
    // each of thousands of files; running the command again resumes.
    if (failuresInARow >= 10) {
      log(`stopped after ${failuresInARow} failures in a row; ${objects.length - i} files not tried`)
      counts.failed += objects.length - i
      break
    }
    try {
      const there = await to.head(object.key)
      if (there && there.size === object.size) {
        counts.skipped++
        failuresInARow = 0
        continue
      }
      const data = await from.read(object.key)
      if (!data) continue
      await to.put(object.key, data, {
        contentType: contentTypeOf(object.key),
        cacheControl: 'public, max-age=31536000, immutable',
      })
      counts.copied++
      failuresInARow = 0
    } catch (err) {
      counts.failed++
      failuresInARow++
      log(`failed ${object.key}: ${err instanceof Error ? err.message : String(err)}`)
    }
    if ((i + 1) % 200 === 0) log(`${i + 1}/${objects.length} …`)
  }
  return counts
}
