import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-white',
        outline: 'border-border text-foreground',
        // Tinted variants: the text uses the darker '-strong' tone, >= 5:1 on the tint (WCAG AA) on any surface.
        success: 'border-success/20 bg-success/10 text-success-strong',
        warning: 'border-warning/25 bg-warning/10 text-warning-foreground',
        info: 'border-info/20 bg-info/10 text-info-strong',
        danger: 'border-destructive/20 bg-destructive/10 text-destructive-strong',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
