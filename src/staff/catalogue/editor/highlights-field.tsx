'use client'

import { Plus } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { SortableList } from '@/staff/shared/sortable-list'
import { TextField } from './field-parts'
import type { Values } from './form'

/** Figures shown large on the product page: a number, a title and a description each. */
export function HighlightsField() {
  const { control } = useFormContext<Values>()
  const { fields, append, move, remove } = useFieldArray({ control, name: 'highlights' })
  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 && (
        <SortableList
          ids={fields.map((f) => f.id)}
          label="highlights"
          itemLabel={(i) => `highlight ${i + 1}`}
          onMove={move}
          onRemove={remove}
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
        onClick={() => append({ number: '', title: '', description: '' })}
      >
        <Plus aria-hidden="true" />
        Add a highlight
      </Button>
    </div>
  )
}
