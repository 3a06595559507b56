/// <reference lib="webworker" />
/**
 * Documents kept on this device (docs/decisions/094-keep-on-this-device.md): the worker's side of "Keep on this
 * device" on a product's support page. A kept file sits in its own cache (KEPT_CACHE), outside every expiry, until
 * the visitor removes it; together the kept files stay within KEEP_QUOTA_BYTES. Its download address is then answered
 * from the network while there is one (a withdrawn release's 410 removes the copy: it is never served again) and from
 * the kept copy when there is none, or when the network takes longer than a few seconds.
 */
import { createPartialResponse } from 'serwist'

import {
  fitsQuota,
  isKeepableUrl,
  KEPT_CACHE,
  KEPT_HEADERS,
  type KeepReply,
  type KeepRequest,
  type KeptFile,
} from '@/lib/library/keep'

declare const self: ServiceWorkerGlobalScope

const absolute = (path: string) => new URL(path, self.location.origin).href

/** Every kept file, newest first. */
export async function keptFiles(): Promise<KeptFile[]> {
  const cache = await caches.open(KEPT_CACHE)
  const files: KeptFile[] = []
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    if (!response) continue
    const url = new URL(request.url)
    files.push({
      url: url.pathname,
      title: decodeURIComponent(response.headers.get(KEPT_HEADERS.title) ?? url.pathname),
      bytes: Number(response.headers.get(KEPT_HEADERS.bytes) ?? 0),
      keptAt: Number(response.headers.get(KEPT_HEADERS.at) ?? 0),
    })
  }
  return files.sort((a, b) => b.keptAt - a.keptAt)
}

/**
 * Downloads and keeps one file. Refused when it would not fit beside the others: checked with the size the page
 * states before downloading, and with the bytes that arrived after.
 */
async function keep(url: string, title: string, bytes: number): Promise<KeepReply> {
  const before = await keptFiles()
  if (!fitsQuota(before, url, bytes)) return { ok: false, reason: 'quota', files: before }
  const response = await fetch(absolute(url), { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
  if (!response || response.status !== 200) return { ok: false, reason: 'failed', files: before }
  const body = await response.blob()
  if (!fitsQuota(before, url, body.size)) return { ok: false, reason: 'quota', files: before }
  const headers = new Headers(response.headers)
  // Opened from the offline page, a kept PDF or text shows in the browser rather than asking where to save it.
  const disposition = headers.get('content-disposition')
  if (disposition && /^(application\/pdf|text\/plain)/.test(headers.get('content-type') ?? ''))
    headers.set('content-disposition', disposition.replace(/^attachment/, 'inline'))
  headers.set(KEPT_HEADERS.title, encodeURIComponent(title.slice(0, 300)))
  headers.set(KEPT_HEADERS.bytes, String(body.size))
  headers.set(KEPT_HEADERS.at, String(Date.now()))
  const cache = await caches.open(KEPT_CACHE)
  try {
    await cache.put(absolute(url), new Response(body, { status: 200, headers }))
  } catch {
    // The browser's own storage limit for the site (QuotaExceededError): nothing half-kept.
    await cache.delete(absolute(url))
    return { ok: false, reason: 'quota', files: await keptFiles() }
  }
  return { ok: true, files: await keptFiles() }
}

async function forget(url: string): Promise<void> {
  await (await caches.open(KEPT_CACHE)).delete(absolute(url))
}

/** Answers a page's KEEP_FILE, FORGET_FILE or KEPT_FILES on the port it sent. */
export async function answerKeepRequest(request: KeepRequest, port: MessagePort | undefined): Promise<void> {
  let reply: KeepReply
  if (request.type === 'KEPT_FILES') reply = { ok: true, files: await keptFiles() }
  else if (!isKeepableUrl(request.url)) reply = { ok: false, reason: 'failed', files: await keptFiles() }
  else if (request.type === 'FORGET_FILE') {
    await forget(request.url)
    reply = { ok: true, files: await keptFiles() }
  } else {
    const bytes = Number.isFinite(request.bytes) && request.bytes > 0 ? request.bytes : 0
    reply = await keep(request.url, String(request.title ?? request.url), bytes)
  }
  port?.postMessage(reply)
}

/** How long a download's answer may take before a kept copy is served instead (as saved pages wait). */
const NETWORK_TIMEOUT_MS = 4_000

/**
 * A library download: the network's answer, or the kept copy when the network fails or is too slow. Without a kept
 * copy the request simply goes to the network, as if the worker were not there.
 */
export async function keptOrNetwork(request: Request): Promise<Response> {
  const kept = await (await caches.open(KEPT_CACHE)).match(request.url)
  if (!kept) return fetch(request)
  const network = fetch(request).then(async (response) => {
    // Withdrawn or unpublished since it was kept: the copy goes, and the answer says why.
    if (response.status === 404 || response.status === 410) await forget(new URL(request.url).pathname)
    return response
  })
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS))
  const first = await Promise.race([network, slow]).catch(() => 'failed' as const)
  if (first instanceof Response) return first
  network.catch(() => undefined)
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept
}
