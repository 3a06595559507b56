/**
 * Raw HTTP for the operations tests of the HTTP layer (tests/ops/limits.test.ts, hostile.test.ts): requests with
 * exactly the headers given, bodies that declare more than they send, sign-in as a browser without JavaScript does.
 */
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './support'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * Sends `method path` with `headers`; the body is `body`, or, with `declare`, a Content-Length of `declare` bytes of
 * which only the first chunk is sent before the answer is awaited (a server that reads before answering would wait).
 */
export function send(
  baseURL: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; declare?: number; chunked?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.declare !== undefined) headers['content-length'] = String(options.declare)
    if (options.chunked !== undefined) headers['transfer-encoding'] = 'chunked'
    const req = httpRequest(`${baseURL}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
        req.destroy()
      })
    })
    // The server may close its side while a declared body is still being sent: the answer is what counts.
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)))
    if (options.declare !== undefined) {
      req.write(Buffer.alloc(Math.min(64 * 1024, options.declare), 0x61))
      return
    }
    if (options.chunked !== undefined) {
      // A chunked body past the limit: sent in 64 KB pieces until the server answers.
      let sent = 0
      const pump = () => {
        while (sent < options.chunked! && req.write(Buffer.alloc(64 * 1024, 0x61))) sent += 64 * 1024
        if (sent < options.chunked!) req.once('drain', pump)
        else req.end()
      }
      pump()
      return
    }
    req.end(options.body)
  })
}

/**
 * Every server action of the build, its exported name and source file, and a page it belongs to (dynamic segments
 * filled with `x`).
 */
export function serverActions(): { id: string; page: string; name: string; filename?: string }[] {
  const dist = process.env.NEXT_DIST_DIR || '.next'
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dist, 'server', 'server-reference-manifest.json'), 'utf8'))
  type Entry = { workers: Record<string, unknown>; exportedName?: string; filename?: string }
  return Object.entries(manifest.node as Record<string, Entry>).map(([id, entry]) => {
    const worker = Object.keys(entry.workers)[0]!
    const page =
      worker
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\/\[locale\]/, '')
        .replace(/\[[^\]]+\]/g, 'x') || '/'
    return { id, page, name: entry.exportedName ?? '', filename: entry.filename }
  })
}

/** Signs in as a browser without JavaScript does (the form's hidden fields name the action); the session cookie. */
export async function signInCookie(baseURL: string, email: string, password: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/admin/login`)).text()
  const form = new FormData()
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g))
    form.append(m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  form.set('email', email)
  form.set('password', password)
  const response = await fetch(`${baseURL}/admin/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: baseURL },
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-mg_admin='))
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`)
  return cookie.split(';')[0]!
}
