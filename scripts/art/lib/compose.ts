/** Places a device drawing into a frame: fit, centre, contact shadow. */
import { groundShadow } from './draw'
import { fmt, g, type Scene } from './svg'
import type { Box, Drawn } from '../kinds/types'

export function fitTransform(box: Box, frame: Box): { k: number; tx: number; ty: number } {
  const k = Math.min(frame.w / box.w, frame.h / box.h)
  const tx = frame.x + frame.w / 2 - (box.x + box.w / 2) * k
  const ty = frame.y + frame.h / 2 - (box.y + box.h / 2) * k
  return { k, tx, ty }
}

export function placed(s: Scene, drawn: Drawn, frame: Box, opts: { maxScale?: number; shadow?: number } = {}): string {
  const t = fitTransform(drawn.box, frame)
  if (opts.maxScale && t.k > opts.maxScale) {
    t.k = opts.maxScale
    t.tx = frame.x + frame.w / 2 - (drawn.box.x + drawn.box.w / 2) * t.k
    t.ty = frame.y + frame.h / 2 - (drawn.box.y + drawn.box.h / 2) * t.k
  }
  const sh = drawn.shadow
  const shadow = sh ? groundShadow(s, sh.cx, sh.cy, sh.rx, sh.ry, (sh.o ?? 0.32) * (opts.shadow ?? 1)) : ''
  return g({ transform: `translate(${fmt(t.tx)} ${fmt(t.ty)}) scale(${+t.k.toFixed(4)})` }, shadow, drawn.svg)
}
