/**
 * One open descriptor of a file, shared by every answer that reads it (./known-downloads.mjs), and ranges of it sent
 * with positional reads (docs/decisions/091-download-ranges.md, "64 at once"). Opening the file for each request put
 * an `open`, a `read` and a `close` per request on libuv's four threads: 64 range requests arriving together queued
 * 192 file operations, and each answer's headers waited for its `open`. With the descriptor kept, a range costs one
 * `read` per 64 KiB, and its headers need not wait for the disk at all.
 *
 * The descriptor is closed once nobody reads it and either its table entry is gone (`retire`: the library changed)
 * or it has not been used for IDLE_CLOSE_MS, so a file deleted from the disk does not stay held open for long. A
 * read in flight keeps it open: a descriptor number closed under a pending read could be reused by another file.
 */
import { close, open, read } from 'node:fs'

/** How long an unused descriptor stays open, for the next request of the same file. */
export const IDLE_CLOSE_MS = 5_000
/** Bytes per read, as fs.createReadStream reads. */
const CHUNK = 64 * 1024

/**
 * @typedef {{ file: string, fd: number | null, users: number, retired: boolean,
 *   waiting: ((err: Error | null, fd: number | null) => void)[], idle: NodeJS.Timeout | null }} SharedFile
 */

/** @param {string} file @returns {SharedFile} */
export function sharedFile(file) {
  return { file, fd: null, users: 0, retired: false, waiting: [], idle: null }
}

/** @param {SharedFile} shared */
function closeNow(shared) {
  if (shared.idle) clearTimeout(shared.idle)
  shared.idle = null
  if (shared.fd === null) return
  close(shared.fd, () => {})
  shared.fd = null
}

/**
 * Calls `done` with the open descriptor: at once when it is open (no turn of the event loop), else once the file
 * has been opened (one `open` for every request waiting meanwhile). Every acquire is matched by one release.
 * @param {SharedFile} shared
 * @param {(err: Error | null, fd: number | null) => void} done
 */
export function acquire(shared, done) {
  if (shared.idle) clearTimeout(shared.idle)
  shared.idle = null
  shared.users++
  if (shared.fd !== null) return done(null, shared.fd)
  shared.waiting.push(done)
  if (shared.waiting.length > 1) return
  open(shared.file, 'r', (err, fd) => {
    const waiting = shared.waiting.splice(0)
    if (!err) shared.fd = fd
    for (const callback of waiting) callback(err, err ? null : fd)
  })
}

/** @param {SharedFile} shared */
export function release(shared) {
  shared.users--
  if (shared.users > 0) return
  if (shared.retired) return closeNow(shared)
  shared.idle = setTimeout(() => closeNow(shared), IDLE_CLOSE_MS)
  shared.idle.unref()
}

/** Its table entry is gone: closed now if unused, else after its last reader. @param {SharedFile} shared */
export function retire(shared) {
  shared.retired = true
  if (shared.users === 0) closeNow(shared)
}

/**
 * Sends bytes `start`..`end` (inclusive) of the open `fd` as `res`'s body, a chunk at a time, waiting for the client
 * when it reads slower than the disk. `finished` is called once, when the response has closed and no read is in
 * flight. A read error, or a file shorter than it was (0 bytes read), cuts the connection: the headers already
 * promised a length.
 * @param {import('node:http').ServerResponse} res
 * @param {number} fd
 * @param {number} start
 * @param {number} end
 * @param {() => void} finished
 */
export function sendRange(res, fd, start, end, finished) {
  let position = start
  let reading = false
  let closed = false
  let done = false
  const finish = () => {
    if (done || reading || !closed) return
    done = true
    finished()
  }
  // The client may have gone while the file was being opened: its 'close' has then been emitted already.
  if (res.destroyed) closed = true
  else
    res.once('close', () => {
      closed = true
      finish()
    })
  const next = () => {
    if (closed) return finish()
    if (res.destroyed || res.writableEnded) return
    const length = Math.min(CHUNK, end + 1 - position)
    if (length <= 0) return void res.end()
    const buffer = Buffer.allocUnsafe(length)
    reading = true
    read(fd, buffer, 0, length, position, (err, bytes) => {
      reading = false
      if (closed) return finish()
      if (err || bytes === 0) return void res.destroy()
      position += bytes
      if (res.write(bytes === length ? buffer : buffer.subarray(0, bytes))) next()
      else res.once('drain', next)
    })
  }
  next()
}
