import {
  Anchor,
  Award,
  BadgeCheck,
  Building2,
  Clock,
  Cpu,
  Crosshair,
  Drone,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  Layers,
  Mail,
  Map,
  MapPin,
  MessageCircle,
  Mountain,
  Network,
  Phone,
  Plane,
  Radar,
  Route,
  Satellite,
  ScanLine,
  ShieldCheck,
  Sprout,
  Target,
  Thermometer,
  Timer,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
  type LucideProps,
} from '@/components/ui/icons'

import type { IconSymbol } from '@/components/ui/icon-sprite'
import { ICON_NAMES, type IconName } from '@/content/types'

/**
 * Content names an icon by string (content modules stay free of React); this explicit table turns the name into a
 * component. Importing by name keeps only these icons in the bundle, and `satisfies` makes a new name in
 * ICON_NAMES fail the type check until it is mapped here.
 */
const ICONS = {
  Anchor,
  Award,
  BadgeCheck,
  Building2,
  Clock,
  Cpu,
  Crosshair,
  Drone,
  GraduationCap,
  Handshake,
  Headset,
  Layers,
  Mail,
  MapPin,
  Map,
  MessageCircle,
  Mountain,
  Network,
  Phone,
  Plane,
  Radar,
  Route,
  ScanLine,
  Satellite,
  ShieldCheck,
  Sprout,
  Target,
  Thermometer,
  Timer,
  Globe,
  Users,
  Wrench,
  Zap,
} satisfies Record<IconName, LucideIcon>

/**
 * A category's icon as staff name it in the catalogue (lucide's own name: "scan-line"), when the table above has it;
 * a generic one otherwise, so a category with a new icon name still gets its card.
 */
export function categoryIcon(name: string | null): IconName {
  const pascal = (name ?? '').replace(/(?:^|-)([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  return (ICON_NAMES as readonly string[]).includes(pascal) ? (pascal as IconName) : 'Layers'
}

/** A content icon's symbol in the sprite, for a client component that draws it (SpriteIcon). */
export function iconSymbol(name: IconName): IconSymbol {
  return ICONS[name].symbol
}

/** A content icon; decorative by default (the text beside it carries the meaning). */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = ICONS[name]
  return <Component aria-hidden="true" focusable="false" {...props} />
}
