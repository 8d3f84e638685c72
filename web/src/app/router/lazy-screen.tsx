import { type ComponentType, use } from 'react';

/**
 * A screen whose code (and texts) download on first use. The router awaits `load()` before it changes the
 * location, as the data router did with route `lazy`: the previous screen stays until the next one can show,
 * which then renders without suspending.
 */
export class LazyScreen {
  #component: ComponentType | undefined;
  #code: Promise<ComponentType> | undefined;
  /** The download in progress or done; cleared when it fails, so the next navigation tries again. */
  #loading: Promise<void> | undefined;
  /** The latest download, failed ones included: a render waits for it or shows its error, never starts another. */
  #attempt: Promise<void> | undefined;

  /**
   * `code` resolves to the screen's component; `texts` (optional) downloads the texts it needs besides those
   * loaded at start.
   */
  constructor(
    private readonly code: () => Promise<ComponentType>,
    private readonly texts?: () => Promise<void>,
  ) {}

  get component(): ComponentType | undefined {
    return this.#component;
  }

  /** Downloads what the screen needs; after a failure, a new call tries again. */
  load(): Promise<void> {
    this.#loading ??= Promise.all([this.#loadCode(), this.texts?.()]).then(
      ([component]) => {
        this.#component = component;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    this.#attempt = this.#loading;
    return this.#loading;
  }

  /** The latest download, or a new one. */
  attempt(): Promise<void> {
    return this.#attempt ?? this.load();
  }

  /** Starts downloading the code only (main.tsx: the texts depend on the language, not yet known). */
  preloadCode(): void {
    this.#loadCode().catch(() => undefined);
  }

  #loadCode(): Promise<ComponentType> {
    this.#code ??= this.code().catch((error: unknown) => {
      this.#code = undefined;
      throw error;
    });
    return this.#code;
  }
}

/** A route's element for a LazyScreen (routes.tsx). */
export function LazyScreenView({ screen }: { screen: LazyScreen }) {
  // Only the first screen of a visit gets here unloaded (the router loads later ones first): it suspends on the
  // download (the app shows its loading state) or throws its error (the route error page).
  if (!screen.component) use(screen.attempt());
  const Screen = screen.component;
  return Screen ? <Screen /> : null;
}
