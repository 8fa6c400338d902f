import { Component, type ReactNode } from 'react';

/** Swallows a render error of a small widget and shows its fallback instead. */
export class ErrorBoundaryLite extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('Widget failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
