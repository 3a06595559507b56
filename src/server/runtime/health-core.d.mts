export interface HealthAnswer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}
export declare const PING_WAIT_MS: number
export declare const PING_DEADLINE_MS: number
export declare function healthAnswer(options?: { stopping?: boolean }): Promise<HealthAnswer>
