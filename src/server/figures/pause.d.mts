export const PAUSE_FILE: string
export function watchCountingPause(
  dataDir: string,
  log: { info: (fields: object, msg: string) => void },
  options?: { everyMs?: number },
): () => void
