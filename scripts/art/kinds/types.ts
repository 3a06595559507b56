import type { Accent } from '../lib/color'
import type { Rng } from '../lib/rng'
import type { Scene } from '../lib/svg'

export interface DeviceOpts {
  label: string
  accent: Accent
  /** Seeded by the product slug: small, stable differences between sibling products. */
  rng: Rng
  /** Product or category slug: words like "helical" or "heavy-lift" pick a variant. */
  hint?: string
}

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface Drawn {
  svg: string
  /** Extent of the drawing, used to fit it into a frame. */
  box: Box
  /** Contact shadow under the device, in the drawing's own coordinates. */
  shadow?: { cx: number; cy: number; rx: number; ry: number; o?: number }
}

export type DeviceFn = (s: Scene, o: DeviceOpts) => Drawn
