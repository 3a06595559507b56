export function registerKeptLimit(name: string, take: (address: string) => Promise<boolean>): void
export function takeKeptLimit(name: string, address: string): Promise<boolean> | undefined
export function openKeepPlace(requestId: string): void
export function allowKeeping(requestId: string | null | undefined): void
export function takeKeepMark(requestId: string): boolean
