export type BodyKind =
  | 'import-archive'
  | 'import-apply'
  | 'image-upload'
  | 'document-upload'
  | 'library-upload'
  | 'contact'
  | 'service-request'
  | 'staff-json'
  | 'page-post'
  | 'other'
export interface BodyLimit {
  kind: BodyKind
  bytes: number
  what: string
  json: boolean
}
export declare const BODY_LIMITS: Record<BodyKind, BodyLimit>
export declare function bodyLimitFor(path: string): BodyLimit
export declare function sizeText(bytes: number): string
