import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names: the version for code that runs in the browser (client components, and the shared primitives when
 * a client component renders them). Imported as `#lib/cn`, which resolves to src/lib/cn-merge.ts in server
 * components (package.json "imports", `react-server` condition): tailwind-merge (about 8.5 KiB gzip) stays out of
 * every page's JavaScript, while server-rendered markup still lets a caller's utility override a default.
 * In browser code the classes must not conflict (no `text-sm` with `text-base`): choose one with a condition.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
