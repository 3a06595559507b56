'use client'

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react'

/**
 * A reorderable list: drag by the handle with a pointer, or with the keyboard (focus the handle, Space,
 * arrows, Space; dnd-kit announces each step to screen readers), and plain "Move up" / "Move down" buttons as the
 * simplest keyboard alternative. `ids` are stable keys (the form draft's row keys, src/staff/shared/use-draft.ts).
 */
export function SortableList({
  ids,
  label,
  itemLabel,
  onMove,
  onRemove,
  children,
}: {
  ids: string[]
  /** What the list is, for announcements: "images". */
  label: string
  /** Accessible name of item `index`, e.g. "Image 2". */
  itemLabel: (index: number) => string
  onMove: (from: number, to: number) => void
  onRemove?: (index: number) => void
  children: (index: number) => React.ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            `To move an item of the ${label}, press Space, use the arrow keys, ` +
            'then press Space again to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3">
          {ids.map((id, index) => (
            <SortableItem
              key={id}
              id={id}
              name={itemLabel(index)}
              first={index === 0}
              last={index === ids.length - 1}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              onRemove={onRemove && (() => onRemove(index))}
            >
              {children(index)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 ' +
  'hover:bg-slate-50 disabled:opacity-40 disabled:hover:bg-white'

function SortableItem({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  children,
}: {
  id: string
  name: string
  first: boolean
  last: boolean
  onUp: () => void
  onDown: () => void
  onRemove?: () => void
  children: React.ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={
        'flex gap-3 rounded-md border border-slate-200 bg-white p-3 ' + (isDragging ? 'relative z-10 shadow-lg' : '')
      }
    >
      <div className="flex shrink-0 flex-col items-center gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={iconButton + ' cursor-grab touch-none'}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} onClick={onUp} disabled={first} aria-label={`Move ${name} up`}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} onClick={onDown} disabled={last} aria-label={`Move ${name} down`}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        {onRemove && (
          <button
            type="button"
            className={iconButton + ' text-danger-700'}
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  )
}
