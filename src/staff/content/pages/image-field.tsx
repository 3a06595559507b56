'use client'

import { ImagePlus } from 'lucide-react'
import { useState } from 'react'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ImageThumb, Rejections, RenditionNote, UploadButton } from '@/staff/catalogue/editor/upload-parts'
import {
  IMAGE_UPLOADS,
  uploadFile,
  useRenditionProgress,
  type UploadedImage,
} from '@/staff/catalogue/editor/use-uploads'

/**
 * A page section's image: uploaded through the panel's one image endpoint (its checks by content, size limits and
 * renditions, docs/decisions/017-product-editor.md), as the article cover is. The address stays editable for the
 * site's own drawings under /images/. An upload takes the new picture's size (the page reserves its shape: no layout
 * shift) and drops the old picture's responsive variants.
 */
export function PageImageField({
  id,
  value,
  error,
  onChange,
}: {
  id: string
  value: Record<string, unknown>
  error?: string
  onChange: (next: Record<string, unknown>) => void
}) {
  const src = typeof value.src === 'string' ? value.src : ''
  const [busy, setBusy] = useState(false)
  const [rejections, setRejections] = useState<string[]>([])
  const [uploadedSource, setUploadedSource] = useState<string | undefined>()
  const { progress, track } = useRenditionProgress()

  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    setBusy(true)
    const result = await uploadFile(IMAGE_UPLOADS, file)
    setBusy(false)
    if (!result.ok) return setRejections([`${file.name}: ${result.message}`])
    const uploaded = result.body as UploadedImage
    setRejections([])
    const { variants: _old, ...rest } = value
    onChange({ ...rest, src: `/uploads/images/${uploaded.large}`, width: uploaded.width, height: uploaded.height })
    setUploadedSource(uploaded.source)
    track(uploaded.source, uploaded.avif)
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <ImageThumb url={src || undefined} />
      <div className="flex flex-1 flex-col gap-3">
        <UploadButton
          id={`${id}-upload`}
          label={busy ? 'Uploading…' : src ? 'Replace image' : 'Upload image'}
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          onFiles={onFiles}
          icon={<ImagePlus aria-hidden="true" className="size-4" />}
          hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB."
        />
        {uploadedSource && <RenditionNote progress={progress[uploadedSource]} />}
        <Field
          id={id}
          label="Image address"
          required
          hint="Set by an upload, or a drawing's /images/… address."
          error={error}
        >
          {(p) => (
            <Input
              {...p}
              dir="ltr"
              value={src}
              onChange={(e) => {
                const { variants: _old, ...rest } = value
                onChange({ ...rest, src: e.target.value })
              }}
            />
          )}
        </Field>
        <Rejections items={rejections} />
      </div>
    </div>
  )
}
