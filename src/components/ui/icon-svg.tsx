import { ICON_SPRITE, type IconSymbol } from './icon-sprite'

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }
/** A named icon; `symbol` is its sprite name (what SpriteIcon takes). */
export type IconComponent = ((props: IconProps) => React.ReactElement) & { symbol: IconSymbol }

/**
 * An icon drawn like lucide-react draws it (24-unit view box, 2-unit round strokes in the current colour, classes
 * `lucide lucide-{name}`, aria-hidden unless given a label), its shapes a `<use>` of the icon sprite's symbol
 * (docs/decisions/037-icon-sprite.md). Not a client component, so a server component's icons stay markup only
 * (scripts/generate-icons.mjs says why).
 */
function draw(name: IconSymbol, { size = 24, className, children, ...rest }: IconProps) {
  const labelled =
    Boolean(children) || Object.keys(rest).some((k) => k.startsWith('aria-') || k === 'role' || k === 'title')
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
      {children}
    </svg>
  )
}

/** A named icon component (src/components/ui/icons.tsx). */
export function icon(name: IconSymbol): IconComponent {
  function Icon(props: IconProps) {
    return draw(name, props)
  }
  Icon.displayName = name
  return Object.assign(Icon, { symbol: name })
}

/**
 * An icon by its sprite name, for browser code: importing a named icon from icons.tsx brings all 65 of them into the
 * page's JavaScript (the module's exports are not tree-shaken), this brings none.
 */
export function SpriteIcon({ name, ...props }: IconProps & { name: IconSymbol }) {
  return draw(name, props)
}
