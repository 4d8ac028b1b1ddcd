import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/shell/error-screen';

type State = { error: unknown };

/** The top-level boundary around the router: anything the route error elements do not catch lands here. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
