import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SessionProvider } from '@/lib/session-provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
