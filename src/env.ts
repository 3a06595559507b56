/**
 * Configuration, validated once (docs/design.md convention 6). Every optional value has a working default for local
 * use; a bad value fails start-up (and `next build`, which imports this from next.config.ts) with one message naming
 * every bad variable. Server-only values: never import this from a client component.
 */
import { z } from 'zod'

/** Treat `FOO=` (empty) as unset, the way .env files and CI matrices often pass "no value". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))
const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: 'must start with postgres:// or postgresql://' })
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const ms = (fallback: number) => optional(z.coerce.number().int().min(100).max(600_000)).default(fallback)

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  /**
   * Address the production server listens on (read by scripts/server.mjs, which also accepts the older name
   * HOSTNAME_BIND); unset: every interface.
   */
  HOSTNAME: optional(z.string().max(253)),
  /** How long a stopping server lets in-flight requests finish before closing them (scripts/server.mjs). */
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(600_000)).default(10_000),
  /** A request whose headers are not complete within this many ms is answered 408 (scripts/server.mjs). */
  HEADERS_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(120_000)).default(5_000),
  /** Page renders inside Next.js at once; the rest wait their turn (scripts/render-queue.mjs). Unset: one per core. */
  NEXT_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  /** Memory for rendered public pages kept by scripts/server.mjs, in MB; 0: off (docs/decisions/052-page-cache.md). */
  PAGE_CACHE_MB: optional(z.coerce.number().min(0).max(4_096)).default(32),
  /** Memory for the public API's answers kept by scripts/server.mjs, in MB; 0: off (src/server/http/api-cache.mjs). */
  API_CACHE_MB: optional(z.coerce.number().min(0).max(4_096)).default(8),
  /** Memory for the status page and warranty check copies (its own budget), in MB; 0: off (decision 113). */
  PRIVATE_CACHE_MB: optional(z.coerce.number().min(0).max(4_096)).default(4),
  /** Above 0: kept public pages tell a shared cache (a CDN) it may keep them this many seconds; 0: private. */
  PAGE_CDN_SECONDS: optional(z.coerce.number().int().min(0).max(86_400)).default(0),
  /** `npm start`: the pause before restarting a crashed server, doubled per crash in a row (scripts/start.mjs). */
  RESTART_BACKOFF_MS: optional(z.coerce.number().int().min(0).max(600_000)).default(1_000),
  /** `npm start`: restarts in a row before it gives up with exit code 1 (a crash loop). */
  RESTART_LIMIT: optional(z.coerce.number().int().min(0).max(100)).default(4),
  /** Embedded database and uploaded media live here (PGlite in `db/`, images in `uploads/`). */
  DATA_DIR: optional(z.string()).default('./data'),
  /** When set, PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: optional(postgresUrl),
  DB_CONNECT_TIMEOUT_MS: ms(5_000),
  DB_STATEMENT_TIMEOUT_MS: ms(10_000),
  /** Public origin, used for canonical URLs, sitemaps and Open Graph. */
  SITE_URL: optional(url),
  /** Base of the public API as seen by browsers (docs/product.md §7); defaults to the site origin + /api/public. */
  PUBLIC_API_BASE: optional(url),
  /**
   * Origin that serves /uploads (a CDN, say); empty means the site itself (root-relative URLs). With
   * STORAGE_DRIVER=s3 it is where the bucket's `uploads/` is public, and the site redirects /uploads/* there.
   */
  MEDIA_BASE_URL: optional(url),
  /** Seed the catalogue from this file when the database has no categories (first start). */
  CATALOGUE_SEED_FILE: optional(z.string()).default('catalogue/seed/catalogue.json'),
  SEED_ON_START: optional(bool).default(true),
  /**
   * Where uploads, renditions and generated PDFs are kept (src/server/storage): `local` (default) in
   * DATA_DIR/uploads; `s3` in the bucket S3_BUCKET under `uploads/`, shared by every instance.
   */
  STORAGE_DRIVER: optional(z.enum(['local', 's3'])).default('local'),
  /** An S3-compatible service (MinIO, R2, Ceph...); unset with STORAGE_DRIVER=s3: AWS S3 in S3_REGION. */
  S3_ENDPOINT: optional(url),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  S3_REGION: optional(z.string().max(64)).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optional(z.string().max(256)),
  /** Per attempt (three attempts): an unreachable bucket fails an upload with a message instead of hanging. */
  S3_TIMEOUT_MS: ms(10_000),
  /**
   * Connections to the bucket at once, kept alive between requests. The SDK's default, 50, queued the 51st of 64
   * ranges asked at once behind a whole answer (docs/decisions/091-download-ranges.md, "64 at once").
   */
  S3_MAX_SOCKETS: optional(z.coerce.number().int().min(1).max(10_000)).default(256),
  /**
   * The support library (docs/support-library.md): the largest file a release may have, in MB (decimal), and how long
   * an upload may lie unfinished or unattached before it is swept with its bytes.
   */
  LIBRARY_MAX_FILE_MB: optional(z.coerce.number().int().min(1).max(5_000_000)).default(4_096),
  LIBRARY_UPLOAD_EXPIRY_HOURS: optional(
    z.coerce
      .number()
      .min(0.01)
      .max(24 * 365),
  ).default(24),
  /**
   * The owner's figures (docs/figures.md): `off` stops counting (nothing is buffered or written); the raw events'
   * retention in days (the daily roll-up is kept); how often the buffered events are written, in seconds.
   */
  FIGURES: optional(z.enum(['on', 'off'])).default('on'),
  FIGURES_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3_650)).default(30),
  FIGURES_FLUSH_SECONDS: optional(z.coerce.number().min(0.1).max(600)).default(10),
  /**
   * Backups (docs/operations-backups.md): the folder they are written to; unset: DATA_DIR/backups. Keep it on a
   * disk of its own, or copy the files off the machine (BACKUP_S3_BUCKET).
   */
  BACKUP_DIR: optional(z.string()),
  /**
   * When the scheduled backup runs: `off`, or daily times HH:MM (comma-separated) in BACKUP_TIMEZONE. Default 02:30,
   * a quiet hour in Kabul.
   */
  BACKUP_SCHEDULE: optional(
    z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d(\s*,\s*([01]\d|2[0-3]):[0-5]\d)*)$/, 'off, or HH:MM[,HH:MM…]'),
  ).default('02:30'),
  BACKUP_TIMEZONE: optional(
    z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone such as Asia/Kabul'),
  ).default('Asia/Kabul'),
  /** Retention: the newest backup of each of the last N days, weeks and months is kept (and all of the last day). */
  BACKUP_KEEP_DAILY: optional(z.coerce.number().int().min(1).max(1_000)).default(7),
  BACKUP_KEEP_WEEKLY: optional(z.coerce.number().int().min(0).max(1_000)).default(4),
  BACKUP_KEEP_MONTHLY: optional(z.coerce.number().int().min(0).max(1_000)).default(6),
  /** Uploads in a backup: `copy` (the files) or `manifest` (keys and checksums). Unset: copy, or manifest with s3. */
  BACKUP_UPLOADS: optional(z.enum(['copy', 'manifest'])),
  /** Take a backup before applying migrations at start (the server refuses to migrate when it fails). */
  BACKUP_BEFORE_MIGRATE: optional(bool).default(true),
  /** A bucket to copy each backup to as well; the other BACKUP_S3_* settings default to the S3_* ones. */
  BACKUP_S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  BACKUP_S3_PREFIX: optional(z.string().regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'a path ending with /, or empty')).default(
    'backups/',
  ),
  BACKUP_S3_ENDPOINT: optional(url),
  BACKUP_S3_REGION: optional(z.string().max(64)),
  BACKUP_S3_ACCESS_KEY_ID: optional(z.string().max(256)),
  BACKUP_S3_SECRET_ACCESS_KEY: optional(z.string().max(256)),
  /** age public keys (age1…, comma-separated): when set, every backup is encrypted to them. */
  BACKUP_ENCRYPT_TO: optional(
    z.string().regex(/^age1[0-9a-z]{20,}(\s*,\s*age1[0-9a-z]{20,})*$/, 'age public keys (age1…), comma-separated'),
  ),
  /** The age identity file (AGE-SECRET-KEY-1…) that decrypts backups: for restore and verify only. */
  BACKUP_AGE_IDENTITY_FILE: optional(z.string()),
  /** Shared cache of image renditions and generated PDFs; "off" disables it (read at call time by media.ts). */
  MEDIA_CACHE_DIR: optional(z.string()),
  /**
   * A folder holding the PDF fonts by their published file names, for deployments without node_modules (read by
   * src/server/documents/fonts.ts); unset, they are read from the inter-ui, dejavu-fonts-ttf and vazirmatn packages.
   */
  DOCUMENT_FONTS_DIR: optional(z.string()),

  SITE_NAME: optional(z.string().max(80)),
  SALES_EMAIL: optional(z.email()),
  SALES_PHONE: optional(z.string().max(32)),
  SUPPORT_EMAIL: optional(z.email()),
  SUPPORT_PHONE: optional(z.string().max(32)),
  /** The click-to-chat number, or `off` to hide every WhatsApp link. */
  WHATSAPP_NUMBER: optional(
    z.union([z.literal('off'), z.string().regex(/^\+?[0-9 ]{6,20}$/)], {
      error: 'digits, spaces and an optional leading +, or off',
    }),
  ),

  /** smtp://user:pass@host:port or smtps://...; enables lead e-mails (optional). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  LEADS_EMAIL_TO: optional(z.email()),
  LEADS_EMAIL_FROM: optional(z.email()),
  /**
   * Bootstrap owner (decision 015, docs/staff-panel.md): while no enabled owner account exists, this scrypt hash
   * (from `npm run admin:hash-password`) signs in and becomes an owner account. Without it and without any staff
   * account, the admin pages answer 404.
   */
  ADMIN_PASSWORD_HASH: optional(z.string().regex(/^scrypt\$/, 'must be the output of npm run admin:hash-password')),
  /** The bootstrap owner's e-mail; unset: the e-mail typed at the first bootstrap sign-in becomes the owner's. */
  ADMIN_EMAIL: optional(z.email()),
  /** Number of trusted reverse proxies in front of the app (0: ignore X-Forwarded-For). */
  TRUST_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(5)).default(0),
  /**
   * Log threshold (src/server/log/log.ts); read directly by the logger, which starts before this is parsed, and
   * listed here so a typo fails start-up instead of being ignored.
   */
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
})

/** Settings that are required together: the S3 driver refuses to start without its bucket and credentials. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.BACKUP_S3_BUCKET) {
    // The backup bucket's credentials: its own, or the media storage's.
    for (const name of ['ACCESS_KEY_ID', 'SECRET_ACCESS_KEY'] as const) {
      if (!env[`BACKUP_S3_${name}`] && !env[`S3_${name}`])
        ctx.addIssue({ code: 'custom', path: [`BACKUP_S3_${name}`], message: 'required with BACKUP_S3_BUCKET' })
    }
  }
  if (env.STORAGE_DRIVER !== 's3') return
  // Refuse to start rather than fail the first upload: each missing setting is named.
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER=s3' })
  }
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  return result.data
}

let cached: Env | undefined

/** The validated configuration of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Tests change process.env between cases; this makes the next getEnv() read it again. */
export function resetEnvCache(): void {
  cached = undefined
}

export function siteUrl(env: Env = getEnv()): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`
}
