#!/usr/bin/env node
/**
 * The static-file baseline `npm run bench` measures beside the site (bench/api.mjs): the smallest server that can
 * answer the same bytes. Node's own `http`, one file held in memory (the home page as the site served it, and its
 * gzip copy), no routing, no rendering, no logging. What the site reaches next to it is the cost of rendering, the
 * database and the framework; the ratio between the two is a figure that moves much less with the machine's load than
 * either alone.
 * Usage (started by bench/api.mjs): node bench/static-baseline.mjs <port> <file.html>
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'

const [port, file] = process.argv.slice(2)
if (!port || !file) {
  console.error('usage: node bench/static-baseline.mjs <port> <file.html>')
  process.exit(2)
}
const body = readFileSync(file)
const gzipped = gzipSync(body)
http
  .createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    res.end(gzip ? gzipped : body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`))
process.on('SIGTERM', () => process.exit(0))
