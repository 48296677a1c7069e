import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from './brand-logo';

/**
 * Shown when a page fails to render or its code cannot be loaded, typically because a new
 * version was deployed while the tab was open: reloading fetches the current files.
 */
export function RouteErrorPage() {
  return (
    <section className="route-error" role="alert">
      <BrandLogo size={56} />
      <h1>Da ist etwas schiefgelaufen</h1>
      <p>Die Seite konnte nicht vollständig geladen werden. Bitte laden Sie sie neu – Ihr Warenkorb bleibt erhalten.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Seite neu laden
      </button>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page's path: moving to another page tries again. */
  path: string;
}

/** Catches a page that fails (or whose code does not load) and shows RouteErrorPage in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('Seite konnte nicht angezeigt werden.', error);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** A failure shows the error page in place of what failed; the next page starts afresh. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary path={useLocation().pathname}>{children}</RouteErrorBoundary>;
}
