/** Types of bench/lib/load.mjs for the TypeScript tests that use it. */
export interface LoadResult {
  total: number
  byStatus: Record<string, number>
  resets: number
  refused: number
  otherErrors: Record<string, number>
  fiveXX: number
}
export function startLoad(options: { origin: string; paths: string[]; connections?: number; timeoutMs?: number }): {
  stop(): Promise<LoadResult>
  result: LoadResult
}
