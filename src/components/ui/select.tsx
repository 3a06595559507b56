import { SpriteIcon } from './icon-svg'

import { cn } from '#lib/cn'
import { controlClass } from './input'

/** A native <select> (works without JavaScript, right with every screen reader and on every phone), restyled. */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn(controlClass, 'h-11 appearance-none pe-10 sm:h-10', className)}
        {...props}
      >
        {children}
      </select>
      <SpriteIcon
        name="chevron-down"
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  )
}
