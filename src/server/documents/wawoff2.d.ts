/** wawoff2 ships no types: `decompress` turns WOFF2 bytes back into the TrueType/OpenType font they were made from. */
declare module 'wawoff2/decompress' {
  export default function decompress(data: Uint8Array): Promise<Uint8Array>
}
