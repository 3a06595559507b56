import 'server-only'

import { createReadStream } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  assertKey,
  assertPrefix,
  contentTypeOf,
  isValidKey,
  StorageUnavailable,
  type Storage,
  type StoredObjectInfo,
} from './types'

/**
 * The local-directory driver: a key is a path under `root` (DATA_DIR/uploads for the media, the layout sites have
 * always had, so an existing folder is read as it is). Writes go to a temporary file that is then renamed, so a
 * reader never sees half a file; the content type is derived from the extension, as a folder keeps no metadata.
 */
export function localStorage(options: { root: string; publicBase: string }): Storage {
  const root = path.resolve(/* turbopackIgnore: true */ options.root)
  const location = `folder ${root}`
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'))

  /** `key`'s file when it is a regular file whose real path lies in the root (a planted link cannot lead out). */
  async function resolveFile(key: string): Promise<{ file: string; info: StoredObjectInfo } | null> {
    const candidate = fileOf(key)
    let real: string
    let realRoot: string
    try {
      ;[real, realRoot] = await Promise.all([realpath(candidate), realpath(root)])
    } catch {
      return null
    }
    if (!real.startsWith(realRoot + path.sep)) return null
    const info = await stat(real)
    if (!info.isFile()) return null
    return { file: real, info: { key, size: info.size, contentType: contentTypeOf(key), lastModified: info.mtime } }
  }

  async function walk(dir: string, prefix: string, out: StoredObjectInfo[]): Promise<void> {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name
      // Temporary files of writes in progress start with a dot, so they fail the key rule and are not listed.
      if (!isValidKey(key)) continue
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, out)
      else if (entry.isFile()) {
        const info = await stat(path.join(dir, entry.name))
        out.push({ key, size: info.size, contentType: contentTypeOf(key), lastModified: info.mtime })
      }
    }
  }

  return {
    driver: 'local',
    location,
    async put(key, data) {
      const file = fileOf(key)
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`)
      try {
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(tmp, data)
        await rename(tmp, file)
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => undefined)
        throw new StorageUnavailable('store', key, location, err)
      }
    },
    async putFile(key, source) {
      const file = fileOf(key)
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`)
      try {
        await mkdir(path.dirname(file), { recursive: true })
        await copyFile(source, tmp)
        await rename(tmp, file)
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => undefined)
        throw new StorageUnavailable('store', key, location, err)
      }
    },
    async get(key) {
      const found = await resolveFile(key)
      if (!found) return null
      const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>
      return { ...found.info, body }
    },
    async getRange(key, start, end) {
      const found = await resolveFile(key)
      if (!found) return null
      const body = Readable.toWeb(createReadStream(found.file, { start, end })) as ReadableStream<Uint8Array>
      return { ...found.info, body }
    },
    async localFile(key) {
      return (await resolveFile(key))?.file ?? null
    },
    async read(key) {
      const found = await resolveFile(key)
      return found ? readFile(found.file) : null
    },
    async head(key) {
      return (await resolveFile(key))?.info ?? null
    },
    async exists(key) {
      return (await resolveFile(key)) !== null
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async list(prefix) {
      assertPrefix(prefix)
      // Walk only the folder the prefix names, then filter by the rest of it.
      const slash = prefix.lastIndexOf('/')
      const dirKey = slash === -1 ? '' : prefix.slice(0, slash)
      const out: StoredObjectInfo[] = []
      await walk(dirKey ? path.join(root, ...dirKey.split('/')) : root, dirKey, out)
      return out.filter((o) => o.key.startsWith(prefix))
    },
    publicUrl(key) {
      return `${options.publicBase}/${assertKey(key)}`
    },
  }
}
