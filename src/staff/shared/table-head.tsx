/**
 * The header row of a staff list table (leads, accounts, figures): small upper-case column names on a grey band.
 * New lists use it so every table of the panel reads the same. Columns from `endFrom` on are aligned to the end, over
 * the numbers below them.
 */
export function TableHead({ columns, endFrom }: { columns: readonly string[]; endFrom?: number }) {
  return (
    <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
      <tr>
        {columns.map((column, i) => (
          <th
            key={column}
            scope="col"
            className={`px-4 py-3 font-semibold ${endFrom !== undefined && i >= endFrom ? 'text-end' : 'text-start'}`}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
