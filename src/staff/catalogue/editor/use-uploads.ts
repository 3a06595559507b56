'use client'

import { useEffect, useState } from 'react'

/**
 * Uploads stay route handlers (docs/decisions/042-one-way-to-build-a-staff-screen.md: file transfer only): the
 * file is the raw request body, checked by its bytes as it is read (docs/decisions/017-product-editor.md).
 */
export type UploadedImage = {
  source: string
  /** The original's size in pixels (its renditions keep its shape). */
  width: number
  height: number
  preview: string
  /** The largest WebP rendition: a public file (the kept original, `source`, is not served). */
  large: string
  avif: { done: number; total: number }
}

export const IMAGE_UPLOADS = '/api/admin/uploads/images'
export const DOCUMENT_UPLOADS = '/api/admin/uploads/documents'

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? `The server answered ${response.status}.`
  } catch {
    return `The server answered ${response.status}.`
  }
}

export async function uploadFile(
  url: string,
  file: File,
): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    })
    if (response.ok) return { ok: true, body: await response.json() }
    return { ok: false, message: await errorMessage(response) }
  } catch {
    return { ok: false, message: 'The upload could not reach the server.' }
  }
}

/** Polls the background AVIF renditions of new uploads and shows how far they are. */
export function useRenditionProgress() {
  const [progress, setProgress] = useState<Record<string, { done: number; total: number }>>({})
  const pending = Object.entries(progress).filter(([, p]) => p.done < p.total)
  useEffect(() => {
    if (pending.length === 0) return
    const timer = setTimeout(async () => {
      for (const [source] of pending) {
        try {
          const response = await fetch(`${IMAGE_UPLOADS}?source=${encodeURIComponent(source)}`)
          if (response.ok) {
            const next = (await response.json()) as { done: number; total: number }
            setProgress((p) => ({ ...p, [source]: next }))
          }
        } catch {
          // try again on the next tick
        }
      }
    }, 1500)
    return () => clearTimeout(timer)
  }, [pending])
  return {
    progress,
    track: (source: string, p: { done: number; total: number }) => setProgress((all) => ({ ...all, [source]: p })),
  }
}
