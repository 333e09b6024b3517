import { Component, type ReactNode } from 'react';
import { ErrorState } from './states';

interface State {
  error: Error | null;
}

/** Contains a page that throws (or whose chunk fails to load) so the shell stays usable. */
export class ErrorBoundary extends Component<
  {
    children: ReactNode;
    resetKey?: string;
    /** Replaces the default error panel (e.g. null in a header). */ fallback?: ReactNode;
    /** Chooses the panel from the error (null: the default one); `reset` clears the error. */
    renderError?: (error: Error, reset: () => void) => ReactNode;
  },
  State
> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('[console] a component failed and was contained:', error);
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      const reset = () => this.setState({ error: null });
      const custom = this.props.renderError?.(this.state.error, reset);
      if (custom) return custom;
      return <ErrorState message={this.state.error.message} onRetry={reset} />;
    }
    return this.props.children;
  }
}
