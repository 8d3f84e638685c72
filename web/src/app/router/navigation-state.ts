import { createContext, use } from 'react';

export interface NavigationState {
  /** A navigation waits for the next screen's code or texts (the data router's `navigation.state !== 'idle'`). */
  pending: boolean;
  /** The shown location was reached with `preventScrollReset` (scroll-restoration.tsx). */
  preventScrollReset: boolean;
}

export const NavigationStateContext = createContext<NavigationState>({ pending: false, preventScrollReset: false });

export const useNavigationState = (): NavigationState => use(NavigationStateContext);
