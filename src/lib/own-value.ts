/**
 * A record's own value for a key from a URL, or undefined: `record[key]` alone would answer `toString` or
 * `constructor` from the prototype for a slug like /solutions/toString.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
