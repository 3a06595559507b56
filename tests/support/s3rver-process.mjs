/**
 * s3rver in a process of its own, for listings longer than one answer (tests/support/s3rver.ts, `startS3rver`'s
 * `ownProcess`). s3rver encrypts its continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider: this
 * process is started with `--openssl-legacy-provider`, and the tests' own processes keep OpenSSL's defaults.
 * Prints `{"port":…}` once listening; stops on SIGTERM.
 */
import S3rver from 's3rver'

import { s3rverOptions } from './s3rver-options.mjs'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver(s3rverOptions(directory, bucket))
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)
process.on('SIGTERM', () => server.close().then(() => process.exit(0)))
