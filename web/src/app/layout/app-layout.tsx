import { ProgressBar } from '@blueprintjs/core';
import { Outlet } from 'react-router';
import { useNavigationState } from '../router/navigation-state';
import { ScrollRestoration } from '../router/scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageAddressSync } from './language-address-sync';

/** Header, the current screen, footer; a thin bar while the next screen's code loads. */
export function AppLayout() {
  const { pending } = useNavigationState();
  return (
    <div className="tb-app">
      {pending && <ProgressBar className="tb-route-progress" intent="primary" />}
      <Header />
      <main className="tb-main" id="main">
        <Outlet />
      </main>
      <Footer />
      <LanguageAddressSync />
      <ScrollRestoration />
    </div>
  );
}
