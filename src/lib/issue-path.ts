/** `['products', 3, 'specifications']` → `products[3].specifications` (how validation problems are reported). */
export function formatIssuePath(parts: readonly PropertyKey[]): string {
  return (
    parts.reduce<string>((out, part) => {
      if (typeof part === 'number') return `${out}[${part}]`
      return out ? `${out}.${String(part)}` : String(part)
    }, '') || '(file)'
  )
}
