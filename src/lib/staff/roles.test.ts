import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password-policy'
import { roleCan, STAFF_PERMISSIONS, STAFF_ROLES } from './roles'

describe('role permissions', () => {
  it('owner: everything; editor: catalogue, content, library and audit; sales: leads; service: the desk', () => {
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, STAFF_PERMISSIONS.filter((permission) => roleCan(role, permission))]),
    )
    expect(table).toEqual({
      owner: [
        'accounts',
        'catalogue',
        'content',
        'leads',
        'lead-settings',
        'audit',
        'backups',
        'library',
        'service',
        'customers',
        'figures',
      ],
      editor: ['catalogue', 'content', 'audit', 'library'],
      sales: ['leads', 'customers'],
      service: ['service', 'customers'],
    })
  })
})

describe('password policy', () => {
  it.each([
    ['short pass', 'Use at least 12 characters.'],
    ['aaaaaaaaaaaaaaaa', 'Use more different characters.'],
    ['abcabcabcabcabc', 'Use more different characters.'],
    ['abcdeabcdeabcde', 'A repeated pattern is easy to guess.'],
    ['123456789012', 'A run of consecutive characters is easy to guess.'],
    ['Password2024!', 'This password is too common.'],
    ['qwertyuiop12', 'This password is too common.'],
  ])('refuses %j', (password, reason) => {
    expect(passwordProblem(password)).toBe(reason)
  })

  it('refuses the e-mail name or display name inside the password', () => {
    expect(passwordProblem('farida.noori 2026!', { email: 'Farida.Noori@meridian.af' })).toBe(
      'Do not use your e-mail address in the password.',
    )
    expect(passwordProblem('my FaridaNoori pass', { displayName: 'Farida Noori' })).toBe(
      'Do not use your name in the password.',
    )
  })

  it('accepts a passphrase and a generated temporary password', () => {
    expect(passwordProblem('granite survey benchmark')).toBeNull()
    expect(passwordProblem('k7wp-3mzd-qh2x-9tfa')).toBeNull()
  })
})
