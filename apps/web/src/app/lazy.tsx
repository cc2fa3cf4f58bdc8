import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@/components/ui/spinner';

/** Route-level code splitting: each screen is its own chunk, loaded on first visit. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  const LazyComponent = lazy(load);
  return function LazyRoute() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyComponent />
      </Suspense>
    );
  };
}
