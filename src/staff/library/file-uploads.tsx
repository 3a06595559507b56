'use client'

import { useRef, useState } from 'react'
import { Upload as TusUpload } from 'tus-js-client'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { fileNameProblem, safeFileName } from '@/lib/library/file-types'
import { formatBytes } from '@/lib/library/kinds'
import { describeUploadsAction } from './actions'

/** A file the release already has. */
export interface StoredFile {
  id: number
  name: string
  bytes: number
  sha256: string
}

interface Pending {
  key: number
  name: string
  bytes: number
  sent: number
  state: 'uploading' | 'paused' | 'checking' | 'done' | 'refused'
  uploadId?: string
  sha256?: string
  problem?: string
  upload?: TusUpload
}

/** Chunks of 16 MiB: a cut loses at most one, and each is one part of an S3 multipart upload. */
const CHUNK = 16 * 1024 * 1024
/** A dropped connection is retried by itself, waiting longer each time; after the last, the upload pauses. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000]

const percent = (p: Pending) => (p.bytes ? Math.floor((p.sent / p.bytes) * 100) : 100)

/**
 * A release's files (docs/decisions/090-resumable-uploads.md): those it has, and new ones sent with tus's resumable
 * protocol straight into the library's store, 16 MiB at a time, with a progress bar. A dropped connection resumes
 * from what arrived (automatically, then with Resume); a page reloaded mid-upload picks the file up again where it
 * stopped when it is chosen again (tus remembers it in this browser). Each finished upload has a field for the
 * checksum its publisher gives, compared on save. The form posts `file` (kept files) and `upload` (new ones).
 */
export function FileUploads({
  files,
  maxBytes,
  errors,
  pasted,
}: {
  files: StoredFile[]
  maxBytes: number
  errors: Record<string, string>
  /** Checksums typed before a refused save, by upload id. */
  pasted: Record<string, string>
}) {
  const [kept, setKept] = useState(files)
  const [pending, setPending] = useState<Pending[]>([])
  const [chooseError, setChooseError] = useState<string | null>(null)
  const nextKey = useRef(1)
  const input = useRef<HTMLInputElement>(null)

  const update = (key: number, change: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)))

  async function finished(key: number, uploadId: string) {
    update(key, { state: 'checking', uploadId })
    const answer = await describeUploadsAction([uploadId]).catch(() => ({ refused: 'The server did not answer.' }))
    if ('refused' in answer) return update(key, { state: 'refused', problem: answer.refused })
    const state = answer.uploads[0]
    if (!state || state.status !== 'complete')
      return update(key, {
        state: 'refused',
        problem: state?.problem ?? 'The upload was not kept: add the file again.',
      })
    update(key, { state: 'done', sha256: state.sha256 ?? undefined })
  }

  function start(file: File) {
    const name = safeFileName(file.name)
    const problem = fileNameProblem(name)
    if (problem) return setChooseError(problem)
    if (file.size > maxBytes)
      return setChooseError(
        `"${file.name}" is ${formatBytes(file.size)}: the library takes files up to ${formatBytes(maxBytes)}.`,
      )
    if (file.size === 0) return setChooseError(`"${file.name}" is empty.`)
    setChooseError(null)
    const key = nextKey.current++
    const upload = new TusUpload(file, {
      endpoint: '/api/admin/library/uploads',
      chunkSize: CHUNK,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: name },
      // Chosen again after a reload or a crash, the same file continues where it stopped.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => update(key, { sent, state: 'uploading' }),
      onError: (error) => {
        const status = (error as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus()
        if (status && status >= 400 && status < 500 && status !== 409 && status !== 423)
          update(key, { state: 'refused', problem: refusal(status, error.message) })
        else update(key, { state: 'paused' })
      },
      onSuccess: () => {
        const id = upload.url?.split('/').pop()
        if (id) void finished(key, id)
      },
    })
    setPending((all) => [...all, { key, name, bytes: file.size, sent: 0, state: 'uploading', upload }])
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
      upload.start()
    })
  }

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
      aria-describedby={errors.files ? 'library-files-error' : undefined}
    >
      <legend className="px-1 text-lg font-semibold text-navy-900">Files</legend>
      <p className="text-sm text-slate-600">
        Up to {formatBytes(maxBytes)} each. A dropped connection resumes where it stopped; SHA-256 and size are taken
        from what arrives. Paste the publisher&rsquo;s checksum to have it compared.
      </p>
      {kept.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Files of this release">
          {kept.map((f) => (
            <li
              key={f.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm"
            >
              <input type="hidden" name="file" value={f.id} />
              <span className="font-semibold break-all text-navy-900">{f.name}</span>
              <span className="text-slate-600">{formatBytes(f.bytes)}</span>
              <code className="text-xs break-all text-slate-600" aria-label={`SHA-256 of ${f.name}`}>
                {f.sha256}
              </code>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="ms-auto"
                onClick={() => setKept((all) => all.filter((k) => k.id !== f.id))}
                aria-label={`Remove ${f.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pending.map((p) => (
        <div key={p.key} className="flex flex-col gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
          {p.state === 'done' && p.uploadId && <input type="hidden" name="upload" value={p.uploadId} />}
          <div className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-semibold break-all text-navy-900">{p.name}</span>
            <span className="text-slate-600">{formatBytes(p.bytes)}</span>
          </div>
          {(p.state === 'uploading' || p.state === 'paused') && (
            <>
              <progress
                className="h-2 w-full accent-navy-700"
                max={p.bytes}
                value={p.sent}
                aria-label={`Upload of ${p.name}`}
              />
              <p role="status" className="text-slate-700">
                {p.state === 'paused'
                  ? `Paused at ${percent(p)} %: the connection dropped. It continues from there.`
                  : `${percent(p)} % (${formatBytes(p.sent)} of ${formatBytes(p.bytes)})`}
              </p>
            </>
          )}
          {p.state === 'paused' && (
            <Button type="button" size="sm" className="self-start" onClick={() => p.upload?.start()}>
              Resume
            </Button>
          )}
          {p.state === 'checking' && <p role="status">Uploaded; checking its content and checksum…</p>}
          {p.state === 'refused' && (
            <p role="alert" className="font-medium text-danger-700">
              {p.problem}
            </p>
          )}
          {p.state === 'done' && p.uploadId && (
            <>
              <p role="status" className="text-success-600">
                Uploaded. SHA-256: <code className="break-all">{p.sha256}</code>
              </p>
              <label htmlFor={`checksum-${p.uploadId}`} className="text-sm font-semibold text-navy-900">
                Publisher&rsquo;s SHA-256 for {p.name} (optional)
              </label>
              <Input
                id={`checksum-${p.uploadId}`}
                name={`checksum.${p.uploadId}`}
                defaultValue={pasted[p.uploadId] ?? ''}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={errors[`checksum.${p.uploadId}`] ? true : undefined}
                aria-describedby={errors[`checksum.${p.uploadId}`] ? `checksum-${p.uploadId}-error` : undefined}
              />
              {errors[`checksum.${p.uploadId}`] && (
                <p id={`checksum-${p.uploadId}-error`} className="text-sm font-medium text-danger-700">
                  {errors[`checksum.${p.uploadId}`]}
                </p>
              )}
            </>
          )}
          {p.state !== 'done' && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="self-start"
              onClick={() => {
                void p.upload?.abort(true).catch(() => undefined)
                setPending((all) => all.filter((x) => x.key !== p.key))
              }}
            >
              {p.state === 'refused' ? 'Dismiss' : 'Cancel upload'}
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="library-file-input" className="text-sm font-semibold text-navy-900">
          Add a file
        </label>
        <input
          ref={input}
          id="library-file-input"
          type="file"
          className="text-sm"
          aria-describedby={chooseError ? 'library-file-choose-error' : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            if (file) start(file)
            e.currentTarget.value = ''
          }}
        />
        <noscript>
          <p className="text-sm text-slate-600">Uploading a file needs JavaScript.</p>
        </noscript>
        {chooseError && (
          <p id="library-file-choose-error" role="alert" className="text-sm font-medium text-danger-700">
            {chooseError}
          </p>
        )}
      </div>
      {errors.files && (
        <p id="library-files-error" className="text-sm font-medium text-danger-700">
          {errors.files}
        </p>
      )}
    </fieldset>
  )
}

/** The server's refusal of an upload, in the editor's words. */
function refusal(status: number, message: string): string {
  const said = /response text: ([^,]+)/.exec(message)?.[1]?.trim()
  if (status === 413) return 'The file is larger than the library takes.'
  if (status === 401 || status === 403) return 'Your session has ended: sign in again, then add the file again.'
  if (status === 404 || status === 410) return 'The upload expired on the server: add the file again.'
  return said || `The server refused the upload (${status}).`
}
