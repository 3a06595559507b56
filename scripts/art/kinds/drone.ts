/** Survey multirotor, seen obliquely from above while hovering. */
import { BRAND, darken, lighten } from '../lib/color'
import { Iso, cylH, glass, led } from '../lib/draw'
import { fitSize, text } from '../lib/font'
import { circle, el, ellipse, g, line, path, rect } from '../lib/svg'
import type { DeviceFn } from './types'

export const surveyDrone: DeviceFn = (s, o) => {
  const shell = o.rng.pick(['#eef1f4', '#e5e9ee', '#2b3442'])
  const light = shell !== '#2b3442'
  const armLen = o.rng.range(58, 66)
  const k = 5.2
  const I = new Iso(600, 400, k, 22, 22, 0.8)
  let out = ''
  const z = 0
  // Arms in plan; a heavy-lift airframe is a hexacopter. Angles are in the iso x/y plane.
  const heavy = /heavy/.test(o.hint ?? '')
  const angles = heavy ? [15, 75, 135, 195, 255, 315] : [0, 90, 180, 270]
  const ends = angles.map((deg) => {
    const r = (deg * Math.PI) / 180
    return { dx: Math.cos(r), dy: Math.sin(r), spin: (deg * 37) % 180 }
  })
  const propR = heavy ? 27 : 34
  const arm = (dx: number, dy: number): string => {
    const [ax, ay] = I.p(0, 0, z + 4)
    const [bx, by] = I.p(dx * armLen, dy * armLen, z + 4)
    return (
      line(ax, ay, bx, by, { stroke: '#1f2937', 'stroke-width': 16, 'stroke-linecap': 'round' }) +
      line(ax, ay - 3, bx, by - 3, { stroke: '#4b5563', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 })
    )
  }
  const motor = (dx: number, dy: number): string =>
    I.cyl(s, dx * armLen, dy * armLen, z + 2, 5.5, 7, '#2b2f36', '#4b5563')
  const prop = (dx: number, dy: number, spin: number): string => {
    const t = I.topT(dx * armLen, dy * armLen, z + 10)
    return g(
      { transform: t },
      circle(0, 0, propR, {
        fill: s.rad([
          [0, '#ffffff', 0.05],
          [0.8, '#cbd5e1', 0.28],
          [1, '#94a3b8', 0.4],
        ]),
        stroke: '#94a3b8',
        'stroke-width': 0.4,
        'stroke-opacity': 0.6,
      }),
      el('path', {
        d: `M-${propR - 2} -2.2C-12 -3.5 12 -0.8 ${propR - 2} 2.2L${propR - 2} 0C12 1.8 -12 1.2 -${propR - 2} 0Z`,
        fill: '#111827',
        opacity: 0.55,
        transform: `rotate(${spin})`,
      }),
      circle(0, 0, 2.6, { fill: '#111827' }),
    )
  }
  const back = ends.filter((e) => e.dx + e.dy < 0)
  const front = ends.filter((e) => e.dx + e.dy >= 0)
  // landing gear and its shadow-side first
  const gear = (dy: number): string => {
    const a = I.p(-10, dy, z - 2)
    const b = I.p(10, dy, z - 2)
    const a2 = I.p(-16, dy * 1.3, z - 26)
    const b2 = I.p(16, dy * 1.3, z - 26)
    const s1 = I.p(-26, dy * 1.3, z - 26)
    const s2 = I.p(26, dy * 1.3, z - 26)
    return path(
      `M${a[0]} ${a[1]}L${a2[0]} ${a2[1]}M${b[0]} ${b[1]}L${b2[0]} ${b2[1]}M${s1[0]} ${s1[1]}L${s2[0]} ${s2[1]}`,
      { stroke: '#2b2f36', 'stroke-width': 6, 'stroke-linecap': 'round' },
    )
  }
  out += gear(-14)
  // back arms/motors/props
  for (const e of back) out += arm(e.dx, e.dy) + motor(e.dx, e.dy)
  // camera gimbal under the nose
  const [gx, gy] = I.p(12, 12, z - 8)
  out += rect(gx - 6, gy - 26, 12, 20, { fill: '#2b2f36' })
  out +=
    rect(gx - 26, gy - 12, 52, 40, { rx: 10, fill: cylH(s, '#2b2f36') }) +
    circle(gx - 4, gy + 8, 13, { fill: '#0b0f17' }) +
    circle(gx - 4, gy + 8, 9, { fill: glass(s) })
  out += gear(14)
  // body: extruded rounded shell (stacked uses of one outline)
  const shellId = s.raw('droneShell', (id) =>
    el('path', { id, d: 'M-22 -10Q-22 -18 -14 -18H14Q22 -18 22 -10V10Q22 18 14 18H-14Q-22 18 -22 10Z' }),
  )
  for (let i = 0; i <= 6; i++) {
    const zz = z - 2 + i * 1.6
    out += el('use', {
      href: `#${shellId}`,
      transform: I.topT(0, 0, zz),
      fill: i === 6 ? lighten(shell, 0.08) : darken(shell, 0.42 - i * 0.05),
    })
  }
  out += g(
    { transform: I.topT(0, 0, z + 8) },
    path('M-14 -12H12Q16 -12 16 -8V8Q16 12 12 12H-14Q-18 12 -18 8V-8Q-18 -12 -14 -12Z', {
      fill: light ? '#ffffff' : '#394455',
      opacity: 0.6,
    }),
    rect(-22, 4, 44, 3.2, { fill: o.accent.base }),
    text(o.label, -12, 0, { size: fitSize(o.label, 24, 7), weight: 700 }, { fill: light ? BRAND.navy800 : '#f1f5f9' }),
  )
  // GNSS puck on top
  const [px, py] = I.p(-10, -8, z + 8)
  out +=
    ellipse(px, py + 2, 24, 10, { fill: '#cbd5e1' }) +
    path(`M${px - 22} ${py}a22 16 0 0 1 44 0a22 8 0 0 1 -44 0Z`, {
      fill: '#f8fafc',
      stroke: '#94a3b8',
      'stroke-width': 1.5,
    })
  const [lx, ly] = I.p(18, 14, z + 4)
  out += led(s, lx, ly, 4.5, '#22c55e')
  // front arms and motors, then all props on top
  for (const e of front) out += arm(e.dx, e.dy) + motor(e.dx, e.dy)
  for (const e of [...back, ...front]) out += prop(e.dx, e.dy, e.spin)
  const top = I.p(0, -armLen, z + 10)[1] - 40
  const leftB = I.p(0, armLen, z)[0] - 150
  const right = I.p(armLen, 0, z)[0] + 150
  const bottom = I.p(0, 0, z - 26)[1] + 60
  return {
    svg: out,
    box: { x: leftB, y: top, w: right - leftB, h: bottom - top + 110 },
    shadow: { cx: 600, cy: bottom + 110, rx: 300, ry: 30, o: 0.16 },
  }
}
