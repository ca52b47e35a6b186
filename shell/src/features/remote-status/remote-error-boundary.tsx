import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteErrorBoundaryProps {
  /** The remote whose pages are inside. */
  readonly remote: string;
  /** The page shown: an error belongs to the page it happened on, so another page starts afresh. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface State {
  readonly error: unknown;
  readonly pathname: string;
}

/** Catches what goes wrong inside one remote's pages (a chunk that will not load, a crash) and offers a Retry. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[mediavelocity] The ${this.props.remote} remote failed on this page.`, error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RemoteUnavailable remotes={[this.props.remote]} /> : this.props.children;
  }
}
