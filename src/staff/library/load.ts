import 'server-only'

import { asc } from 'drizzle-orm'

import { getDb } from '@/server/db/client'
import { categories, libraryReleases, products } from '@/server/db/schema'
import { advisoryForEditor, listAdvisories } from '@/server/library/advisories'
import { listReleases, releaseForEditor } from '@/server/library/releases'
import { maxUploadBytes } from '@/server/library/uploads'

/** The product and category choices of the editors: every category with its products, in the catalogue's order. */
export interface TargetOptions {
  categories: { id: number; name: string; parentId: number | null; products: { id: number; name: string }[] }[]
  /** Products in no category. */
  loose: { id: number; name: string }[]
}

async function targetOptions(): Promise<TargetOptions> {
  const db = await getDb()
  const [cats, prods] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ id: products.id, name: products.name, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.name)),
  ])
  return {
    categories: cats.map((c) => ({
      ...c,
      products: prods.filter((p) => p.categoryId === c.id).map((p) => ({ id: p.id, name: p.name })),
    })),
    loose: prods.filter((p) => p.categoryId === null).map((p) => ({ id: p.id, name: p.name })),
  }
}

export async function loadLibraryList() {
  const [releases, advisories] = await Promise.all([listReleases(), listAdvisories()])
  return { releases, advisories }
}

export async function loadReleaseEditor(id: number | null) {
  const release = id === null ? null : await releaseForEditor(id)
  if (id !== null && !release) return undefined
  return { release, options: await targetOptions(), maxBytes: maxUploadBytes() }
}

export async function loadAdvisoryEditor(id: number | null) {
  const advisory = id === null ? null : await advisoryForEditor(id)
  if (id !== null && !advisory) return undefined
  const db = await getDb()
  const releases = await db
    .select({
      id: libraryReleases.id,
      title: libraryReleases.title,
      version: libraryReleases.version,
      status: libraryReleases.status,
    })
    .from(libraryReleases)
    .orderBy(asc(libraryReleases.title), asc(libraryReleases.version))
  return { advisory, options: await targetOptions(), releases }
}
