import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { localStorage } from './local'
import { storageContract } from './storage.contract'
import { StorageUnavailable } from './types'

const root = mkdtempSync(path.join(os.tmpdir(), 'mg-storage-local-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

storageContract('local directory', () => localStorage({ root: path.join(root, 'uploads'), publicBase: '/uploads' }))

describe('local driver specifics', () => {
  const store = localStorage({ root: path.join(root, 'uploads'), publicBase: '/uploads' })

  it('keeps the layout sites already have: key images/x.webp is the file uploads/images/x.webp', async () => {
    await store.put('images/layout-1-320.webp', Buffer.from('w'), { contentType: 'image/webp' })
    expect(existsSync(path.join(root, 'uploads', 'images', 'layout-1-320.webp'))).toBe(true)
    writeFileSync(path.join(root, 'uploads', 'images', 'old-site-1-640.webp'), 'old')
    expect(await store.read('images/old-site-1-640.webp')).toEqual(Buffer.from('old'))
  })

  it('does not follow a symlink planted in the folder out of it', async () => {
    const outside = path.join(root, 'secret.png')
    writeFileSync(outside, 'secret')
    mkdirSync(path.join(root, 'uploads', 'images'), { recursive: true })
    symlinkSync(outside, path.join(root, 'uploads', 'images', 'planted.png'))
    expect(await store.get('images/planted.png')).toBeNull()
    expect(await store.exists('images/planted.png')).toBe(false)
  })
})

describe('local driver failures', () => {
  it('a write that cannot reach the disk fails with a clear error and leaves no file', async () => {
    // A root below a regular file can never be created: the write fails as on a full or read-only disk.
    const blocked = path.join(root, 'a-file')
    writeFileSync(blocked, '')
    const store = localStorage({ root: path.join(blocked, 'uploads'), publicBase: '/uploads' })
    const put = store.put('images/lost-1-320.webp', Buffer.from('x'), { contentType: 'image/webp' })
    await expect(put).rejects.toBeInstanceOf(StorageUnavailable)
    await expect(put).rejects.toThrow(/media storage \(folder .*\) could not store "images\/lost-1-320\.webp"/)
    expect(await store.exists('images/lost-1-320.webp')).toBe(false)
  })
})
