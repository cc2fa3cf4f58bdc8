import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

/** Below the md breakpoint the app shows its fixed 56 px top bar. */
const NARROW_QUERY = '(max-width: 767px)';
/** The mobile top bar (h-14) plus a small gap, so a top toast never covers the menu button. */
const NARROW_TOP_OFFSET = 64;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrowScreen = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * Toasts: at most 3, 4 s, 14 px apart; bottom-right, top-right on the admin screen, at every width (below 600 px
 * sonner makes them full width, still at that edge). They never cover a control: at the bottom, the signed-in pages
 * keep `--toast-reserve` (styles.css) free below their content and their full-height chat panels end above it; at
 * the top (admin) a narrow screen's toasts start below the mobile top bar. Colours: see the sonner overrides in
 * styles.css (WCAG AA).
 */
export default function AppToaster({ position }: { position: 'top-right' | 'bottom-right' }) {
  const isNarrow = useSyncExternalStore(subscribe, isNarrowScreen, () => false);
  const isTop = position === 'top-right';
  return (
    <Toaster
      position={position}
      offset={isTop && isNarrow ? { top: NARROW_TOP_OFFSET } : undefined}
      mobileOffset={isTop ? { top: NARROW_TOP_OFFSET } : undefined}
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      closeButton
    />
  );
}
