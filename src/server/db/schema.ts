import 'server-only'

/**
 * The one database schema (Postgres dialect; the same for PGlite and PostgreSQL). Change it, then run
 * `npm run db:generate` and commit the migration under drizzle/.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import type { CategoryTranslations, ProductTranslations } from '@/lib/catalogue/file-format'
import type { RichDoc } from '@/lib/content/rich-text'
import { RELEASE_KINDS } from '@/lib/library/kinds'

/** `('a', 'b')` for a check constraint over a list of constants (never user input). */
const sqlList = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`

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
  /** 1200×630 JPEG for link previews (absent on images imported before it existed). */
  share?: string
  /** AVIF renditions still to be made (the first start defers them: src/server/catalogue/complete-media.ts). */
  avifPending?: true
}

export interface StoredDownload {
  name: string
  type: string
  /** Served from /uploads/files/{filename}. */
  filename: string
  bytes: number
  /**
   * How it was made: a file kept in uploads/originals (a .pdf, or the .md typeset from), or the datasheet generator.
   */
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
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Dari and Pashto texts (decision 033), exactly as the catalogue file's `translations` holds them (lists in English
     * order); whatever is missing shows in English (docs/decisions/033-catalogue-translations.md).
     */
    translations: jsonb('translations')
      .$type<CategoryTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Hash of the imported entry, so a re-import of unchanged data writes nothing. */
    sourceHash: text('source_hash').notNull().default(''),
    /**
     * The serial numbers of this family's instruments, as a mask (src/lib/service/serial-pattern.ts: `#` a digit,
     * `@` a letter, `*` either, alternatives split by `|`); null: any serial. Set by staff in the category form;
     * read by the service request form and the serial registry (docs/service-desk.md).
     */
    serialPattern: text('serial_pattern'),
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
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    gallery: jsonb('gallery')
      .$type<StoredGalleryItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    keyFeatures: jsonb('key_features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    highlights: jsonb('highlights')
      .$type<{ number: string; title: string; description: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    specifications: jsonb('specifications')
      .$type<StoredSpecifications>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    applications: jsonb('applications')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    downloads: jsonb('downloads')
      .$type<StoredDownload[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Dari and Pashto texts (decision 033), exactly as the catalogue file's `translations` holds them (lists in English
     * order, specification labels as maps); whatever is missing shows in English
     * (docs/decisions/033-catalogue-translations.md).
     */
    translations: jsonb('translations')
      .$type<ProductTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Hash of the imported entry, so a re-import of unchanged data writes nothing. */
    sourceHash: text('source_hash').notNull().default(''),
    /**
     * Optimistic concurrency for the staff editor (decision 017): every write adds 1, and a save that started from an
     * older version is refused instead of silently overwriting someone else's change.
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_active_featured_idx').on(t.isActive, t.isFeatured),
  ],
)

/**
 * Unsaved editor states sent for preview (decision 017): the staff-only preview page renders one by its random token.
 * In the database rather than in memory so a preview opens on whichever app instance serves it; rows older than a
 * day are deleted as new ones arrive.
 */
export const productPreviews = pgTable(
  'product_previews',
  {
    token: uuid('token').primaryKey(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_previews_created_idx').on(t.createdAt)],
)

export type CategoryRow = typeof categories.$inferSelect
export type ProductRow = typeof products.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// Leads (decision 010, statuses and notes decision 015): contact messages, their e-mail outbox.

/** Subject values of the contact form (docs/product.md §5); kept as text so a new subject needs no migration. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    /** Client-generated id of one form submission: replays of it store nothing new (idempotency key). */
    submissionId: uuid('submission_id').notNull().unique(),
    /** sha256 of the normalised visitor input: a replay must carry the same payload, else it is refused. */
    payloadHash: text('payload_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Product the message concerns (`?product=` on /contact); slug and name as they were when it arrived. */
    productSlug: text('product_slug'),
    productName: text('product_name'),
    /** Site path the visitor came from (same-origin Referer of /contact), e.g. /product/k8-gnss-module. */
    sourcePage: text('source_page').notNull().default('/contact'),
    /** The language of the page it was sent from (decision 032): en, fa or ps. */
    locale: text('locale').notNull().default('en'),
    /** Where sales stand with the lead: LEAD_STATUSES in src/server/sales/leads.ts. */
    status: text('status').notNull().default('new'),
    /** When the status last changed (null while it is still 'new' from arrival; 'handled' leads kept their time). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** Staff-only note (never shown to the visitor); in the detail page and the CSV export. */
    internalNote: text('internal_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account answering for the lead (sales or owner role; decision 047). Null: unassigned. */
    ownerId: integer('owner_id').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    /**
     * The first reply to the visitor, which stops the reply clock (decision 047): the first status change away from
     * new, a logged call, or (once quotations are sent from the panel) the quotation's sending. Set once, never moved.
     */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    /** A follow-up: when staff mean to act next, and what they mean to do. */
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
    nextActionNote: text('next_action_note').notNull().default(''),
    /**
     * The customer record this lead belongs to, once staff confirmed it (docs/decisions/104-customer-matching.md);
     * written only by src/server/customers/links.ts.
     */
    customerId: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_customer_idx').on(t.customerId),
    index('contact_messages_owner_idx').on(t.ownerId),
    index('contact_messages_status_idx').on(t.status),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'contacted', 'quoted', 'won', 'lost')`),
    check('contact_messages_locale_check', sql`${t.locale} in ('en', 'fa', 'ps')`),
  ],
)

/**
 * The line items of a quote request (decision 030): what a visitor's quote list held when it was sent, one row per
 * product, written by the same single statement as its contact message (src/server/contact/submit.ts). Slug and name
 * are kept as they were, like contact_messages.product_*, so a later rename or deletion does not change what was asked
 * for.
 */
export const contactMessageItems = pgTable(
  'contact_message_items',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Order in the visitor's list, from 0. */
    position: integer('position').notNull(),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('contact_message_items_message_position_idx').on(t.messageId, t.position),
    check('contact_message_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
)

/**
 * E-mails to send after a message is stored (transactional outbox): the row is written by the same statement as
 * the message, and a worker sends it after commit, retrying with backoff.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The lead this row e-mails about ('lead' and 'quotation' rows); null for a staff digest. */
    messageId: integer('message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    /**
     * 'lead': the lead e-mail, built when sent; 'digest': a staff digest whose text is stored in the row;
     * 'quotation': a quotation to its customer (stored text, the sent PDF attached); 'notice': a short e-mail to a
     * lead's owner (a quotation accepted or changes asked for); 'library': an e-mail to a support library subscriber
     * (a confirmation, a new release, an advisory), written when sent from `library_mail`; 'service': a service
     * request's notice to its customer (stored text in the customer's language, src/server/service/notices.ts).
     */
    kind: text('kind').notNull().default('lead'),
    /** The service request a 'service' row (or a repair quotation's 'quotation' row) tells of. */
    serviceRequestId: integer('service_request_id').references((): AnyPgColumn => serviceRequests.id, {
      onDelete: 'cascade',
    }),
    /** The quotation whose sent PDF a 'quotation' row attaches. */
    quotationId: integer('quotation_id').references((): AnyPgColumn => quotations.id, { onDelete: 'cascade' }),
    /** A digest's address, subject and text, fixed when it was enqueued (null for 'lead' rows). */
    recipient: text('recipient'),
    subject: text('subject'),
    body: text('body'),
    /**
     * At most one row per key, across restarts and instances: 'digest:<staff id>:<Kabul date>' makes a digest
     * once per person per day (an INSERT … ON CONFLICT DO NOTHING loses the race without error).
     */
    dedupeKey: text('dedupe_key').unique(),
    /** 'pending' | 'sent' | 'failed' (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time; also the lease of a worker that is sending it (moved forward while it works). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_message_idx').on(t.messageId),
    index('mail_outbox_service_request_idx').on(t.serviceRequestId),
    check('mail_outbox_kind_check', sql`${t.kind} in ('lead', 'digest', 'quotation', 'notice', 'library', 'service')`),
  ],
)

/**
 * How leads get an owner and how the reply clock counts (decision 047): one row (id 1), set by the owner role on
 * the leads' Assignment screen. `rrCounter` is the round robin's position: each arrival takes the next value with
 * one atomic UPDATE … RETURNING, so concurrent submissions on any number of instances never take the same turn.
 */
export const leadSettings = pgTable(
  'lead_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'business': Sat–Thu 8:00–17:00 Kabul time; 'plain': every hour counts. */
    clockMode: text('clock_mode').notNull().default('business'),
    /** Staff ids taking turns, in turn order. */
    roundRobin: jsonb('round_robin')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** First match wins: [{ kind: 'subject' | 'category', value, ownerId }]. */
    rules: jsonb('rules')
      .$type<LeadAssignmentRule[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Public holidays (Kabul dates, YYYY-MM-DD) the business-hours clock skips (decision 047). */
    holidays: jsonb('holidays')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rrCounter: integer('rr_counter').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_settings_single_row', sql`${t.id} = 1`),
    check('lead_settings_clock_check', sql`${t.clockMode} in ('business', 'plain')`),
  ],
)

export interface LeadAssignmentRule {
  kind: 'subject' | 'category'
  /** A contact subject value ('quote-request') or a category slug. */
  value: string
  ownerId: number
}

// ---------------------------------------------------------------------------------------------------------------
// Staff (decision 015): accounts with roles, their sessions, and the audit log of what they changed.

/**
 * A staff account. The e-mail is stored lower-cased (the unique key people type); the password only as a scrypt
 * hash (src/server/staff/password.ts). Disabling keeps the row (audit entries keep their actor) and ends its
 * sessions at once, because every request joins the session to an enabled account.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** 'owner' | 'editor' | 'sales' | 'service' (src/lib/staff/roles.ts). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when an owner created the account or reset its password: the temporary password must be replaced. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Null while the account may sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The language of the e-mails this account receives (a customer's answer to a quotation, the daily digest):
     * 'en' | 'fa' | 'ps'. The panel itself stays English.
     */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_users_role_check', sql`${t.role} in ('owner', 'editor', 'sales', 'service')`),
    check('staff_users_language_check', sql`${t.language} in ('en', 'fa', 'ps')`),
  ],
)

/** Staff sessions of /admin: only the sha256 of the random cookie token is stored; each belongs to one account. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt), index('admin_sessions_user_idx').on(t.userId)],
)

/** One field's change in an audit entry; `before`/`after` are JSON values (absent field = null). */
export interface AuditChange {
  field: string
  before: unknown
  after: unknown
}

/**
 * Who changed what and when (src/server/staff/audit.ts). The actor's e-mail and name are copied in, so the entry
 * still reads right after the account is renamed; actor_id is kept for filtering and is nulled if an account row
 * is ever deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    /** AUDIT_ENTITY_TYPES (src/server/staff/audit.ts): 'product', 'lead', 'library-release', 'service-request'… */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes')
      .$type<AuditChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_type_at_idx').on(t.entityType, t.at),
  ],
)

export type ContactMessageRow = typeof contactMessages.$inferSelect
export type MailOutboxRow = typeof mailOutbox.$inferSelect
export type StaffUserRow = typeof staffUsers.$inferSelect
export type AuditLogRow = typeof auditLog.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// Staff catalogue editor: old slugs (decision 020).

/**
 * One row per topic ('catalogue', 'content'): a counter bumped in the same transaction as every write of that topic.
 * Each app instance remembers the revision its in-memory copy was loaded at and reloads (or patches) when it moves
 * (src/server/revision/, docs/decisions/019-catalogue-changes-across-instances.md and 062-server-folders.md).
 */
export const siteRevisions = pgTable('site_revisions', {
  topic: text('topic').primaryKey(),
  revision: integer('revision').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Slugs a product or category used to have, so shared links and search results keep working: the old URL answers a
 * permanent redirect to the entity's current URL. Keyed by the old slug and pointing at the entity's id (not at the
 * next slug), so a chain a → b → c collapses by itself: a and b both lead to the entity, whose slug is now c.
 * No foreign key (the id is a product's or a category's); a redirect to a deleted entity is simply not followed.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: serial('id').primaryKey(),
    /** 'product' | 'category' */
    entityType: text('entity_type').notNull(),
    oldSlug: text('old_slug').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slug_redirects_type_slug_idx').on(t.entityType, t.oldSlug),
    index('slug_redirects_entity_idx').on(t.entityType, t.entityId),
  ],
)

export type SlugRedirectRow = typeof slugRedirects.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// Abuse controls shared by every app instance (docs/decisions/027-shared-rate-limits.md).

/**
 * One row per counted event of a rate limit (a contact message, a failed sign-in), so every instance on one
 * database sees the same sliding window. `bucket` names the limit ('contact', 'login', 'login-net'); `key` is what
 * it counts per (a client address, an IPv6 /64). Rows past `expires_at` no longer count and are deleted in passing.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.expiresAt),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
)

// ---------------------------------------------------------------------------------------------------------------
// The site's own content (docs/decisions/044-site-content-in-the-database.md).

/** An entry's texts in Dari and Pashto: the English fields' shape, any part missing (it then shows in English). */
export type ContentTranslations = { fa?: Record<string, unknown>; ps?: Record<string, unknown> }

/**
 * News, events, case studies, pages, offices and the contact settings: one row each. `fields` holds the English as
 * the kind's schema describes it (src/server/content/kinds.ts), `translations` the other languages in the same shape.
 * Visibility is computed from `status`, `publish_at` and `unpublish_at` when read (src/lib/content/schedule.ts).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    /** 'news' | 'event' | 'case-study' | 'page' | 'office' | 'settings' */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    /** 'draft' | 'published' | 'archived' */
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    fields: jsonb('fields')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    translations: jsonb('translations')
      .$type<ContentTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Optimistic concurrency, as for products (decision 017): every write adds 1. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_entries_kind_slug_idx').on(t.kind, t.slug),
    check('content_entries_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
)

/** Every saved version of an entry, so staff can see who changed which fields and restore one as a new draft. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The address and the staff order the version had; null in versions saved before they were kept. */
    slug: text('slug'),
    sortOrder: integer('sort_order'),
    status: text('status').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    translations: jsonb('translations').$type<ContentTranslations>().notNull(),
    /** The field paths this version changed from the one before ('fields.title', 'translations.fa.title', 'status'). */
    changed: jsonb('changed')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_entry_version_idx').on(t.entryId, t.version)],
)

export type ContentEntryRow = typeof contentEntries.$inferSelect
export type ContentRevisionRow = typeof contentRevisions.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// Quotations (decisions 048 and 051): numbered per year, every revision its own row, amounts in integer cents.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/**
 * One counter row per year: a quotation's number is taken with one UPDATE … RETURNING (or the year's first INSERT)
 * in the transaction that creates it, so concurrent creations on any number of instances never share a number.
 */
export const quotationCounters = pgTable('quotation_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
})

/** 'declined': a repair quotation the customer turned down (a lead's quotation is answered with changes instead). */
export const QUOTATION_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'changes-requested',
  'declined',
  'superseded',
  'revoked',
] as const

/**
 * A quotation's revision. Revisions of one quotation share `number` and count up `revision`; each is stored whole.
 * The customer's link is a random token of which only the SHA-256 is kept (`tokenHash`), set when it is sent.
 * A quotation answers a lead (sales) or is a service request's repair quotation: exactly one of the two is set
 * (docs/decisions/101-service-status-flow.md).
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    serviceRequestId: integer('service_request_id').references((): AnyPgColumn => serviceRequests.id, {
      onDelete: 'cascade',
    }),
    /** `Q-2026-0001`. */
    number: text('number').notNull(),
    revision: integer('revision').notNull().default(1),
    status: text('status').notNull().default('draft'),
    /** Bumped by every save: a save naming an older version is refused (two staff editing one quotation). */
    version: integer('version').notNull().default(1),
    currency: text('currency').notNull().default('USD'),
    /** Afghanis per dollar × 10,000 (decision 048); null: no afghani equivalent. */
    afnRate: bigint('afn_rate', { mode: 'number' }),
    rateDate: text('rate_date'),
    /** The last day the quotation holds, a Kabul date (YYYY-MM-DD). */
    validUntil: text('valid_until').notNull(),
    deliveryTime: text('delivery_time').notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    warranty: text('warranty').notNull().default(''),
    notes: text('notes').notNull().default(''),
    language: text('language').notNull().default('en'),
    tokenHash: text('token_hash').unique(),
    /** The PDF exactly as sent: the customer's download is the document they were e-mailed. */
    pdf: bytea('pdf'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the customer accepted or asked for changes, and their message. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    responseMessage: text('response_message').notNull().default(''),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_number_revision_idx').on(t.number, t.revision),
    index('quotations_lead_idx').on(t.leadId),
    index('quotations_service_request_idx').on(t.serviceRequestId),
    check('quotations_owner_check', sql`(${t.leadId} is null) <> (${t.serviceRequestId} is null)`),
    check(
      'quotations_status_check',
      sql`${t.status} in ('draft', 'sent', 'accepted', 'changes-requested', 'declined', 'superseded', 'revoked')`,
    ),
    check('quotations_language_check', sql`${t.language} in ('en', 'fa', 'ps')`),
    check('quotations_currency_check', sql`${t.currency} = 'USD'`),
    check('quotations_rate_check', sql`${t.afnRate} is null or ${t.afnRate} > 0`),
  ],
)

/** A quotation's line: a catalogue product (id kept while it exists) or a free line; amounts in cents. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    model: text('model').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quotation_lines_position_idx').on(t.quotationId, t.position),
    check('quotation_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('quotation_lines_unit_check', sql`${t.unitCents} >= 0`),
    check('quotation_lines_discount_check', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
)

export type QuotationRow = typeof quotations.$inferSelect
export type QuotationLineRow = typeof quotationLines.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// Backups (docs/decisions/070-backup-format.md, 071-one-scheduled-backup-per-slot.md).

/**
 * The site's identity (one row, id 1), made with a random id by the migration that creates it. Every backup carries
 * it in its manifest, so a restore can tell a backup of this site from a backup of another one; a restore brings the
 * backup's row along, so a site moved to a new machine keeps its id.
 */
export const siteIdentity = pgTable(
  'site_identity',
  {
    id: integer('id').primaryKey().default(1),
    siteId: uuid('site_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_identity_single_row', sql`${t.id} = 1`)],
)

export const BACKUP_REASONS = ['scheduled', 'manual', 'command', 'pre-migration', 'pre-import', 'pre-restore'] as const

/**
 * One row per backup run (src/server/backups/runs.ts): what the owner's page and the health check read. Not part of
 * the backups themselves: a restore keeps the target's rows, so the history of backups survives restoring one.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    /** BACKUP_REASONS: why it was taken. */
    reason: text('reason').notNull(),
    /**
     * A scheduled run's slot (its planned time, ISO): unique, so of several instances on one database only the one
     * whose INSERT wins takes it (docs/decisions/071-one-scheduled-backup-per-slot.md). Null for the other reasons.
     */
    slot: text('slot').unique(),
    /** 'running' | 'ok' | 'failed' */
    status: text('status').notNull().default('running'),
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
    sha256: text('sha256'),
    encrypted: boolean('encrypted').notNull().default(false),
    durationMs: integer('duration_ms'),
    /** Rows per table and uploaded files, as the manifest counts them. */
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
    /** The copy in the backup bucket: 'none' (no bucket configured), 'ok' or 'failed'. */
    remote: text('remote').notNull().default('none'),
    remoteError: text('remote_error'),
    /** host:pid of the process that took it. */
    instance: text('instance').notNull(),
    /** The staff member who asked for it ('manual'), else null. */
    actorName: text('actor_name'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward while it runs: a running row whose heartbeat stopped belongs to a process that died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('backups_started_idx').on(t.startedAt),
    check('backups_status_check', sql`${t.status} in ('running', 'ok', 'failed')`),
    check('backups_remote_check', sql`${t.remote} in ('none', 'ok', 'failed')`),
  ],
)

export type BackupRow = typeof backups.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// The support library (docs/support-library.md): releases with their files, advisories, subscriptions.

/** A release's or advisory's texts in Dari and Pashto; what is missing shows in English. */
export type LibraryTranslations = {
  fa?: Record<string, string | RichDoc | undefined>
  ps?: Record<string, string | RichDoc | undefined>
}

/**
 * A release: firmware, software, a manual… of one version, for one or more products (library_targets). `published`
 * false is a draft (its page and files answer 404); `status` says whether it is recommended, current, superseded or
 * withdrawn (its page and files answer 410). `rowVersion` is the editor's optimistic lock (decision 015).
 */
export const libraryReleases = pgTable(
  'library_releases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull(),
    /** The manufacturer's release date, a calendar date (YYYY-MM-DD). */
    releaseDate: text('release_date').notNull(),
    status: text('status').notNull().default('current'),
    published: boolean('published').notNull().default(false),
    /** When it was first published (feeds and the e-mail to subscribers go out then, once). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    languages: jsonb('languages')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Release notes as rich text (src/lib/content/rich-text.ts); null when there are none. */
    notes: jsonb('notes').$type<RichDoc | null>(),
    /** "Needs controller software 7.2 or later". */
    requirements: text('requirements').notNull().default(''),
    translations: jsonb('translations')
      .$type<LibraryTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('library_releases_kind_check', sql`${t.kind} in ${sql.raw(sqlList(RELEASE_KINDS))}`),
    check('library_releases_status_check', sql`${t.status} in ('recommended', 'current', 'superseded', 'withdrawn')`),
    check('library_releases_date_check', sql`${t.releaseDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
)

/**
 * An advisory: a notice about products (library_targets) and optionally releases (library_advisory_releases), such as
 * "do not install 4.15.1 on these receivers; stay on 4.14". It shows from `startsOn` until `endsOn` (if any).
 */
export const libraryAdvisories = pgTable(
  'library_advisories',
  {
    id: serial('id').primaryKey(),
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    /** What happened, plain text in paragraphs. */
    body: text('body').notNull(),
    /** What to do instead. */
    instead: text('instead').notNull().default(''),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    translations: jsonb('translations')
      .$type<LibraryTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('library_advisories_severity_check', sql`${t.severity} in ('info', 'caution', 'do-not-install')`),
    check('library_advisories_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
)

/** What a release or an advisory applies to: one product, or every product of a category (and its subcategories). */
export const libraryTargets = pgTable(
  'library_targets',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id').references(() => libraryReleases.id, { onDelete: 'cascade' }),
    advisoryId: integer('advisory_id').references(() => libraryAdvisories.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('library_targets_release_idx').on(t.releaseId),
    index('library_targets_advisory_idx').on(t.advisoryId),
    index('library_targets_product_idx').on(t.productId),
    check('library_targets_item_check', sql`(${t.releaseId} is null) <> (${t.advisoryId} is null)`),
    check('library_targets_target_check', sql`(${t.productId} is null) <> (${t.categoryId} is null)`),
  ],
)

/** The releases an advisory is about ("do not install 2.0.3"). */
export const libraryAdvisoryReleases = pgTable(
  'library_advisory_releases',
  {
    advisoryId: integer('advisory_id')
      .notNull()
      .references(() => libraryAdvisories.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => libraryReleases.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('library_advisory_releases_idx').on(t.advisoryId, t.releaseId)],
)

/**
 * A release's file, in the media store under `storageKey` (library/…, written there by the resumable upload:
 * docs/decisions/090-resumable-uploads.md). Size and SHA-256 were computed from the stored bytes.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => libraryReleases.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The name it downloads as. */
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_files_release_idx').on(t.releaseId),
    check('library_files_sha_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * An upload in progress or finished but not yet attached to a release. Never served; attached by a release's save
 * (the row then becomes a library_files row), or swept with its bytes once older than LIBRARY_UPLOAD_EXPIRY_HOURS.
 */
export const libraryUploads = pgTable(
  'library_uploads',
  {
    /** The upload's id in its URL (32 hex digits). */
    id: text('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** 'uploading' | 'complete' | 'refused' (the content did not match its name's type). */
    status: text('status').notNull().default('uploading'),
    sha256: text('sha256'),
    contentType: text('content_type'),
    /** Why a finished upload was refused, in the editor's words. */
    problem: text('problem'),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('library_uploads_created_idx').on(t.createdAt),
    check('library_uploads_status_check', sql`${t.status} in ('uploading', 'complete', 'refused')`),
  ],
)

/**
 * A visitor's "notify me" for one product (double opt-in: confirmed once they open the link we e-mailed). The token
 * is the subscription's key in every link we send (confirm, unsubscribe); it grants nothing else.
 */
export const librarySubscriptions = pgTable(
  'library_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull().default('en'),
    token: text('token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_subscriptions_email_product_idx').on(t.email, t.productId),
    index('library_subscriptions_product_idx').on(t.productId),
    check('library_subscriptions_locale_check', sql`${t.locale} in ('en', 'fa', 'ps')`),
  ],
)

/**
 * What a 'library' row of the outbox is about, so its e-mail is written when it is sent, in the subscriber's language
 * (docs/decisions/093-library-e-mail.md). At most one outbox row per advisory or release and address: the row's
 * dedupe key says so.
 */
export const libraryMail = pgTable(
  'library_mail',
  {
    outboxId: integer('outbox_id')
      .primaryKey()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** 'confirm' | 'release' | 'advisory' */
    kind: text('kind').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => librarySubscriptions.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id').references(() => libraryReleases.id, { onDelete: 'cascade' }),
    advisoryId: integer('advisory_id').references(() => libraryAdvisories.id, { onDelete: 'cascade' }),
  },
  (t) => [check('library_mail_kind_check', sql`${t.kind} in ('confirm', 'release', 'advisory')`)],
)

export type LibraryReleaseRow = typeof libraryReleases.$inferSelect
export type LibraryAdvisoryRow = typeof libraryAdvisories.$inferSelect
export type LibraryTargetRow = typeof libraryTargets.$inferSelect
export type LibraryFileRow = typeof libraryFiles.$inferSelect
export type LibraryUploadRow = typeof libraryUploads.$inferSelect
export type LibrarySubscriptionRow = typeof librarySubscriptions.$inferSelect
// Customers (docs/decisions/104-customer-matching.md): one record per company or person, joining their leads,
// quotations, units and service requests.

/**
 * A customer: a company or a person. A record merged into another keeps its row (`mergedInto`), so the merge can be
 * undone from its audit entry; lists show only the records not merged.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** 'company' | 'person' */
    kind: text('kind').notNull().default('person'),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    mergedInto: integer('merged_into').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /**
     * Raised by every change to the record or its contacts (an edit, a merge into it or out of it, its undo): the edit
     * form posts the version it showed, and a save over a newer one is refused (src/server/customers/customers.ts).
     */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_name_idx').on(t.name),
    check('customers_kind_check', sql`${t.kind} in ('company', 'person')`),
  ],
)

/**
 * A way to reach a customer: a person's name with an e-mail address and a phone. `email` is stored lower-cased and
 * `phoneKey` is the phone's last nine digits (src/lib/service/phone.ts): what new leads and requests are matched by.
 */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    phoneKey: text('phone_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId),
    index('customer_contacts_email_idx').on(t.email),
    index('customer_contacts_phone_idx').on(t.phoneKey),
  ],
)

export type CustomerRow = typeof customers.$inferSelect
export type CustomerContactRow = typeof customerContacts.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// The service desk (docs/service-desk.md, decisions 100-104): units sold, service requests from drop-off to
// collection, their history, photos and links, and calibration certificates.

/**
 * A unit sold: one instrument by its serial number. The serial is unique per product by its key (upper case, no
 * spaces or dashes: src/lib/service/serial-pattern.ts); the product's name is copied so the unit reads right after
 * the product leaves the catalogue. Warranty runs `warrantyMonths` from `saleDate` (a Kabul date).
 */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    serial: text('serial').notNull(),
    serialKey: text('serial_key').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    saleDate: text('sale_date').notNull(),
    warrantyMonths: integer('warranty_months').notNull().default(12),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_product_serial_idx').on(t.productId, t.serialKey),
    index('units_serial_idx').on(t.serialKey),
    index('units_customer_idx').on(t.customerId),
    check('units_warranty_check', sql`${t.warrantyMonths} between 0 and 120`),
  ],
)

/**
 * One counter row per kind and year ('R' service requests, 'C' calibration certificates), taken with one
 * UPDATE … RETURNING in the transaction that uses it, as quotations' numbers are (decision 048).
 */
export const serviceCounters = pgTable(
  'service_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
)

/** The statuses of src/lib/service/flow.ts, as the check constraint lists them. */
const SERVICE_STATUS_LIST = [
  'received',
  'diagnosing',
  'quotation-sent',
  'approved',
  'declined',
  'repairing',
  'calibrating',
  'ready',
  'collected',
  'returned-unrepaired',
]
  .map((status) => `'${status}'`)
  .join(', ')

/**
 * A service request (docs/decisions/101-service-status-flow.md): an instrument brought in for repair or
 * calibration, numbered `R-2026-0001`, with what the customer wrote and where it stands. The status moves only
 * through src/server/service/status.ts, which writes the history and the customer's notice with it.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    /** 'repair' | 'calibration' */
    kind: text('kind').notNull().default('repair'),
    status: text('status').notNull().default('received'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The catalogue's name when it was sent, or the model the customer typed ("other"). */
    productName: text('product_name').notNull(),
    /** The product's family (category) when it was sent: the board's family filter. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    serial: text('serial').notNull(),
    serialKey: text('serial_key').notNull(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    fault: text('fault').notNull(),
    purchaseDate: text('purchase_date'),
    purchasePlace: text('purchase_place').notNull().default(''),
    /** The office's content slug the customer brings it to; '' when they asked for a pickup. */
    office: text('office').notNull().default(''),
    pickup: boolean('pickup').notNull().default(false),
    pickupAddress: text('pickup_address').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    phoneKey: text('phone_key').notNull(),
    email: text('email'),
    /** The customer's language (en, fa, ps): their notices, status page and slip. */
    locale: text('locale').notNull().default('en'),
    whatsapp: boolean('whatsapp').notNull().default(false),
    /** The customer record, once staff confirmed it (written only by src/server/customers/links.ts). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The technician answering for it. */
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_status_idx').on(t.status, t.statusChangedAt),
    index('service_requests_created_idx').on(t.createdAt),
    index('service_requests_serial_idx').on(t.serialKey),
    index('service_requests_phone_idx').on(t.phoneKey),
    index('service_requests_customer_idx').on(t.customerId),
    index('service_requests_assignee_idx').on(t.assigneeId),
    index('service_requests_unit_idx').on(t.unitId),
    check('service_requests_kind_check', sql`${t.kind} in ('repair', 'calibration')`),
    check('service_requests_locale_check', sql`${t.locale} in ('en', 'fa', 'ps')`),
    check('service_requests_status_check', sql`${t.status} in (${sql.raw(SERVICE_STATUS_LIST)})`),
  ],
)

/**
 * A request's history: each status it entered (what the customer's page lists) and staff's internal notes (never
 * shown to the customer), with who and when. The audit log holds the same changes field by field.
 */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** 'status' | 'note' */
    kind: text('kind').notNull(),
    status: text('status'),
    note: text('note').notNull().default(''),
    actorId: integer('actor_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_events_request_idx').on(t.requestId, t.at),
    check('service_events_kind_check', sql`${t.kind} in ('status', 'note')`),
  ],
)

/**
 * The private links to a request's status page: only the SHA-256 of each token is kept (decision 100). The first is
 * made with the request and does not expire; a lookup by reference and phone makes one that lasts a day.
 */
export const serviceLinks = pgTable(
  'service_links',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_links_request_idx').on(t.requestId), index('service_links_expires_idx').on(t.expiresAt)],
)

/** A photo the customer sent with a request: re-encoded without metadata, kept in the storage under `service/`. */
export const servicePhotos = pgTable(
  'service_photos',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [uniqueIndex('service_photos_position_idx').on(t.requestId, t.position)],
)

/** A photo already re-encoded and stored, kept with a refused form so the visitor need not choose it again. */
export interface DraftPhoto {
  key: string
  /** The file's name as sent (shown beside it), at most 120 characters. */
  name: string
  width: number
  height: number
  bytes: number
}

/**
 * What a visitor typed into a refused request form, so the form comes back filled in (post, redirect, get), photos
 * included. Found by a random id; deleted after an hour with the photos no request took.
 */
export const serviceDrafts = pgTable(
  'service_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<Record<string, string>>().notNull(),
    photos: jsonb('photos')
      .$type<DraftPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_drafts_created_idx').on(t.createdAt)],
)

/** One measurement of a calibration: values as the technician typed them (decimal text), in `unit`. */
export interface CalibrationTest {
  name: string
  unit: string
  nominal: string
  measured: string
  tolerance: string
}

/**
 * A calibration certificate (docs/decisions/102-certificates.md): numbered `C-2026-0001`, its PDF kept exactly as
 * issued with its SHA-256, and a random code in the QR code that opens its public verification page.
 */
export const calibrationCertificates = pgTable(
  'calibration_certificates',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    code: text('code').notNull().unique(),
    language: text('language').notNull(),
    /** Who it was issued to, as printed (the customer record's name then, or the request's). */
    customerName: text('customer_name').notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    tests: jsonb('tests').$type<CalibrationTest[]>().notNull(),
    /** Temperature, pressure, humidity as typed ("21.5 °C"). */
    environment: jsonb('environment').$type<{ temperature: string; pressure: string; humidity: string }>().notNull(),
    standards: jsonb('standards').$type<string[]>().notNull(),
    calibratedOn: text('calibrated_on').notNull(),
    nextDue: text('next_due').notNull(),
    passed: boolean('passed').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    issuedBy: integer('issued_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    issuedByName: text('issued_by_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calibration_certificates_request_idx').on(t.requestId),
    check('calibration_certificates_language_check', sql`${t.language} in ('en', 'fa', 'ps')`),
  ],
)

export type UnitRow = typeof units.$inferSelect
export type ServiceRequestRow = typeof serviceRequests.$inferSelect
export type ServiceEventRow = typeof serviceEvents.$inferSelect
export type CalibrationCertificateRow = typeof calibrationCertificates.$inferSelect

// ---------------------------------------------------------------------------------------------------------------
// The owner's figures (docs/figures.md): what visitors do, counted by the site's own HTTP layer, without cookies.

/**
 * Raw events, kept FIGURES_RETENTION_DAYS (default 30) and then deleted; the daily roll-up (figure_daily) is kept.
 * One row is one event, or several identical ones of one visitor within one write batch (`count`): the counter
 * buffers in memory and writes every few seconds (docs/decisions/112-figures-roll-up-and-retention.md).
 * `visitor` is the day's salted hash of address and user agent, never either of them
 * (docs/decisions/110-figures-visitor-hash.md).
 */
export const figureEvents = pgTable(
  'figure_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The day in the site's time zone (Asia/Kabul), as YYYY-MM-DD: the roll-up's key. */
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** FIGURE_KINDS (src/server/figures/record.ts). */
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
    /** The page's path without its query (a private link's secret replaced by its route's name). */
    path: text('path'),
    pageKind: text('page_kind'),
    /** The product's or article's slug, the release's id: what the page or download is about. */
    subject: text('subject'),
    locale: text('locale').notNull(),
    device: text('device').notNull(),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    saveData: boolean('save_data').notNull().default(false),
    /** A search's normalised query, and how many results it had. */
    query: text('query'),
    results: integer('results'),
    count: integer('count').notNull().default(1),
  },
  (t) => [index('figure_events_day_idx').on(t.day, t.kind), index('figure_events_visitor_idx').on(t.visitor, t.at)],
)

/**
 * The daily roll-up: one count per day, dimension and key (for example day, 'product', 'k8-gnss-module'). Days are
 * rolled up again from the raw events while those are kept, so the roll-up of several instances' events is one
 * count; 'bots' is added to by each instance instead (its raw events are never written).
 */
export const figureDaily = pgTable(
  'figure_daily',
  {
    day: text('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
)

/** The visitor hash's salt of each day, shared by every instance and deleted when its day is over. */
export const figureSalts = pgTable('figure_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
})

export type FigureEventRow = typeof figureEvents.$inferSelect
