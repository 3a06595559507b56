import { describe, expect, it } from 'vitest'

import { fitsQuota, isKeepableUrl, isKeepRequest, KEEP_QUOTA_BYTES, keptBytes, type KeptFile } from './keep'

const MB = 1024 * 1024
const file = (url: string, bytes: number): KeptFile => ({ url, title: url, bytes, keptAt: 0 })

describe('keep on this device: the quota and what may be kept', () => {
  it('counts what is kept and refuses a file that would go over the quota', () => {
    const kept = [file('/downloads/1/a.pdf', 120 * MB), file('/downloads/2/b.pdf', 70 * MB)]
    expect(keptBytes(kept)).toBe(190 * MB)
    expect(KEEP_QUOTA_BYTES).toBe(200 * MB)
    expect(fitsQuota(kept, '/downloads/3/c.pdf', 10 * MB)).toBe(true)
    expect(fitsQuota(kept, '/downloads/3/c.pdf', 10 * MB + 1)).toBe(false)
    // Keeping a file again replaces it: its old copy is not counted twice.
    expect(fitsQuota(kept, '/downloads/1/a.pdf', 130 * MB)).toBe(true)
    expect(fitsQuota([], '/downloads/4/huge.bin', 200 * MB + 1)).toBe(false)
  })

  it('keeps only the library downloads, and reads only its own messages', () => {
    expect(isKeepableUrl('/downloads/12/vireo-g9-user-manual-2.1.pdf')).toBe(true)
    for (const url of ['/downloads/field-pack/x.zip', '/uploads/files/a.pdf', '/downloads/1/../admin', '/admin'])
      expect(isKeepableUrl(url)).toBe(false)
    expect(isKeepRequest({ type: 'KEEP_FILE', url: '/downloads/1/a.pdf', title: 'A', bytes: 1 })).toBe(true)
    expect(isKeepRequest({ type: 'CACHE_URLS', payload: {} })).toBe(false)
    expect(isKeepRequest(null)).toBe(false)
  })
})
