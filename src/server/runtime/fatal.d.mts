export const FATAL_KEY: '__meridianFatal'
export const EXIT_DO_NOT_RESTART: 78
export function exitIfFatal(
  err: unknown,
  log: { fatal: (...args: unknown[]) => void; flush?: () => void },
): Promise<never>
