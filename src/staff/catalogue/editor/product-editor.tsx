'use client'

import { Copy, Eye, Save, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { BasicsSection, PriceSection } from './basics-fields'
import { DownloadsField } from './downloads-field'
import { ConflictNotice, DraftNotice, SessionExpiredNotice, StatusLine } from './editor-notices'
import { Section } from './field-parts'
import type { Category, Values } from './form'
import { GalleryField } from './gallery-field'
import { HighlightsField } from './highlights-field'
import { ImagesField } from './images-field'
import { LinesField } from './lines-field'
import { SpecificationsField } from './specifications-field'
import { TranslationsField } from './translations-field'
import { useLeaveWarning, useProductDraft } from './use-product-draft'
import { ProductFormContext, useProductFormState } from './use-product-form'
import { useProductSave } from './use-product-save'
import { useSlugCheck } from './use-slug-check'

/**
 * The staff product editor (docs/decisions/017-product-editor.md): one form over the catalogue file format's
 * product entry, validated in the browser as staff type and again on the server at every save. Its parts: the form
 * state (use-product-form: a reducer checked with the save action's schema, decision 042), the fields (one file
 * each), the draft kept in this browser (use-product-draft), the writes (use-product-save, through the server
 * actions of ../actions.ts) and the uploads (use-uploads, the one route handler it posts to).
 */
export function ProductEditor({
  productId: initialId,
  version: initialVersion,
  initial,
  categories,
  thumbnails: initialThumbnails,
}: {
  productId: number | null
  version: number | null
  initial: Values
  categories: Category[]
  /** Preview URL of each stored image, by source. */
  thumbnails: Record<string, string>
}) {
  const form = useProductFormState(initial)
  const isDirty = form.dirty
  const leavingRef = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [thumbnails, setThumbnails] = useState(initialThumbnails)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const onThumbnail = (source: string, url: string) => setThumbnails((t) => ({ ...t, [source]: url }))

  const editor = useProductSave({ form, initialId, initialVersion, initial, leavingRef, formRef })
  const { productId, base } = editor
  const draft = useProductDraft({
    form,
    initialId,
    initial,
    productId,
    version: editor.version,
    base,
    onRestore: editor.restored,
  })
  useLeaveWarning(isDirty, leavingRef)
  const slug = useSlugCheck(form, initialId)
  const savedActive = base.is_active ?? false

  const [confirmDuplicate, setConfirmDuplicate] = useState(false)
  // With unsaved edits, say first that the copy is made from the saved version.
  const duplicate = () => (isDirty ? setConfirmDuplicate(true) : void editor.duplicate())

  return (
    <ProductFormContext value={form}>
      <form
        ref={formRef}
        onSubmit={(event) => void editor.submit(event)}
        noValidate
        aria-labelledby="editor-title"
        className="flex flex-col gap-6"
      >
        <div
          className={
            'sticky top-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 ' +
            'bg-slate-50/95 px-4 py-3 backdrop-blur'
          }
        >
          <Button type="submit" disabled={editor.saving}>
            <Save aria-hidden="true" />
            {productId ? 'Save changes' : 'Create product'}
          </Button>
          <Button type="button" variant="outline" onClick={() => void editor.preview()}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          {productId && (
            <>
              <Button type="button" variant="outline" onClick={() => void editor.setPublished(!savedActive)}>
                {savedActive ? 'Unpublish' : 'Publish'}
              </Button>
              <Button type="button" variant="outline" onClick={duplicate}>
                <Copy aria-hidden="true" />
                Duplicate
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
          <p className="ms-auto text-sm text-slate-700">
            {productId ? (savedActive ? 'Published' : 'Draft') : 'New product'}
            {isDirty ? ' · unsaved changes' : ''}
          </p>
        </div>

        <StatusLine status={editor.status} />
        {editor.sessionExpired && <SessionExpiredNotice productId={productId} />}
        {draft.draft && <DraftNotice draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />}
        {editor.conflict && (
          <ConflictNotice conflict={editor.conflict} onOverwrite={editor.overwrite} onLoadTheirs={editor.loadTheirs} />
        )}

        <BasicsSection categories={categories} {...slug} />
        <PriceSection productId={productId} savedActive={savedActive} />

        <Section
          title="Images"
          description={
            'The first image is the main one. At least one image; alt text describes each for people ' +
            'who cannot see it.'
          }
        >
          <ImagesField thumbnails={thumbnails} onThumbnail={onThumbnail} />
        </Section>

        <Section
          title="Specifications"
          description={
            'Groups of rows. Paste a table copied from a spreadsheet or a PDF datasheet into a group ' +
            'to add its rows.'
          }
        >
          <SpecificationsField />
        </Section>

        <Section title="Features and applications">
          <div className="grid gap-4 md:grid-cols-2">
            <LinesField id="key_features" label="Key features" hint="One per line; shown in the summary." />
            <LinesField id="features" label="Features" hint="One per line." />
            <LinesField id="applications" label="Applications" hint="One per line." />
          </div>
        </Section>

        <Section title="Highlights" description="Figures shown large on the product page, e.g. “1,408” – “Channels”.">
          <HighlightsField />
        </Section>

        <Section title="Technology gallery" description="Numbered panels with an image, a title and a description.">
          <GalleryField thumbnails={thumbnails} onThumbnail={onThumbnail} />
        </Section>

        <Section
          title="Downloads"
          description="PDF documents. The generated datasheet is made from this product's data at every save."
        >
          <DownloadsField />
        </Section>

        <Section
          title="Translations"
          description={
            'Dari and Pashto texts for the product’s pages in those languages. Each follows its English text: ' +
            'rewrite an English text and its translations need doing again.'
          }
        >
          <TranslationsField />
        </Section>

        <ConfirmDialog
          open={confirmDuplicate}
          title="Duplicate the saved version?"
          confirmLabel="Duplicate"
          tone="default"
          onClose={() => setConfirmDuplicate(false)}
          onConfirm={() => {
            setConfirmDuplicate(false)
            void editor.duplicate()
          }}
        >
          The copy is made from the saved version; your unsaved edits stay here.
        </ConfirmDialog>
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete “${base.name}”?`}
          confirmLabel="Delete product"
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false)
            void editor.remove()
          }}
        >
          The product leaves the site at once and its page answers “not found”. This cannot be undone; to hide it for
          now, unpublish it instead.
        </ConfirmDialog>
      </form>
    </ProductFormContext>
  )
}
