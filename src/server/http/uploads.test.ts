import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/env'
import { GET as getImage } from '@/app/uploads/images/[file]/route'
import { GET as getFile } from '@/app/uploads/files/[file]/route'

let root: string
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mg-uploads-'))
  const images = path.join(root, 'uploads', 'images')
  const files = path.join(root, 'uploads', 'files')
  mkdirSync(images, { recursive: true })
  mkdirSync(files, { recursive: true })
  writeFileSync(path.join(images, 'photo-abc-320.webp'), Buffer.from('RIFF....WEBPVP8 '))
  writeFileSync(path.join(images, 'photo-abc-320.avif'), Buffer.from('....ftypavif'))
  writeFileSync(path.join(files, 'k8-datasheet-1234abcd.pdf'), Buffer.from('%PDF-1.7 test'))
  // Secrets outside the uploads directory that no request may reach.
  writeFileSync(path.join(root, 'secret.webp'), 'secret')
  writeFileSync(path.join(root, 'uploads', 'secret.webp'), 'secret')
  symlinkSync(path.join(root, 'secret.webp'), path.join(images, 'link-out.webp'))
  process.env.DATA_DIR = root
  resetEnvCache()
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const request = (name: string) =>
  getImage(new Request('http://localhost/x'), { params: Promise.resolve({ file: name }) })

describe('/uploads/images/{filename}', () => {
  it('serves an image with its type, nosniff and a year of immutable caching', async () => {
    const res = await request('photo-abc-320.webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF....WEBPVP8 ')
    expect((await request('photo-abc-320.avif')).headers.get('content-type')).toBe('image/avif')
  })

  // Next.js decodes path segments before handing them over, so "%2e%2e%2f" arrives here as "../".
  it.each([
    '../secret.webp',
    '..%2Fsecret.webp',
    '%2e%2e%2fsecret.webp',
    '..',
    '.',
    '',
    '/etc/passwd',
    '/tmp/secret.webp',
    '..\\secret.webp',
    '..\\..\\secret.webp',
    'C:\\Windows\\win.ini',
    'photo-abc-320.webp\u0000.png',
    'photo-abc-320.webp%00',
    'sub/photo.webp',
    '.hidden.webp',
    'link-out.webp',
    'missing.webp',
    'photo-abc-320.svg',
    'photo-abc-320.WEBP.html',
    'a'.repeat(300) + '.webp',
  ])('refuses %j with 404', async (name) => {
    const res = await request(name)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('secret')
  })

  it('does not serve PDFs from the images route', async () => {
    expect((await request('k8-datasheet-1234abcd.pdf')).status).toBe(404)
  })
})

describe('/uploads/files/{filename}', () => {
  it('serves a PDF as a download', async () => {
    const res = await getFile(new Request('http://localhost/x'), {
      params: Promise.resolve({ file: 'k8-datasheet-1234abcd.pdf' }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="k8-datasheet-1234abcd.pdf"')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses traversal and other types', async () => {
    for (const name of ['../images/photo-abc-320.webp', 'photo-abc-320.webp', '../../secret.webp', '%2e%2e/x.pdf']) {
      const res = await getFile(new Request('http://localhost/x'), { params: Promise.resolve({ file: name }) })
      expect(res.status, name).toBe(404)
    }
  })
})

describe('ranges on uploads (docs/decisions/091-download-ranges.md)', () => {
  const pdf = Buffer.from('%PDF-1.7 test')
  const sha = createHash('sha256').update(pdf).digest('hex')
  const fetchFile = (headers: Record<string, string>) =>
    getFile(new Request('http://localhost/uploads/files/k8-datasheet-1234abcd.pdf', { headers }), {
      params: Promise.resolve({ file: 'k8-datasheet-1234abcd.pdf' }),
    })

  it("resumes a document from a byte offset, with the whole file's SHA-256 in Repr-Digest and ETag", async () => {
    const res = await fetchFile({ range: 'bytes=5-' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 5-${pdf.length - 1}/${pdf.length}`)
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('etag')).toBe(`"${sha}"`)
    expect(res.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(sha, 'hex').toString('base64')}:`)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf.subarray(5))
  })

  it('answers 416 past the end, and a byte range of an image too', async () => {
    const past = await fetchFile({ range: `bytes=${pdf.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${pdf.length}`)
    const image = await getImage(new Request('http://localhost/x', { headers: { range: 'bytes=0-3' } }), {
      params: Promise.resolve({ file: 'photo-abc-320.webp' }),
    })
    expect(image.status).toBe(206)
    expect(await image.text()).toBe('RIFF')
  })
})
