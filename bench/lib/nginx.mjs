/**
 * nginx (Debian's package) as a caching reverse proxy in front of one origin, for bench/cdn-freshness.mjs: a
 * configuration written to a folder of its own, the cache in it, nginx started in the foreground and stopped with it.
 *
 * The cache honours the origin's Cache-Control and Vary and nothing else decides a lifetime (no proxy_cache_valid):
 * nginx keeps an answer for its s-maxage (taken before max-age), refuses `private`, `no-cache` and `no-store`, answers
 * with Set-Cookie and answers whose Vary is longer than 128 bytes; `stale-while-revalidate` and `stale-if-error` in
 * the header are honoured as such (src/http/ngx_http_upstream.c, ngx_http_upstream_process_cache_control and
 * _process_vary; nginx.org, ngx_http_proxy_module, proxy_cache_valid and proxy_cache_use_stale).
 * docs/scaling-out.md "A CDN in front" shows the same block for operators.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Whether nginx can be started (`NGINX`, default the nginx on PATH). */
export function nginxBinary() {
  const bin = process.env.NGINX || 'nginx'
  return spawnSync(bin, ['-v'], { encoding: 'utf8' }).error === undefined ? bin : null
}

/**
 * The configuration: one server on `port` passing everything to `origin`, caching what the origin's headers allow.
 * @param {{ dir: string, port: number, origin: string }} options
 */
export function nginxConfig({ dir, port, origin }) {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # inactive: how long an entry nobody asks for stays on disk, so stale-if-error has something to serve.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=1g inactive=1d use_temp_path=off;
  upstream origin {
    server ${origin.replace(/^https?:\/\//, '')};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache site;
      # stale-while-revalidate: the request that finds a copy expired gets it too, while one subrequest refreshes it
      # (without this only requests arriving during a refresh do; nginx.org, proxy_cache_background_update).
      proxy_cache_background_update on;
      # One request fills a missing copy; the others wait for it.
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`
}

/**
 * Starts nginx on `port` in front of `origin`; resolves once it answers. `purge()` deletes every cached file (what a
 * CDN's "purge everything" does: nginx finds the file gone and asks the origin), `stop()` ends it and removes the
 * folder.
 * @param {{ bin: string, port: number, origin: string }} options
 */
export async function startNginx({ bin, port, origin }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-cdn-nginx-'))
  // nginx's workers run as nobody when the master is root: they write the cache and the temporary files here.
  chmodSync(dir, 0o777)
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub))
    chmodSync(path.join(dir, sub), 0o777)
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig({ dir, port, origin }))
  const child = spawn(bin, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      await fetch(`${base}/api/health`)
      break
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop()
        throw new Error(`nginx did not start (see ${dir}/error.log)`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const purge = () => {
    const cache = path.join(dir, 'cache')
    for (const name of readdirSync(cache)) rmSync(path.join(cache, name), { recursive: true, force: true })
  }
  return { base, dir, purge, stop }
}
