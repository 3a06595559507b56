/** The s3rver options of every test server (tests/support/s3rver.ts, in the test's process or in one of its own). */
export const s3rverOptions = (directory, bucket) => ({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
})
