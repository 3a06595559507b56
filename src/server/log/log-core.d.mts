import type { DestinationStream, Logger } from 'pino'

export declare const REDACT_PATHS: string[]
export declare function createLogger(options?: { env?: NodeJS.ProcessEnv; destination?: DestinationStream }): Logger
export declare function redactFields<T extends object>(object: T): T
export declare function batchedWriter(
  fd: number,
  options?: { minLength?: number; flushMs?: number },
): { write(line: string): boolean; flush(done?: (err?: Error) => void): void; flushSync(): void }
