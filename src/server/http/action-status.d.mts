import type { ServerResponse } from 'node:http'

export declare function setActionStatus(requestId: string | null | undefined, status: number): void
export declare function takeActionStatus(requestId: string): number | undefined
export declare function forgetActionStatus(requestId: string): void
export declare function withActionStatus(res: ServerResponse, requestId: string): void
