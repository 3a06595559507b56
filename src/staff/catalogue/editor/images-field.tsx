'use client'

import { ImagePlus } from 'lucide-react'
import { useId, useState } from 'react'

import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import type { Values } from './form'
import { ImageThumb, Rejections, RenditionNote, UploadButton } from './upload-parts'
import { useRows } from './use-product-form'
import { IMAGE_UPLOADS, uploadFile, useRenditionProgress, type UploadedImage } from './use-uploads'

export type Thumbnails = { thumbnails: Record<string, string>; onThumbnail: (source: string, url: string) => void }

/** The product's images: uploaded at once, then alt text each; the first is the main one. */
export function ImagesField({ thumbnails, onThumbnail }: Thumbnails) {
  const { form, rows, keys } = useRows<Values['images'][number]>('images')
  const [rejections, setRejections] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const { progress, track } = useRenditionProgress()
  const inputId = useId()

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    const refused: string[] = []
    for (const file of Array.from(files)) {
      const result = await uploadFile(IMAGE_UPLOADS, file)
      if (!result.ok) {
        refused.push(`${file.name}: ${result.message}`)
        continue
      }
      const uploaded = result.body as UploadedImage
      onThumbnail(uploaded.source, `/uploads/images/${uploaded.preview}`)
      track(uploaded.source, uploaded.avif)
      form.dispatch({ type: 'add', path: 'images', rows: [{ source: uploaded.source, alt: '' }] })
    }
    setRejections(refused)
    setBusy(false)
  }

  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <SortableList
          ids={keys}
          label="images"
          itemLabel={(i) => `image ${i + 1}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path: 'images', from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path: 'images', index })}
        >
          {(i) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <ImageThumb url={thumbnails[rows[i]!.source]} />
              <div className="flex flex-1 flex-col gap-1">
                <TextField
                  name={`images.${i}.alt`}
                  label={`Image ${i + 1}${i === 0 ? ' (main)' : ''}: alt text`}
                  required
                  error={form.error(`images.${i}.alt`) ?? form.error(`images.${i}`)}
                />
                <RenditionNote progress={progress[rows[i]!.source]} />
              </div>
            </div>
          )}
        </SortableList>
      )}
      <UploadButton
        id={inputId}
        label={busy ? 'Uploading…' : 'Upload images'}
        accept="image/png,image/jpeg,image/webp"
        multiple
        disabled={busy}
        onFiles={onFiles}
        icon={<ImagePlus aria-hidden="true" className="size-4" />}
        hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB each. SVG is not accepted (it can carry script)."
      />
      {form.error('images') && <p className="text-sm font-medium text-danger-700">{form.error('images')}</p>}
      <Rejections items={rejections} />
    </div>
  )
}
