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
