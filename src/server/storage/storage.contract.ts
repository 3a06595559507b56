import 'server-only'

/**
 * The behaviour every storage driver owes the site, as one suite: local.test.ts runs it against a temporary folder,
 * s3.test.ts against a real S3-compatible server (s3rver). A new driver passes this before anything uses it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { InvalidStorageKey, StorageUnavailable, type Storage } from './types'

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

export function storageContract(name: string, make: () => Storage) {
  describe(`storage contract: ${name}`, () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255, 254])

    it('round-trips bytes and content type through put, get, read and head', async () => {
      const store = make()
      await store.put('images/round-trip-1a2b-320.webp', bytes, { contentType: 'image/webp' })
      const got = await store.get('images/round-trip-1a2b-320.webp')
      expect(got).not.toBeNull()
      expect(got!.contentType).toBe('image/webp')
      expect(got!.size).toBe(bytes.length)
      expect(Buffer.from(await new Response(got!.body).arrayBuffer())).toEqual(bytes)
      expect(await store.read('images/round-trip-1a2b-320.webp')).toEqual(bytes)
      const head = await store.head('images/round-trip-1a2b-320.webp')
      expect(head).toMatchObject({ key: 'images/round-trip-1a2b-320.webp', size: 10, contentType: 'image/webp' })
      expect(head!.lastModified.getTime()).toBeGreaterThan(Date.now() - 3_600_000)
      expect(await store.exists('images/round-trip-1a2b-320.webp')).toBe(true)
    })

    it('stores an empty object (the renditions that did not pay leave an empty marker)', async () => {
      const store = make()
      await store.put('images/x-1-320.avif.skip', Buffer.alloc(0), { contentType: 'application/octet-stream' })
      expect(await store.head('images/x-1-320.avif.skip')).toMatchObject({ size: 0 })
      expect(await store.read('images/x-1-320.avif.skip')).toEqual(Buffer.alloc(0))
    })

    it('stores a file from disk (putFile), as a backup is copied to a bucket', async () => {
      const store = make()
      const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-storage-file-'))
      try {
        const file = path.join(dir, 'backup.tar')
        writeFileSync(file, bytes)
        await store.putFile('backups/backup-1.tar', file, { contentType: 'application/x-tar' })
        expect(await store.read('backups/backup-1.tar')).toEqual(bytes)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })

    it("reads a range of bytes, with the whole object's size (a download resumed)", async () => {
      const store = make()
      await store.put('files/ranged.pdf', bytes, { contentType: 'application/pdf' })
      const part = await store.getRange('files/ranged.pdf', 2, 5)
      expect(part!.size).toBe(bytes.length)
      expect(Buffer.from(await new Response(part!.body).arrayBuffer())).toEqual(bytes.subarray(2, 6))
      const last = await store.getRange('files/ranged.pdf', 9, 9)
      expect(Buffer.from(await new Response(last!.body).arrayBuffer())).toEqual(bytes.subarray(9))
      expect(await store.getRange('files/missing.pdf', 0, 1)).toBeNull()
    })

    it('answers null, not an error, for a missing key', async () => {
      const store = make()
      expect(await store.get('files/missing.pdf')).toBeNull()
      expect(await store.read('files/missing.pdf')).toBeNull()
      expect(await store.head('files/missing.pdf')).toBeNull()
      expect(await store.exists('files/missing.pdf')).toBe(false)
    })

    it('replaces an object written again under the same key', async () => {
      const store = make()
      await store.put('files/again.pdf', Buffer.from('first'), { contentType: 'application/pdf' })
      await store.put('files/again.pdf', Buffer.from('second'), { contentType: 'application/pdf' })
      expect(await text((await store.get('files/again.pdf'))!.body)).toBe('second')
    })

    it('lists the keys under a prefix, and only those', async () => {
      const store = make()
      for (const key of ['list/a/one.png', 'list/a/two.png', 'list/ab.png', 'list/b/three.png'])
        await store.put(key, Buffer.from(key), { contentType: 'image/png' })
      const keys = async (prefix: string) => (await store.list(prefix)).map((o) => o.key).sort()
      expect(await keys('list/a/')).toEqual(['list/a/one.png', 'list/a/two.png'])
      expect(await keys('list/a')).toEqual(['list/a/one.png', 'list/a/two.png', 'list/ab.png'])
      expect(await keys('list/')).toHaveLength(4)
      expect(await keys('nothing-here/')).toEqual([])
      const one = (await store.list('list/a/one'))[0]!
      expect(one.size).toBe('list/a/one.png'.length)
    })

    it('deletes, and deleting a missing key is not an error', async () => {
      const store = make()
      await store.put('files/gone.pdf', Buffer.from('%PDF-'), { contentType: 'application/pdf' })
      await store.delete('files/gone.pdf')
      expect(await store.exists('files/gone.pdf')).toBe(false)
      await expect(store.delete('files/gone.pdf')).resolves.toBeUndefined()
    })

    it('refuses keys that could leave the store, before touching it', async () => {
      const store = make()
      const bad = [
        '../escape.png',
        'images/../../etc/passwd',
        '/etc/passwd',
        'images\\x.png',
        'a/./b.png',
        '',
        'images/.hidden',
        'images/a\u0000.png',
        'images//x.png',
        'images/',
      ]
      for (const key of bad) {
        await expect(store.put(key, bytes, { contentType: 'image/png' }), key).rejects.toBeInstanceOf(InvalidStorageKey)
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidStorageKey)
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKey)
        expect(() => store.publicUrl(key), key).toThrow(InvalidStorageKey)
      }
      await expect(store.list('../')).rejects.toBeInstanceOf(InvalidStorageKey)
    })

    it('gives a public URL under the configured base', () => {
      expect(make().publicUrl('images/a-1-320.webp')).toMatch(/\/uploads\/images\/a-1-320\.webp$/)
    })
  })
}

/** Every operation on a store that cannot be reached fails with StorageUnavailable naming the store and the key. */
export function unreachableContract(name: string, make: () => Storage) {
  it(`${name}: an unreachable store fails each operation with a clear error`, async () => {
    const store = make()
    const put = store.put('images/lost-1-320.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await expect(put).rejects.toBeInstanceOf(StorageUnavailable)
    await expect(put).rejects.toThrow(/media storage .* could not store "images\/lost-1-320\.webp"/)
    await expect(store.get('images/a.webp')).rejects.toBeInstanceOf(StorageUnavailable)
    await expect(store.head('images/a.webp')).rejects.toBeInstanceOf(StorageUnavailable)
    await expect(store.list('images/')).rejects.toBeInstanceOf(StorageUnavailable)
  })
}
