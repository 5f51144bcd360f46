// Spec 000 §8: a crash shows an invitation to share a screenshot in the bugs channel, the details and 'Réessayer'.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashReport } from './CrashReport';

interface CrashBoundaryProps {
  children: ReactNode;
  /** A change of this value (the location) clears the error: leaving the broken page recovers. */
  resetKey?: string;
}

interface CrashBoundaryState {
  error?: Error;
  componentStack?: string;
}

export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  state: CrashBoundaryState = {};

  static getDerivedStateFromError(error: Error): CrashBoundaryState {
    return { error };
  }

  componentDidCatch(_error: Error, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? undefined });
  }

  componentDidUpdate(previous: CrashBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: undefined, componentStack: undefined });

  render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return <CrashReport error={error} componentStack={componentStack} onRetry={this.reset} />;
  }
}
