'use client'

/** The parts the image, gallery and download fields share: the upload button, refusals, thumbnails, progress. */
export function RenditionNote({ progress }: { progress?: { done: number; total: number } }) {
  if (!progress) return null
  return (
    <p className="text-xs text-slate-600" aria-live="polite">
      {progress.done < progress.total
        ? `Optimising for fast loading: AVIF ${progress.done} of ${progress.total} sizes done (you can save meanwhile).`
        : 'Optimised: WebP and AVIF sizes ready.'}
    </p>
  )
}

export function ImageThumb({ url }: { url?: string }) {
  return url ? (
    // eslint-disable-next-line @next/next/no-img-element -- a rendition made at upload (docs/decisions/003)
    <img
      src={url}
      alt=""
      width={160}
      height={120}
      className="h-24 w-32 shrink-0 rounded border border-slate-200 object-contain"
    />
  ) : (
    <span className="h-24 w-32 shrink-0 rounded border border-slate-200 bg-slate-100" />
  )
}

export function UploadButton({
  id,
  label,
  accept,
  multiple,
  disabled,
  onFiles,
  icon,
  hint,
}: {
  id: string
  label: string
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: FileList | null) => void
  icon: React.ReactNode
  hint: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={
          'inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 ' +
          'text-sm font-semibold text-navy-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 ' +
          'has-[:focus-visible]:outline-navy-600'
        }
      >
        {icon}
        {label}
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            onFiles(e.target.files)
            e.target.value = ''
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  )
}

export function Rejections({ items }: { items: string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {items.length > 0 && (
        <ul className="rounded-md border border-danger-600 bg-danger-50 px-4 py-2 text-sm text-danger-800">
          {items.map((text) => (
            <li key={text}>Refused: {text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
