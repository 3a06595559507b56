import type { ServerResponse } from 'node:http'

export const PER_RESPONSE_HEADERS: Set<string>
export function captureBody(res: ServerResponse, maxBytes: number, done: (body: Buffer) => void): void
export function keptHeaders(res: ServerResponse): Record<string, string | string[]>
