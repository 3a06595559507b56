/**
 * The browser's one way to read the public API: JSON, with the spec's error message for a failed status
 * (docs/product.md §8). Free of TanStack Query, so the header's menu can use it on every page without the query
 * library (src/components/site/products-menu.tsx); src/lib/catalogue/api-client.ts builds the queries on it.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    /** The server's own error message, when it sent one. */
    public readonly serverMessage?: string,
  ) {
    // docs/product.md §8: "HTTP error! status: {code}".
    super(`HTTP error! status: ${status}`)
    this.name = 'HttpError'
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) {
    let serverMessage: string | undefined
    try {
      serverMessage = ((await res.json()) as { error?: { message?: string } }).error?.message
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    throw new HttpError(res.status, serverMessage)
  }
  return (await res.json()) as T
}
