/** Illustrated scenes: solution pages (1200x675), news items (1200x675), about page (1200x675). */
export const SOLUTIONS: Record<string, () => string> = {}
export const NEWS: Record<string, () => string> = {}
export const ABOUT: Record<string, () => string> = {}
