import 'server-only'

import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { logger } from '@/server/log/log'

/**
 * Logs a missed path on the server, then answers 404 (docs/product.md §2.12: the 404 is "also logged"). Called by the
 * route that decides the page does not exist, right before `notFound()`: not from a not-found.tsx, which Next renders
 * eagerly alongside every page of its segment (it would log pages that were found) and which is not told the URL.
 * The path comes from the `x-pathname` request header set by src/proxy.ts (the exact URL path, not the decoded
 * segments); it is JSON-encoded and truncated so a crafted URL cannot forge log lines or flood the log.
 */
export async function logNotFoundAndExit(message: string, fallbackPath?: string): Promise<never> {
  const requestHeaders = await headers()
  const path = requestHeaders.get('x-pathname') ?? fallbackPath ?? '(unknown path)'
  logger('404').warn({ path: path.slice(0, 512) }, message)
  notFound()
}
