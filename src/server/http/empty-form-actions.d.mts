import type { ServerResponse } from 'node:http'

export declare function stripEmptyActions(text: string): [string, string]
export declare function withoutEmptyFormActions(res: ServerResponse): void
