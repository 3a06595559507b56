import type { DestinationStream, Logger } from 'pino'

export declare const REDACT_PATHS: string[]
export declare function createLogger(options?: { env?: NodeJS.ProcessEnv; destination?: DestinationStream }): Logger
