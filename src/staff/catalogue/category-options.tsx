/**
 * The `<option>`s of a staff category choice, one per category by slug, an inactive one marked so: the product list's
 * filter and the editor's Category field. Neither server nor client only: the list renders it on the server, the
 * editor in the browser.
 */
export function CategoryOptions({
  categories,
}: {
  categories: readonly { slug: string; name: string; isActive: boolean }[]
}) {
  return (
    <>
      {categories.map((c) => (
        <option key={c.slug} value={c.slug}>
          {c.name}
          {c.isActive ? '' : ' (inactive)'}
        </option>
      ))}
    </>
  )
}
