import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's fallback when a screen throws or a route module fails to load. */
export function RouterError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="page narrow" aria-labelledby="router-error-title">
      <h1 id="router-error-title">Unexpected Application Error!</h1>
      {detail && <p className="muted">{detail}</p>}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
