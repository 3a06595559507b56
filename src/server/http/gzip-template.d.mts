export interface Template {
  gzip: Buffer
  holes: number[]
  crcAt: number
  crc: number
  shift: number[]
  length: number
}
export declare function gzipTemplate(body: Buffer, offsets: number[], length: number): Promise<Template | null>
export declare function fill(template: Template, token: Buffer): Buffer
export declare function fillParts(template: Template, token: Buffer): Buffer[]
export declare function spliced(bytes: Buffer, offsets: number[], token: Buffer): Buffer[]
