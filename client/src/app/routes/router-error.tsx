import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router-dom';

/** What replaces the whole page when a screen throws or its code fails to load. */
export function RouterError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="page narrow" aria-labelledby="router-error-title">
      <h1 id="router-error-title">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      {detail && <p className="muted">{detail}</p>}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </button>
    </main>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  error: unknown;
  failed: boolean;
}

// Going to another address (the back button) leaves the error behind, as react-router's own
// error boundary does.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    location: this.props.location,
    error: undefined,
    failed: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (props.location === state.location) return null;
    return { location: props.location, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouterError error={this.state.error} /> : this.props.children;
  }
}

export function RouterErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
