'use client'

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, CircleAlert, Eye, EyeOff, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { Fragment, useState, useTransition } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PRODUCTS_NAMED_IN_REFUSAL } from '@/lib/catalogue/category-edit'
import type { AdminCategory } from '@/server/catalogue/editor/categories'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { deleteCategoryAction, moveCategoryAction, setCategoryActiveAction, type CategoryActionResult } from './actions'
import { CategoryForm } from './category-form'

type Editing = { mode: 'new'; parentId: number | null } | { mode: 'edit'; category: AdminCategory } | null

/** Depth of each category in the tree (0 = top level). */
function depths(list: AdminCategory[]): Map<number, number> {
  const byId = new Map(list.map((c) => [c.id, c]))
  const out = new Map<number, number>()
  const depth = (c: AdminCategory, guard = 0): number => {
    const known = out.get(c.id)
    if (known !== undefined) return known
    const parent = c.parentId === null ? undefined : byId.get(c.parentId)
    const d = parent && guard < list.length ? depth(parent, guard + 1) + 1 : 0
    out.set(c.id, d)
    return d
  }
  list.forEach((c) => depth(c))
  return out
}

/**
 * The tree editor: one sortable list in reading order (each parent followed by its children, indented). Dropping a
 * category on another puts it at that place among the other's siblings (same parent: a reorder; another parent: a
 * move there). Keyboard: focus a handle, Space to lift, arrows to move, Space to drop, Escape to cancel; or the
 * Move up / Move down buttons; the form's Parent field moves a category anywhere.
 */
export function CategoryEditor({ categories }: { categories: AdminCategory[] }) {
  const router = useRouter()
  const [editing, setEditing] = useState<Editing>(null)
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const [deleting, setDeleting] = useState<AdminCategory | null>(null)
  // Optimistic order while a move is saved, so the row does not jump back under the pointer.
  const [order, setOrder] = useState<AdminCategory[]>(categories)
  // New data from the server (after a refresh) replaces the optimistic order, adjusted during render.
  const [shown, setShown] = useState(categories)
  if (shown !== categories) {
    setShown(categories)
    setOrder(categories)
  }
  const depth = depths(order)
  const byId = new Map(order.map((c) => [c.id, c]))
  const nameOf = (id: unknown) => byId.get(Number(id))?.name ?? 'category'

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const report = (result: CategoryActionResult) => {
    const ok = result.status === 'done'
    setStatus({ ok, message: result.message ?? '' })
    if (ok) router.refresh()
    else setOrder(categories)
  }
  const act = (action: () => Promise<CategoryActionResult>) =>
    startTransition(async () => {
      report(await action())
    })

  const siblingsOf = (c: AdminCategory) => order.filter((s) => s.parentId === c.parentId)

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const moving = byId.get(Number(active.id))
    const target = byId.get(Number(over.id))
    if (!moving || !target) return
    const siblings = siblingsOf(target).filter((s) => s.id !== moving.id)
    const fromIndex = order.findIndex((c) => c.id === moving.id)
    const toIndex = order.findIndex((c) => c.id === target.id)
    // Dragged downwards: land after the target; upwards: before it.
    const index = siblings.findIndex((s) => s.id === target.id) + (fromIndex < toIndex ? 1 : 0)
    const next = order.filter((c) => c.id !== moving.id)
    next.splice(next.findIndex((c) => c.id === target.id) + (fromIndex < toIndex ? 1 : 0), 0, {
      ...moving,
      parentId: target.parentId,
    })
    setOrder(next)
    act(() => moveCategoryAction(moving.id, target.parentId, index, moving.name))
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a category.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped at ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  }

  const moveBy = (c: AdminCategory, step: -1 | 1) => {
    const siblings = siblingsOf(c)
    const index = siblings.findIndex((s) => s.id === c.id) + step
    if (index < 0 || index >= siblings.length) return
    act(() => moveCategoryAction(c.id, c.parentId, index, c.name))
  }

  return (
    <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="category-tree-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="category-tree-heading" className="text-lg font-semibold text-navy-900">
            Category tree <span className="font-normal text-slate-600">({order.length})</span>
          </h2>
          <Button type="button" onClick={() => setEditing({ mode: 'new', parentId: null })}>
            <Plus aria-hidden="true" />
            New category
          </Button>
        </div>
        <p id="category-status" role="status" aria-live="polite" className="mt-3 min-h-6 text-sm">
          {status && (
            <span
              className={
                status.ok
                  ? 'font-medium text-success-600'
                  : 'flex items-start gap-1.5 rounded-md border border-danger-600/30 bg-danger-50 px-3 py-2 ' +
                    'font-medium text-danger-700'
              }
            >
              {!status.ok && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
              {status.message}
            </span>
          )}
        </p>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a category, press Space, move it with the Up and Down arrow keys, and press Space again ' +
                'to drop it. Dropped on a category with another parent, it moves there. Escape cancels.',
            },
          }}
        >
          <SortableContext items={order.map((c) => c.id)} strategy={verticalListSortingStrategy}>
            <ul aria-label="Categories in display order" className="mt-2 flex flex-col gap-1.5">
              {order.map((c) => {
                const siblings = siblingsOf(c)
                const position = siblings.findIndex((s) => s.id === c.id)
                return (
                  <CategoryRow
                    key={c.id}
                    category={c}
                    depth={depth.get(c.id) ?? 0}
                    parentInactive={!isPublic(c, byId)}
                    first={position === 0}
                    last={position === siblings.length - 1}
                    busy={pending}
                    onEdit={() => setEditing({ mode: 'edit', category: c })}
                    onMove={(step) => moveBy(c, step)}
                    onToggle={() => act(() => setCategoryActiveAction(c.id, !c.isActive))}
                    onDelete={() => setDeleting(c)}
                  />
                )
              })}
            </ul>
          </SortableContext>
        </DndContext>
        {order.length === 0 && <p className="mt-4 text-sm text-slate-600">No categories yet.</p>}
        <ConfirmDialog
          open={deleting !== null}
          title={`Delete “${deleting?.name ?? ''}”?`}
          confirmLabel="Delete category"
          refusal={deleting ? deleteRefusal(deleting, order) : undefined}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting
            setDeleting(null)
            if (target) act(() => deleteCategoryAction(target.id))
          }}
        >
          The category leaves the site at once and its page answers “not found”. This cannot be undone; to hide it for
          now, deactivate it instead.
        </ConfirmDialog>
      </section>
      <section aria-labelledby="category-form-heading" className="min-w-0 lg:sticky lg:top-4">
        {editing ? (
          <CategoryForm
            key={editing.mode === 'edit' ? `edit-${editing.category.id}-${editing.category.updatedAt}` : 'new'}
            category={editing.mode === 'edit' ? editing.category : null}
            categories={categories}
            onDone={(message) => {
              setEditing(null)
              setStatus({ ok: true, message })
              router.refresh()
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            <h2 id="category-form-heading" className="text-base font-semibold text-navy-900">
              Edit a category
            </h2>
            <p className="mt-1">Choose Edit on a category, or New category, to open the form here.</p>
          </div>
        )}
      </section>
    </div>
  )
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Why a category cannot be deleted, known before anyone is asked to confirm: it still holds products (the first few
 * named, each a link to edit it, and how many more) or sub-categories. The server refuses the same, in the same
 * words, should the tree have changed meanwhile.
 */
function deleteRefusal(c: AdminCategory, all: AdminCategory[]): React.ReactNode {
  const children = all
    .filter((s) => s.parentId === c.id)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b, 'en'))
  if (c.productCount === 0 && children.length === 0) return undefined
  const products = c.products.map((p, i) => (
    <Fragment key={p.id}>
      {i > 0 && ', '}
      <a href={`/admin/products/${p.id}`} className="font-medium underline underline-offset-2">
        &quot;{p.name}&quot;
      </a>
    </Fragment>
  ))
  const parts = [
    c.productCount > 0 && (
      <Fragment key="products">
        {plural(c.productCount, 'product', 'products')} ({products}
        {andMore(c.productCount - c.products.length)})
      </Fragment>
    ),
    children.length > 0 && (
      <Fragment key="children">
        {plural(children.length, 'sub-category', 'sub-categories')} (
        {children
          .slice(0, PRODUCTS_NAMED_IN_REFUSAL)
          .map((name) => `"${name}"`)
          .join(', ')}
        {andMore(children.length - PRODUCTS_NAMED_IN_REFUSAL)})
      </Fragment>
    ),
  ].filter(Boolean)
  return (
    <>
      &quot;{c.name}&quot; cannot be deleted: it still has {parts[0]}
      {parts[1] && <> and {parts[1]}</>}. Move or delete them first, or deactivate the category to hide it.
    </>
  )
}

const andMore = (n: number) => (n > 0 ? ` and ${n} more` : '')

function isPublic(c: AdminCategory, byId: Map<number, AdminCategory>): boolean {
  for (let at: AdminCategory | undefined = c, guard = 0; at && guard <= byId.size; guard++) {
    if (!at.isActive) return false
    at = at.parentId === null ? undefined : byId.get(at.parentId)
  }
  return true
}

function CategoryRow({
  category: c,
  depth,
  parentInactive,
  first,
  last,
  busy,
  onEdit,
  onMove,
  onToggle,
  onDelete,
}: {
  category: AdminCategory
  depth: number
  parentInactive: boolean
  first: boolean
  last: boolean
  busy: boolean
  onEdit: () => void
  onMove: (step: -1 | 1) => void
  onToggle: () => void
  onDelete: () => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: c.id,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, marginInlineStart: `${depth * 1.5}rem` }}
      className={
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-white px-2 py-2 shadow-xs ' +
        (isDragging ? 'relative z-10 border-accent-600 shadow-md' : 'border-slate-200')
      }
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${c.name}`}
        className={
          'inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md ' +
          'text-slate-600 hover:bg-slate-100'
        }
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      {/* At least 10rem for the name: on a phone the row's buttons wrap under it instead of squeezing it to a few
          letters a line (and drawing over a long slug). */}
      <span className="flex min-w-0 flex-1 basis-40 flex-col break-words">
        <span className="flex flex-wrap items-center gap-2">
          <span className={'font-semibold ' + (c.isActive ? 'text-navy-900' : 'text-slate-600')}>{c.name}</span>
          {!c.isActive ? (
            <Badge variant="outline">Inactive</Badge>
          ) : parentInactive ? (
            <Badge variant="outline">Hidden by parent</Badge>
          ) : null}
        </span>
        <span className="text-xs text-slate-600">
          /{c.slug} · {c.productCount} {c.productCount === 1 ? 'product' : 'products'}
        </span>
      </span>
      <span className="ms-auto flex flex-wrap items-center gap-1">
        <IconButton label={`Move ${c.name} up`} disabled={busy || first} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
        </IconButton>
        <IconButton label={`Move ${c.name} down`} disabled={busy || last} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
        </IconButton>
        <IconButton label={`Edit ${c.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </IconButton>
        <IconButton label={`${c.isActive ? 'Deactivate' : 'Activate'} ${c.name}`} disabled={busy} onClick={onToggle}>
          {c.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
        <IconButton label={`Delete ${c.name}`} disabled={busy} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      </span>
    </li>
  )
}

function IconButton({
  label,
  children,
  ...props
}: { label: string; children: React.ReactNode } & Omit<React.ComponentProps<'button'>, 'aria-label'>) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      {children}
    </Button>
  )
}
