import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

/** Below the md breakpoint: the app shows its fixed 56 px top bar, and full-width actions sit at the bottom. */
const NARROW_QUERY = '(max-width: 767px)';
/** The mobile top bar (h-14) plus a small gap, so a toast never covers the menu button. */
const NARROW_TOP_OFFSET = 64;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrowScreen = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * Toasts: at most 3, 4 s, 14 px apart; bottom-right, top-right on the admin screen. On narrow screens they go to
 * the top, under the mobile top bar, so they never cover a primary action at the bottom of the screen (such as
 * 'Accept and Continue' right after signing in). Colours: see the sonner overrides in styles.css (WCAG AA).
 */
export default function AppToaster({ position }: { position: 'top-right' | 'bottom-right' }) {
  const isNarrow = useSyncExternalStore(subscribe, isNarrowScreen, () => false);
  return (
    <Toaster
      position={isNarrow ? 'top-center' : position}
      offset={isNarrow ? { top: NARROW_TOP_OFFSET } : undefined}
      mobileOffset={isNarrow ? { top: NARROW_TOP_OFFSET } : undefined}
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      closeButton
    />
  );
}
