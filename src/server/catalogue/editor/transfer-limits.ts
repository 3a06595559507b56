import 'server-only'

/** Upload limits of the panel's catalogue import: the compressed archive, everything unpacked, the entry count. */
export const TRANSFER_LIMITS = {
  archiveBytes: 50 * 1024 * 1024,
  unpackedBytes: 200 * 1024 * 1024,
  entries: 2_000,
} as const
