export interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

export type RangeRequest =
  { kind: 'none' } | { kind: 'ignored' } | { kind: 'unsatisfiable' } | { kind: 'ranges'; ranges: ByteRange[] }

export interface Representation {
  size: number
  /** The whole file's SHA-256, 64 hex digits. */
  sha256: string
  lastModified: Date
  contentType: string
  /** Sent as an attachment under this name; absent: shown inline (images). */
  fileName?: string
  cacheControl: string
  /** Added to every answer but 304 (Content-Language, Link…). */
  headers?: Record<string, string>
}

export interface AnswerPlan {
  status: 200 | 206 | 304 | 416
  headers: Record<string, string>
  /** The bytes to send (inclusive); absent: no body. */
  read?: ByteRange
  /** Several ranges: sent as multipart/byteranges. */
  parts?: ByteRange[]
}

export declare const MAX_PARTS: number
export declare function parseRange(header: string | null | undefined, size: number): RangeRequest
export declare function strongEtag(sha256: string): string
export declare function reprDigest(sha256: string): string
export declare function attachment(fileName: string): string
export declare function planAnswer(
  method: string,
  header: (name: string) => string | null,
  rep: Representation,
): AnswerPlan
