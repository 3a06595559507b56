import { describe, expect, it } from 'vitest'

import { hashPassword, verifyPassword } from './password'

describe('staff password (scrypt)', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery staple')
    const b = await hashPassword('correct horse battery staple')
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse battery staple', a)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', a)).toBe(false)
    expect(await verifyPassword('', a)).toBe(false)
  })

  it('never matches (nor throws on) a malformed or hostile stored hash', async () => {
    for (const stored of [
      '',
      'scrypt',
      'bcrypt$x',
      'scrypt$3$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$1073741824$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('x', stored), stored).toBe(false)
    }
  })
})
