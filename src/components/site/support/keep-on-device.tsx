'use client'

import { useState, useSyncExternalStore } from 'react'

import { Button } from '@/components/ui/button-base'
import { Check, Download as DownloadIcon } from '@/components/ui/icons'
import type { KeepOnDeviceCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import { KEEP_QUOTA_BYTES, keptBytes, type KeepReply, type KeepRequest, type KeptFile } from '@/lib/library/keep'
import { formatBytes } from '@/lib/library/kinds'

/**
 * "Keep on this device" (docs/decisions/094-keep-on-this-device.md): small islands on a product's support page that
 * ask the service worker (src/sw/kept.ts) to keep a document in its own cache, or to remove it, and show what is kept
 * within the quota. They render nothing on the server and nothing where the browser has no service worker: without
 * JavaScript the page offers the field pack instead. The islands of one page share what the worker last said.
 */

type Shared = { available: boolean; files: KeptFile[] }
const SERVER: Shared = { available: false, files: [] }
let shared: Shared = SERVER
const listeners = new Set<() => void>()

function publish(files: KeptFile[]) {
  shared = { available: true, files }
  for (const listener of listeners) listener()
}

/** Sends one request to the active worker and waits for its answer on a port of its own. */
async function ask(request: KeepRequest, timeoutMs?: number): Promise<KeepReply> {
  const registration = await navigator.serviceWorker.ready
  const worker = registration.active
  if (!worker) throw new Error('no active service worker')
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    // A worker of an older build does not answer: the islands then stay hidden.
    const timer = timeoutMs ? setTimeout(() => reject(new Error('no answer')), timeoutMs) : undefined
    channel.port1.onmessage = (event: MessageEvent<KeepReply>) => {
      clearTimeout(timer)
      publish(event.data.files)
      resolve(event.data)
    }
    worker.postMessage(request, [channel.port2])
  })
}

let asked = false
function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!asked && 'serviceWorker' in navigator && 'caches' in window) {
    asked = true
    ask({ type: 'KEPT_FILES' }, 10_000).catch(() => {
      // No worker (private mode, blocked, an old build's): nothing to offer; the field pack remains.
    })
  }
  return () => listeners.delete(listener)
}

const useKept = () =>
  useSyncExternalStore(
    subscribe,
    () => shared,
    () => SERVER,
  )

const size = (bytes: number, copy: KeepOnDeviceCopy) => formatBytes(bytes, copy.locale)

/** The section's heading, what keeping does, and how much is kept of the quota. */
export function KeptSummary({ copy }: { copy: KeepOnDeviceCopy }) {
  const { available, files } = useKept()
  if (!available) return null
  const count = files.length === 1 ? copy.oneFile : fill(copy.files, { n: formatNumber(files.length, copy.locale) })
  return (
    <div data-keep-summary>
      <h3 className="text-lg font-semibold text-navy-900">{copy.heading}</h3>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{copy.text}</p>
      <p className="mt-2 text-sm font-medium text-navy-900">
        {fill(copy.summary, {
          files: count,
          used: size(keptBytes(files), copy),
          quota: size(KEEP_QUOTA_BYTES, copy),
        })}
      </p>
    </div>
  )
}

/** One document's button: keep it, or remove it once kept; what happened is announced beside it. */
export function KeepButton({
  url,
  name,
  title,
  bytes,
  copy,
}: {
  url: string
  name: string
  title: string
  bytes: number
  copy: KeepOnDeviceCopy
}) {
  const { available, files } = useKept()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  if (!available) return null
  const kept = files.some((f) => f.url === url)

  async function toggle() {
    setBusy(true)
    setMessage('')
    try {
      if (kept) {
        await ask({ type: 'FORGET_FILE', url })
        setMessage(fill(copy.removed, { name }))
      } else {
        const reply = await ask({ type: 'KEEP_FILE', url, title, bytes })
        if (reply.ok) setMessage(fill(copy.kept, { name }))
        else if (reply.reason === 'quota') {
          const free = Math.max(0, KEEP_QUOTA_BYTES - keptBytes(reply.files))
          setMessage(fill(copy.tooBig, { name, free: size(free, copy) }))
        } else setMessage(fill(copy.failed, { name }))
      }
    } catch {
      setMessage(fill(copy.failed, { name }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        // aria-disabled, not disabled: the button keeps the keyboard focus while the worker works.
        onClick={busy ? undefined : toggle}
        aria-disabled={busy || undefined}
        aria-label={busy ? undefined : fill(kept ? copy.removeNamed : copy.keepNamed, { name })}
      >
        {kept ? <Check aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
        {busy ? copy.keeping : kept ? copy.remove : copy.keep}
      </Button>
      <p role="status" className="text-xs text-slate-700">
        {message}
      </p>
    </div>
  )
}
