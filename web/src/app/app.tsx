import { AppLoading } from './layout/app-loading';
import { Providers } from './providers';
import { RouteErrorPage } from './route-error-page';
import { AppRouter } from './router/app-router';
import { routes } from './routes';

export function App() {
  return (
    <Providers>
      <AppRouter routes={routes} loading={<AppLoading />} error={<RouteErrorPage />} />
    </Providers>
  );
}
