/**
 * Fills a copy template made on the server ("Add {name} to quote") in a client component. Copy functions cannot
 * cross from server to client components (props must be serializable), so src/content/client-copy.ts calls them
 * with `{name}` placeholders and the client fills the blanks.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** A blank in a copy template, filled in the browser: "{n}". */
export type Blank = `{${string}}`

/**
 * A number a copy function prints: a real count, or a blank (src/content/client-copy.ts calls the function with
 * "{n}" and the client fills in the count in the locale's digits).
 */
export type Count = number | Blank
