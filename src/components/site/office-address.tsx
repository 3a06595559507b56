import type { PublicOffice } from '@/server/content/offices'

/**
 * An office's postal address as shown on the page: the street lines, then "{city}, {province}", one per line, and
 * the country where the context does not already say it (the footer sits under the country line).
 */
export function OfficeAddress({
  office,
  country,
  className,
}: {
  office: PublicOffice
  /** Shown as the last line when given. */
  country?: string
  className?: string
}) {
  return (
    <address className={className}>
      {office.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{[office.city, office.province].filter(Boolean).join(', ')}</span>
      {country && <span className="block">{country}</span>}
    </address>
  )
}
