import type { DestinationStream, Logger } from 'pino'

export declare const REDACT_PATHS: string[]
export declare function createLogger(options?: { env?: NodeJS.ProcessEnv; destination?: DestinationStream }): Logger
export declare function redactFields<T extends object>(object: T): T
