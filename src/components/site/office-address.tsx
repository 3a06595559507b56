import type { Office } from '@/content/offices'

/**
 * An office's postal address as shown on the page: the street lines, then "{city}, {province}", one per line, and
 * the country where the context does not already say it (the footer sits under the country line).
 */
export function OfficeAddress({
  office,
  withCountry = false,
  className,
}: {
  office: Office
  withCountry?: boolean
  className?: string
}) {
  return (
    <address className={className}>
      {office.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        {office.city}, {office.province}
      </span>
      {withCountry && <span className="block">{office.country}</span>}
    </address>
  )
}
