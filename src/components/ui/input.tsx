import { cn } from '#lib/cn'

/**
 * Shared look of text controls: 44 px tall on touch screens (WCAG 2.5.8 target size, comfortable thumbs), a visible
 * focus ring, and a red border when `aria-invalid` is set (the error text says why; colour is not the only cue).
 */
export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-navy-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-navy-600 disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  'aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600 sm:text-sm'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(controlClass, 'h-11 sm:h-10', className)} {...props} />
}
