import { cx } from '@/lib/cx';

export const PRODUCT_NAME = 'GrantReview';

/** The product mark: a document with a check, on the brand blue, with a small Swiss-red corner. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cx('size-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 8.5h8.5L23 13v10.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 9 23.5v-13.5A1.5 1.5 0 0 1 10.5 8.5Z"
        fill="white"
        fillOpacity="0.95"
      />
      <path d="M18.5 8.5V13H23" fill="none" stroke="currentColor" strokeOpacity="0.25" className="text-primary" />
      <path
        d="m12.5 18 2.3 2.3 4.7-4.8"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
      <rect x="24" y="2" width="6" height="6" rx="1.5" className="fill-accent-red" />
      <path d="M27 3.5v3M25.5 5h3" stroke="white" strokeWidth="1.1" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[1.0625rem] font-semibold tracking-tight text-foreground">
        Grant<span className="text-primary">Review</span>
      </span>
    </span>
  );
}
