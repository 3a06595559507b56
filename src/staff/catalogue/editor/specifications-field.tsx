'use client'

import { Plus } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { parsePastedSpecifications } from '@/lib/catalogue/spec-paste'
import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import type { Values } from './form'
import { useRows } from './use-product-form'

type Group = NonNullable<Values['specifications']>[number]

/** Groups of label/value rows; a table pasted into a group becomes its rows. */
export function SpecificationsField() {
  const { form, rows, keys } = useRows<Group>('specifications')
  const addGroup = () => form.dispatch({ type: 'add', path: 'specifications', rows: [{ group: '', rows: [] }] })
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <SortableList
          ids={keys}
          label="specification groups"
          itemLabel={(i) => `group ${i + 1}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path: 'specifications', from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path: 'specifications', index })}
        >
          {(i) => <SpecGroup index={i} />}
        </SortableList>
      )}
      <Button type="button" variant="outline" className="w-fit" onClick={addGroup}>
        <Plus aria-hidden="true" />
        Add a specification group
      </Button>
    </div>
  )
}

function SpecGroup({ index }: { index: number }) {
  const path = `specifications.${index}.rows`
  const { form, rows: specRows, keys } = useRows<Group['rows'][number]>(path)
  const groupName = form.values.specifications?.[index]?.group
  const append = (rows: Group['rows']) => form.dispatch({ type: 'add', path, rows })
  const [pasteNote, setPasteNote] = useState('')
  const pasteId = useId()
  const groupLabel = groupName || `group ${index + 1}`

  const addPasted = (text: string) => {
    const { rows, skipped } = parsePastedSpecifications(text)
    if (rows.length) append(rows)
    setPasteNote(
      rows.length
        ? `${rows.length} row${rows.length === 1 ? '' : 's'} added.` +
            (skipped.length ? ` Not understood: ${skipped.map((s) => `“${s}”`).join(', ')}.` : '')
        : 'No rows found: paste two columns (label and value), separated by tabs, two spaces or a colon.',
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        name={`specifications.${index}.group`}
        label="Group name"
        required
        placeholder="e.g. GNSS performance"
      />
      {specRows.length > 0 && (
        <SortableList
          ids={keys}
          label={`rows of ${groupLabel}`}
          itemLabel={(r) => `row ${r + 1} of ${groupLabel}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path, from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path, index })}
        >
          {(r) => (
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField name={`specifications.${index}.rows.${r}.label`} label={`Row ${r + 1} label`} required />
              <TextField name={`specifications.${index}.rows.${r}.value`} label={`Row ${r + 1} value`} required />
            </div>
          )}
        </SortableList>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => append([{ label: '', value: '' }])}>
          <Plus aria-hidden="true" />
          Add a row
        </Button>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={pasteId} className="text-sm font-semibold text-navy-900">
          Paste a table into {groupName ? `“${groupName}”` : 'this group'}
        </label>
        <Textarea
          id={pasteId}
          className="min-h-20 font-mono text-xs"
          placeholder={'Channels\t1,408\nWeight    0.9 kg\nIP rating: IP67'}
          aria-describedby={`${pasteId}-note`}
          onPaste={(e) => {
            e.preventDefault()
            addPasted(e.clipboardData.getData('text/plain'))
          }}
          onKeyDown={(e) => {
            // Typed instead of pasted: Ctrl/Cmd+Enter adds the rows.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault()
              addPasted(e.currentTarget.value)
              e.currentTarget.value = ''
            }
          }}
        />
        <p id={`${pasteId}-note`} aria-live="polite" className="text-xs text-slate-600">
          {pasteNote || 'Rows are added as you paste (or type them and press Ctrl+Enter).'}
        </p>
      </div>
      {form.error(path) && <p className="text-sm font-medium text-danger-700">{form.error(path)}</p>}
    </div>
  )
}
