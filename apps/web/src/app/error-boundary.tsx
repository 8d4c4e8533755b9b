import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** A render error shows the 500 page instead of a blank screen, until the user moves on. */
export class ErrorBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasError: false });
    }
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
