/**
 * Shapes shared by the content modules. Types, and one set of key names: safe to import from client components.
 */

import type { InternalHref } from '@/lib/routes'

/** A root-relative link inside the site, e.g. "/products" or "/contact?subject=quote-request". */
export type { InternalHref }

/** A visible link: label plus internal href. */
export interface LinkItem {
  readonly label: string
  readonly href: InternalHref
}

/**
 * A link rendered as a button; `variant` maps to the Button variants of docs/design.md "Brand" (hero on dark, outline
 * beside it).
 */
export interface ButtonLink extends LinkItem {
  readonly variant: 'hero' | 'default' | 'outline' | 'secondary'
}

/** A pre-encoded raster rendition of an SVG/illustration, for `<picture>`/`srcset`. */
export interface ImageVariant {
  readonly src: string
  readonly width: number
  readonly height: number
  readonly type: 'image/webp'
}

/**
 * An image under /public/images. Width and height are the intrinsic size (they reserve space: no layout shift);
 * `alt` is meaningful text, never empty for these content images (docs/design.md "Brand", Imagery).
 */
export interface ContentImage {
  readonly src: `/images/${string}`
  readonly width: number
  readonly height: number
  readonly alt: string
  /** Optional raster renditions, smallest first (only the LCP hero image has them). */
  readonly variants?: readonly ImageVariant[]
}

/** A figure with its label, e.g. { value: '500+', label: 'Clients' }. */
export interface Stat {
  readonly value: string
  readonly label: string
  /** Optional one-line qualifier (docs/design.md "Brand", claims carry their conditions). */
  readonly detail?: string
}

/** A title with a short paragraph: benefits, values, steps, cards. */
export interface TitledText {
  readonly title: string
  readonly text: string
}

/**
 * lucide-react icon names used by the content. Pages map these to components with an explicit table
 * (`{ Satellite, ScanLine, ... }` imported by name) so the bundle holds only the icons in use.
 */
export const ICON_NAMES = [
  'Anchor',
  'Award',
  'BadgeCheck',
  'Building2',
  'Clock',
  'Cpu',
  'Crosshair',
  'Drone',
  'GraduationCap',
  'Handshake',
  'Headset',
  'Layers',
  'Mail',
  'MapPin',
  'Map',
  'MessageCircle',
  'Mountain',
  'Network',
  'Phone',
  'Plane',
  'Radar',
  'Route',
  'ScanLine',
  'Satellite',
  'ShieldCheck',
  'Sprout',
  'Target',
  'Thermometer',
  'Timer',
  'Globe',
  'Users',
  'Wrench',
  'Zap',
] as const

/** One of {@link ICON_NAMES}. */
export type IconName = (typeof ICON_NAMES)[number]

/**
 * Keys whose values are structure, not copy: a translation keeps the English value's type for them (an icon stays an
 * {@link IconName}, an href an {@link InternalHref}). Everything else that is a string in English may be any string.
 */
export const STRUCTURAL_KEYS = new Set([
  'href',
  'icon',
  'src',
  'slug',
  'id',
  'variant',
  'type',
  'kind',
  'width',
  'height',
  'categorySlugs',
] as const)
type StructuralKey = typeof STRUCTURAL_KEYS extends Set<infer K> ? K : never

/**
 * The shape a Dari or Pashto content module must have for an English copy export `T` (decision 032): the
 * same keys all the way down, strings free, functions with the same parameters returning translated strings. A string
 * that is a site path ("/products", an InternalHref) keeps its type: the URL is the same in every locale.
 * Example: `export const searchPage: Translation<typeof en.searchPage> = { ... }`.
 */
export type Translation<T> = T extends string
  ? T extends `/${string}`
    ? T
    : string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends StructuralKey ? T[K] : Translation<T[K]> }
        : T
