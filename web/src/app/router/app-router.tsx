import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  matchRoutes,
  type NavigationType,
  type Navigator,
  type RouteObject,
  Router,
  StaticRouter,
  useRoutes,
} from 'react-router';
import { LazyScreen } from './lazy-screen';
import { NavigationStateContext } from './navigation-state';
import { RouteErrorBoundary } from './route-error-boundary';
import { rememberScrollPosition } from './scroll-restoration';

interface View {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

interface AppRouterProps {
  /** Routes whose screen downloads on first use carry its LazyScreen as their `handle`. */
  routes: RouteObject[];
  /** Shown while the visit's first screen downloads (the data router's `HydrateFallback`); no router inside. */
  loading: ReactNode;
  /** Shown instead of the app when a screen fails to load or render (the data router's `ErrorBoundary`). */
  error: ReactNode;
}

const isLazyScreen = (handle: unknown): handle is LazyScreen => handle instanceof LazyScreen;

/** The lazy screens an address shows (for main.tsx to start their download early). */
export function screensFor(routes: RouteObject[], location: Partial<Location> | string): LazyScreen[] {
  return (matchRoutes(routes, location) ?? []).map((match) => match.route.handle).filter(isLazyScreen);
}

/**
 * The browser router, on react-router's declarative API (its data router, createBrowserRouter, downloads about
 * 17 KB gzip more on every first visit; nothing here uses loaders or actions). It keeps what the app relied on
 * from the data router: a navigation first downloads the next screen (LazyScreen), the address's screen changes
 * when it can show, `useNavigationState().pending` meanwhile, and scroll restoration and an error screen.
 */
export function AppRouter({ routes, loading, error }: AppRouterProps) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  /** Null until the first address's screens have loaded (the loading screen shows meanwhile). */
  const [view, setView] = useState<View | null>(() => {
    const ready = screensFor(routes, history.location).every((screen) => screen.component);
    return ready ? { action: history.action, location: history.location, preventScrollReset: false } : null;
  });
  const [pending, setPending] = useState(false);
  const shownKey = useRef(view?.location.key);
  shownKey.current = view?.location.key;
  /** `navigate(to, { preventScrollReset })` hands its options to the navigator only; the listener reads them. */
  const preventScrollReset = useRef(false);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push(to, state, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.push(to, state);
      },
      replace(to, state, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.replace(to, state);
      },
    }),
    [history],
  );

  useLayoutEffect(() => {
    let active = true;
    let latest = 0;
    /** Shows `next` once its screens have loaded; a newer navigation wins over one still downloading. */
    const show = (next: View) => {
      const navigation = ++latest;
      const commit = () => {
        if (!active || navigation !== latest) return;
        setPending(false);
        setView(next);
      };
      const downloads = screensFor(routes, next.location)
        .filter((screen) => !screen.component)
        .map((screen) => screen.load());
      if (downloads.length === 0) return commit();
      setPending(true);
      // A failed download shows too: its screen then throws the error to the error screen.
      void Promise.all(downloads).then(commit);
    };
    if (!shownKey.current) show({ action: history.action, location: history.location, preventScrollReset: false });
    const stopListening = history.listen(({ action, location }) => {
      const next: View = { action, location, preventScrollReset: preventScrollReset.current };
      preventScrollReset.current = false;
      if (shownKey.current) rememberScrollPosition(shownKey.current);
      show(next);
    });
    return () => {
      active = false;
      stopListening();
    };
  }, [history, routes]);

  const state = useMemo(
    () => ({ pending, preventScrollReset: view?.preventScrollReset ?? false }),
    [pending, view?.preventScrollReset],
  );
  if (!view) return loading;
  return (
    <NavigationStateContext value={state}>
      <Router location={view.location} navigationType={view.action} navigator={navigator}>
        <RouteErrorBoundary location={view.location} fallback={error}>
          <Screens routes={routes} />
        </RouteErrorBoundary>
      </Router>
    </NavigationStateContext>
  );
}

/**
 * The same screens at a fixed address, with no history and nothing loading: the build prerenders the landing page
 * through it (src/prerender/render-landing.tsx). The address's lazy screens must have loaded.
 */
export function StaticAppRouter({ routes, location }: { routes: RouteObject[]; location: string }) {
  return (
    <NavigationStateContext value={{ pending: false, preventScrollReset: false }}>
      <StaticRouter location={location}>
        <Screens routes={routes} />
      </StaticRouter>
    </NavigationStateContext>
  );
}

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
