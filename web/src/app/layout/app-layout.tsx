import { ProgressBar } from '@blueprintjs/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageAddressSync } from './language-address-sync';

/** Header, the current screen, footer; a thin bar while the next screen's code loads. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="tb-app">
      {navigation.state !== 'idle' && <ProgressBar className="tb-route-progress" intent="primary" />}
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
