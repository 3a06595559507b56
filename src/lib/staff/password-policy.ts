/**
 * What makes a staff password acceptable (decision 015, "Password policy"). Isomorphic: the CLI, the server
 * actions and the forms use the same rule. Length is what matters most (NIST SP 800-63B: at least 8, better 15+,
 * no composition rules, refuse known-bad passwords); a panel that can change prices and accounts asks for 12.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 1024

// A short list of the passwords and patterns people reach for first; a breach corpus would be better but is large.
const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'changeme',
  'meridian',
  'geosystems',
  'kabul',
  'afghanistan',
  '123456',
  'abc123',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
]

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { email?: string; displayName?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  const lower = password.toLowerCase()
  if (new Set(lower).size < 5) return 'Use more different characters.'
  if (/^(.{1,6})\1+$/.test(lower)) return 'A repeated pattern is easy to guess.'
  if (/^(?:0?1?2?3?4?5?6?7?8?9?0?)+$/.test(lower) || /^(?:abcdefghijklmnopqrstuvwxyz)+/.test(lower))
    return 'A run of consecutive characters is easy to guess.'
  const stripped = lower.replace(/[^a-z]/g, '')
  if (COMMON.some((word) => stripped === word || (lower.startsWith(word) && lower.length - word.length < 6)))
    return 'This password is too common.'
  const local = context.email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && lower.includes(local)) return 'Do not use your e-mail address in the password.'
  const name = context.displayName?.toLowerCase().replace(/\s+/g, '')
  if (name && name.length >= 4 && lower.replace(/\s+/g, '').includes(name))
    return 'Do not use your name in the password.'
  return null
}
