/**
 * The header row of a staff list table (leads, accounts): small upper-case column names on a grey band. New lists
 * use it so every table of the panel reads the same.
 */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
