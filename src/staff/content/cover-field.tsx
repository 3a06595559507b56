'use client'

import { ImagePlus } from 'lucide-react'
import { useId, useState } from 'react'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ImageThumb, Rejections, RenditionNote, UploadButton } from '@/staff/catalogue/editor/upload-parts'
import {
  IMAGE_UPLOADS,
  uploadFile,
  useRenditionProgress,
  type UploadedImage,
} from '@/staff/catalogue/editor/use-uploads'
import type { ContentInput } from './form'

/**
 * An entry's cover image: uploaded through the panel's one image endpoint (its checks by content, size limits and
 * renditions, docs/decisions/017-product-editor.md), stored as its site path, with the alt text the schema requires.
 */
export function CoverField({ values, errors }: { values: ContentInput; errors: Record<string, string> }) {
  const [src, setSrc] = useState(values['fields.cover.src'] ?? '')
  const [uploadedSource, setUploadedSource] = useState<string | undefined>()
  const [preview, setPreview] = useState<string | undefined>(src || undefined)
  const [busy, setBusy] = useState(false)
  const [rejections, setRejections] = useState<string[]>([])
  const { progress, track } = useRenditionProgress()
  const inputId = useId()
  const error = errors['fields.cover.src'] ?? errors['fields.cover']

  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    setBusy(true)
    const result = await uploadFile(IMAGE_UPLOADS, file)
    setBusy(false)
    if (!result.ok) return setRejections([`${file.name}: ${result.message}`])
    const uploaded = result.body as UploadedImage
    setRejections([])
    // A public rendition: the kept original (`source`) is not served.
    setSrc(`/uploads/images/${uploaded.large}`)
    setPreview(`/uploads/images/${uploaded.preview}`)
    setUploadedSource(uploaded.source)
    track(uploaded.source, uploaded.avif)
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-navy-900">
        Cover image
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      <input type="hidden" name="fields.cover.src" value={src} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ImageThumb url={preview} />
        <div className="flex flex-1 flex-col gap-3">
          <UploadButton
            id={inputId}
            label={busy ? 'Uploading…' : src ? 'Replace image' : 'Upload image'}
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onFiles={onFiles}
            icon={<ImagePlus aria-hidden="true" className="size-4" />}
            hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB."
          />
          {src && uploadedSource && <RenditionNote progress={progress[uploadedSource]} />}
          {error && (
            <p id={`${inputId}-error`} className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
        </div>
      </div>
      <Field
        id="content-fields-cover-alt"
        label="Image description (alt text)"
        required
        hint="What the picture shows, for people who cannot see it."
        error={errors['fields.cover.alt']}
      >
        {(p) => <Input {...p} name="fields.cover.alt" maxLength={300} defaultValue={values['fields.cover.alt']} />}
      </Field>
      <Rejections items={rejections} />
    </fieldset>
  )
}
