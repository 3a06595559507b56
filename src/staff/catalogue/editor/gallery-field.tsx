'use client'

import { Upload } from 'lucide-react'
import { useId, useState } from 'react'

import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import type { Values } from './form'
import type { Thumbnails } from './images-field'
import { useRows } from './use-product-form'
import { ImageThumb, Rejections, RenditionNote, UploadButton } from './upload-parts'
import { IMAGE_UPLOADS, uploadFile, useRenditionProgress, type UploadedImage } from './use-uploads'

/** Numbered panels with an image, a title and a description; a panel starts with its image's upload. */
export function GalleryField({ thumbnails, onThumbnail }: Thumbnails) {
  const { form, rows, keys } = useRows<NonNullable<Values['gallery']>[number]>('gallery')
  const [rejections, setRejections] = useState<string[]>([])
  const { progress, track } = useRenditionProgress()
  const inputId = useId()
  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const result = await uploadFile(IMAGE_UPLOADS, file)
    if (!result.ok) {
      setRejections([`${file.name}: ${result.message}`])
      return
    }
    setRejections([])
    const uploaded = result.body as UploadedImage
    onThumbnail(uploaded.source, `/uploads/images/${uploaded.preview}`)
    track(uploaded.source, uploaded.avif)
    const panel = { title: '', description: '', image: { source: uploaded.source, alt: '' } }
    form.dispatch({ type: 'add', path: 'gallery', rows: [panel] })
  }
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <SortableList
          ids={keys}
          label="gallery panels"
          itemLabel={(i) => `panel ${i + 1}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path: 'gallery', from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path: 'gallery', index })}
        >
          {(i) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <ImageThumb url={thumbnails[rows[i]!.image.source]} />
              <div className="grid flex-1 gap-2">
                <TextField name={`gallery.${i}.title`} label={`Panel ${i + 1} title`} required />
                <TextField
                  name={`gallery.${i}.description`}
                  label="Description"
                  required
                  multiline
                  inputClassName="min-h-16"
                />
                <TextField name={`gallery.${i}.image.alt`} label="Image alt text" required />
                <RenditionNote progress={progress[rows[i]!.image.source]} />
              </div>
            </div>
          )}
        </SortableList>
      )}
      <UploadButton
        id={inputId}
        label="Add a panel (upload its image)"
        accept="image/png,image/jpeg,image/webp"
        onFiles={onFiles}
        icon={<Upload aria-hidden="true" className="size-4" />}
        hint="PNG, JPEG or WebP, at least 320 px wide, up to 10 MB."
      />
      <Rejections items={rejections} />
    </div>
  )
}
