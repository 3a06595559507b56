export declare function setActionStatus(requestId: string | null | undefined, status: number): void
export declare function takeActionStatus(requestId: string): number | undefined
