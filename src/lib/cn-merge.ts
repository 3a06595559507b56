import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names and lets later Tailwind utilities override earlier ones (shadcn/ui's `cn`): the version server
 * components get for `#lib/cn` (see src/lib/cn.ts for why the browser gets a plain join).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
