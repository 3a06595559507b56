/** Colour maths for shading: everything is hex in, hex out, so gradients stay short in the markup. */

const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v)))

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export const rgbToHex = (r: number, g: number, b: number): string =>
  '#' + [r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a)
  const [r2, g2, b2] = hexToRgb(b)
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

/** Brand palette (BRAND.md): navy primary, survey amber accent, slate neutrals. */
export const BRAND = {
  navy950: '#06142a',
  navy900: '#0b1f3a',
  navy800: '#102a4c',
  navy700: '#17386a',
  navy600: '#1f4a86',
  amber: '#f59e0b',
  amberDark: '#ea8a00',
  amberDeep: '#b45309',
  amberLight: '#fcd34d',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  white: '#ffffff',
  sky: '#38bdf8',
  teal: '#2dd4bf',
} as const

export type AccentName = 'amber' | 'blue' | 'teal' | 'red' | 'green' | 'slate'

export interface Accent {
  base: string
  dark: string
  light: string
}

export const ACCENTS: Record<AccentName, Accent> = {
  amber: { base: '#f59e0b', dark: '#c2710c', light: '#fcd34d' },
  blue: { base: '#2f6fe4', dark: '#1e4fae', light: '#93c5fd' },
  teal: { base: '#14a89a', dark: '#0f766e', light: '#5eead4' },
  red: { base: '#e0413a', dark: '#a8271f', light: '#fca5a5' },
  green: { base: '#2f9e4f', dark: '#1d6f36', light: '#86efac' },
  slate: { base: '#64748b', dark: '#3b4758', light: '#cbd5e1' },
}

export const accentOf = (name: string | undefined): Accent =>
  name && name in ACCENTS ? ACCENTS[name as AccentName] : ACCENTS.amber
