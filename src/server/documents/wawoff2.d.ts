/** wawoff2 ships no types: `decompress` turns WOFF2 bytes back into the TrueType/OpenType font they were made from. */
declare module 'wawoff2/decompress' {
  export default function decompress(data: Uint8Array): Promise<Uint8Array>
}

/** The package's main entry (src/app/fonts.test.ts reads the page fonts through it). */
declare module 'wawoff2' {
  export function decompress(data: Uint8Array): Promise<Uint8Array>
  export function compress(data: Uint8Array): Promise<Uint8Array>
}
