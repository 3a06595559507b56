/**
 * "Keep on this device" (docs/decisions/094-keep-on-this-device.md): the messages a product's support page and the
 * service worker (src/sw/sw.ts) exchange to keep chosen documents in the worker's own cache, within a quota. Isomorphic
 * and free of browser globals, so the quota's arithmetic is unit-tested.
 */
import type { ReleaseKind } from './kinds'

/** What the kept documents may take together: a few manuals and procedures, not a firmware archive. */
export const KEEP_QUOTA_BYTES = 200 * 1024 * 1024
/** The worker's cache of kept documents: never expired by the worker, only removed by the visitor (or the browser). */
export const KEPT_CACHE = 'mg-kept-v1'
/** Headers the worker stores beside a kept file: what the offline page and the support page show of it. */
export const KEPT_HEADERS = { title: 'x-mg-kept-title', bytes: 'x-mg-kept-bytes', at: 'x-mg-kept-at' } as const

/** The kinds of release whose files a visitor may keep: documents to read in the field, as the field pack carries. */
export const KEEPABLE_KINDS: readonly ReleaseKind[] = ['manual', 'quick-guide', 'release-notes', 'calibration']

export interface KeptFile {
  /** Same-origin path of the download (/downloads/{id}/{name}). */
  url: string
  /** "Vireo G9 user manual 2.1 — vireo-g9-manual-2.1.pdf", in the language of the page it was kept from. */
  title: string
  bytes: number
  keptAt: number
}

export type KeepRequest =
  | { type: 'KEEP_FILE'; url: string; title: string; bytes: number }
  | { type: 'FORGET_FILE'; url: string }
  | { type: 'KEPT_FILES' }

/** The worker's answer: every file kept now, and for a refused KEEP_FILE why. */
export type KeepReply = { ok: true; files: KeptFile[] } | { ok: false; reason: 'quota' | 'failed'; files: KeptFile[] }

export const isKeepRequest = (data: unknown): data is KeepRequest =>
  !!data &&
  typeof data === 'object' &&
  ['KEEP_FILE', 'FORGET_FILE', 'KEPT_FILES'].includes((data as { type?: unknown }).type as string)

/** Only the library's own downloads can be kept: one path shape, same origin. */
export const isKeepableUrl = (path: string): boolean => /^\/downloads\/\d{1,9}\/[A-Za-z0-9._-]{1,200}$/.test(path)

/** The bytes all kept files take. */
export const keptBytes = (files: readonly KeptFile[]): number => files.reduce((sum, f) => sum + f.bytes, 0)

/** Whether a file of `bytes` fits beside those kept (a file kept already is counted once). */
export function fitsQuota(files: readonly KeptFile[], url: string, bytes: number): boolean {
  return keptBytes(files.filter((f) => f.url !== url)) + bytes <= KEEP_QUOTA_BYTES
}
