/**
 * Writes src/app/favicon.ico from src/app/icon.svg (16, 32 and 48 px PNG images in an ICO container), for crawlers
 * and old browsers that ask for /favicon.ico regardless of <link rel="icon">. Run: npx tsx scripts/art/favicon-ico.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'

import sharp from 'sharp'

const svg = readFileSync('src/app/icon.svg')
const sizes = [16, 32, 48]
const pngs = await Promise.all(sizes.map((s) => sharp(svg, { density: 384 }).resize(s, s).png().toBuffer()))
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(sizes.length, 4)
let offset = 6 + 16 * sizes.length
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16)
  e.writeUInt8(size, 0)
  e.writeUInt8(size, 1)
  e.writeUInt8(0, 2) // palette
  e.writeUInt8(0, 3)
  e.writeUInt16LE(1, 4) // colour planes
  e.writeUInt16LE(32, 6) // bits per pixel
  e.writeUInt32LE(pngs[i]!.length, 8)
  e.writeUInt32LE(offset, 12)
  offset += pngs[i]!.length
  return e
})
writeFileSync('src/app/favicon.ico', Buffer.concat([header, ...entries, ...pngs]))
console.log(`src/app/favicon.ico: ${offset} bytes`)
