import 'server-only'

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * The staff password is stored only as a scrypt hash (Node's crypto), in ADMIN_PASSWORD_HASH:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`. No 'server-only' import: the `admin:hash-password` script
 * uses it from the command line.
 *
 * N = 2^15, r = 8, p = 1 (OWASP's scrypt minimum is N = 2^17 with r = 8, p = 1 for a 128 MiB budget; 2^15 costs
 * 32 MiB and ~60–100 ms here, and login attempts are rate limited, so one guess costs an attacker as much as us).
 */
const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Constant-time comparison; a malformed stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20 || (n & (n - 1)) !== 0) return false
  const salt = Buffer.from(parts[4]!, 'base64')
  const expected = Buffer.from(parts[5]!, 'base64')
  if (salt.length < 8 || expected.length < 16) return false
  try {
    const actual = await derive(password, salt, { N: n, r, p }, expected.length)
    return timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}
