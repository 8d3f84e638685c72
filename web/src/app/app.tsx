import { useEffect } from 'react';
import { showPendingToast } from '@/shared/ui/toast';
import { AppLoading } from './layout/app-loading';
import { Providers } from './providers';
import { RouteErrorPage } from './route-error-page';
import { AppRouter } from './router/app-router';
import { routes } from './routes';

export function App() {
  // A notice the page before a full page load left (Login Successful, Logged out successfully).
  useEffect(() => showPendingToast(), []);
  return (
    <Providers>
      <AppRouter routes={routes} loading={<AppLoading />} error={<RouteErrorPage />} />
    </Providers>
  );
}
