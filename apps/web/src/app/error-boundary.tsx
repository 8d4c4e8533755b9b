import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children; a function is given a way to try them again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
  /** The errors this boundary shows; any other goes on to the boundary above. */
  catches?: (error: unknown) => boolean;
  /** Runs as a shown error clears, before the children render again. */
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  error: unknown;
}

/**
 * A render error shows a fallback (the 500 page, a page that could not load) instead of a blank
 * screen, until the user moves on or retries.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.catches?.(error) ?? true) console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ hasError: false, error: undefined });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (this.props.catches && !this.props.catches(this.state.error)) throw this.state.error;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
