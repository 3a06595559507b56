'use client'

import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import { useRows } from './use-product-form'

/** Figures shown large on the product page: a number, a title and a description each. */
export function HighlightsField() {
  const { form, rows, keys } = useRows('highlights')
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <SortableList
          ids={keys}
          label="highlights"
          itemLabel={(i) => `highlight ${i + 1}`}
          onMove={(from, to) => form.dispatch({ type: 'move', path: 'highlights', from, to })}
          onRemove={(index) => form.dispatch({ type: 'remove', path: 'highlights', index })}
        >
          {(i) => (
            <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
              <TextField name={`highlights.${i}.number`} label="Figure" required />
              <TextField name={`highlights.${i}.title`} label="Title" required />
              <TextField
                name={`highlights.${i}.description`}
                label="Description"
                required
                multiline
                inputClassName="min-h-16"
                className="sm:col-span-2"
              />
            </div>
          )}
        </SortableList>
      )}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() =>
          form.dispatch({ type: 'add', path: 'highlights', rows: [{ number: '', title: '', description: '' }] })
        }
      >
        <Plus aria-hidden="true" />
        Add a highlight
      </Button>
    </div>
  )
}
