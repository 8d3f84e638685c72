import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';

interface Props {
  location: Location;
  /** Shown instead of the whole app (header and footer included) when a screen fails to load or render. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  location: Location;
}

/** The data router's root error boundary: an error replaces the app until the next navigation. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
