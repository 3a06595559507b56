import 'server-only'

import { BODY_LIMITS } from '@/lib/http-limits.mjs'

/**
 * Upload limits of the panel's catalogue import: the compressed archive (a row of the table of every body limit,
 * src/lib/http-limits.mjs), everything unpacked, the entry count.
 */
export const TRANSFER_LIMITS = {
  archiveBytes: BODY_LIMITS['import-archive'].bytes,
  unpackedBytes: 200 * 1024 * 1024,
  entries: 2_000,
} as const
