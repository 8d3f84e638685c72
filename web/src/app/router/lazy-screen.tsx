import type { ComponentType } from 'react';

/**
 * A screen whose code (and texts) download on first use. The router (app-router.tsx) awaits `load()` before it
 * shows an address, as the data router did with route `lazy`: the previous screen (or the loading screen) stays
 * until the next one can show, which then renders at once. Nothing suspends: a React Suspense fallback holds
 * revealed content back for at least 300 ms, which the first paint of the landing page cannot afford.
 */
export class LazyScreen {
  #component: ComponentType | undefined;
  #code: Promise<ComponentType> | undefined;
  /** The download in progress or done; cleared when it fails, so the next navigation tries again. */
  #loading: Promise<void> | undefined;
  #error: { reason: unknown } | undefined;
  private readonly code: () => Promise<ComponentType>;
  private readonly texts?: () => Promise<void>;

  /**
   * `code` resolves to the screen's component; `texts` (optional) downloads the texts it needs besides those
   * loaded at start.
   */
  constructor(code: () => Promise<ComponentType>, texts?: () => Promise<void>) {
    this.code = code;
    this.texts = texts;
  }

  /** The component once everything has downloaded. */
  get component(): ComponentType | undefined {
    return this.#component;
  }

  /** Why the latest download failed (the route error page shows). */
  get error(): { reason: unknown } | undefined {
    return this.#error;
  }

  /** Downloads what the screen needs; after a failure, a new call tries again. */
  load(): Promise<void> {
    this.#loading ??= Promise.all([this.#loadCode(), this.texts?.()]).then(
      ([component]) => {
        this.#component = component;
      },
      (reason: unknown) => {
        this.#loading = undefined;
        this.#error = { reason };
      },
    );
    this.#error = undefined;
    return this.#loading;
  }

  /**
   * Starts downloading the code alone (main.tsx, during language detection: the texts depend on the language). A
   * screen that needs no other texts is ready as soon as it arrives.
   */
  preloadCode(): void {
    this.#loadCode().then(
      (component) => {
        if (!this.texts) this.#component ??= component;
      },
      () => undefined,
    );
  }

  #loadCode(): Promise<ComponentType> {
    this.#code ??= this.code().catch((reason: unknown) => {
      this.#code = undefined;
      throw reason;
    });
    return this.#code;
  }
}

/** A route's element for a LazyScreen (routes.tsx); the router shows it only once loaded. */
export function LazyScreenView({ screen }: { screen: LazyScreen }) {
  const Screen = screen.component;
  if (Screen) return <Screen />;
  // A failed download: the route error page (RouteErrorBoundary) offers a reload.
  throw screen.error?.reason ?? new Error('A screen was shown before its code loaded');
}
