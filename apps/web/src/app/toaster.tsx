import { Toaster } from 'sonner';

/** Toasts: at most 3, 4 s, 14 px apart; bottom-right, top-right on the admin screen. */
export default function AppToaster({ position }: { position: 'top-right' | 'bottom-right' }) {
  return <Toaster position={position} visibleToasts={3} duration={4000} gap={14} richColors closeButton />;
}
