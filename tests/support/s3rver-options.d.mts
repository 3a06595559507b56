/** Types of tests/support/s3rver-options.mjs. */
export function s3rverOptions(
  directory: string,
  bucket: string,
): { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }
