import { cn } from '#lib/cn'

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label data-slot="label" className={cn('text-sm font-semibold text-navy-900', className)} {...props} />
}
