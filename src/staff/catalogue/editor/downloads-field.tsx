'use client'

import { FileText, Plus, Upload } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import type { Values } from './form'
import { Rejections, UploadButton } from './upload-parts'
import { useRows } from './use-product-form'
import { DOCUMENT_UPLOADS, uploadFile } from './use-uploads'

/** Uploaded PDFs and, once, the datasheet generated from the product's data at every save. */
export function DownloadsField() {
  const { form, rows, keys } = useRows<NonNullable<Values['downloads']>[number]>('downloads')
  const append = (row: NonNullable<Values['downloads']>[number]) =>
    form.dispatch({ type: 'add', path: 'downloads', rows: [row] })
  const [rejections, setRejections] = useState<string[]>([])
  const inputId = useId()
  const hasDatasheet = rows.some((row) => 'generate' in row)
  const onFiles = async (files: FileList | null) => {
    const file = files?.[0]
    if (!file) return
    const result = await uploadFile(DOCUMENT_UPLOADS, file)
    if (!result.ok) {
      setRejections([`${file.name}: ${result.message}`])
      return
    }
    setRejections([])
    const uploaded = result.body as { file: string }
    append({ name: file.name.replace(/\.pdf$/i, '').slice(0, 120), type: 'PDF', file: uploaded.file })
  }
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <SortableList
          ids={keys}
          label="downloads"
          itemLabel={(i) => `download ${i + 1}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path: 'downloads', from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path: 'downloads', index })}
        >
          {(i) => (
            <div className="flex flex-col gap-1">
              <TextField
                name={`downloads.${i}.name`}
                label={`Download ${i + 1} name`}
                required
                error={form.error(`downloads.${i}.name`) ?? form.error(`downloads.${i}`)}
              />
              <p className="flex items-center gap-1.5 text-xs text-slate-600">
                <FileText aria-hidden="true" className="size-4" />
                {'generate' in rows[i]! ? 'Generated datasheet (PDF, made from this product’s data)' : 'Uploaded PDF'}
              </p>
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {!hasDatasheet && (
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ name: 'Datasheet', type: 'PDF', generate: 'datasheet' })}
          >
            <Plus aria-hidden="true" />
            Add the generated datasheet
          </Button>
        )}
        <UploadButton
          id={inputId}
          label="Upload a PDF"
          accept="application/pdf"
          onFiles={onFiles}
          icon={<Upload aria-hidden="true" className="size-4" />}
          hint="A PDF up to 20 MB (checked to be a PDF)."
        />
      </div>
      <Rejections items={rejections} />
    </div>
  )
}
