/**
 * The one database schema (Postgres dialect; the same for PGlite and PostgreSQL). Change it, then run
 * `npm run db:generate` and commit the migration under drizzle/.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** A rendition set of one image, produced once at import (src/server/catalogue/images.ts). */
export interface StoredImage {
  id: string
  /** Largest WebP rendition; the URL is /uploads/images/{filename}. */
  filename: string
  alt: string
  width: number
  height: number
  /** Every rendition, smallest first per format. */
  variants: { filename: string; width: number; format: 'webp' | 'avif' }[]
  /** The file as imported, kept in uploads/originals so an export reproduces the catalogue exactly. */
  source: string
}

export interface StoredDownload {
  name: string
  type: string
  /** Served from /uploads/files/{filename}. */
  filename: string
  bytes: number
  /** How it was made: a file kept in uploads/originals (a .pdf, or the .md typeset from), or the datasheet generator. */
  source: { file: string } | { generate: 'datasheet' }
}

export interface StoredGalleryItem {
  id: string
  number: number
  title: string
  description: string
  image: StoredImage
}

/**
 * Specifications keep their catalogue order as an array: jsonb objects do not keep key order (Postgres sorts jsonb
 * keys), and the order of a spec table matters to a reader.
 */
export type StoredSpecifications = { group: string; rows: { label: string; value: string }[] }[]

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    icon: text('icon'),
    image: jsonb('image').$type<StoredImage | null>(),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Hash of the imported entry, so a re-import of unchanged data writes nothing. */
    sourceHash: text('source_hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    series: text('series').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** USD; null = quotation only. numeric, not float: prices are money. */
    price: numeric('price', { precision: 12, scale: 2 }),
    sortOrder: integer('sort_order').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull().default(sql`'[]'::jsonb`),
    gallery: jsonb('gallery').$type<StoredGalleryItem[]>().notNull().default(sql`'[]'::jsonb`),
    keyFeatures: jsonb('key_features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    highlights: jsonb('highlights')
      .$type<{ number: string; title: string; description: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specifications: jsonb('specifications').$type<StoredSpecifications>().notNull().default(sql`'[]'::jsonb`),
    applications: jsonb('applications').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    downloads: jsonb('downloads').$type<StoredDownload[]>().notNull().default(sql`'[]'::jsonb`),
    /** Hash of the imported entry, so a re-import of unchanged data writes nothing. */
    sourceHash: text('source_hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_active_featured_idx').on(t.isActive, t.isFeatured),
  ],
)

export type CategoryRow = typeof categories.$inferSelect
export type ProductRow = typeof products.$inferSelect
