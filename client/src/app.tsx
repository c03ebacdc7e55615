import { useEffect, useState } from 'react';

type Health = 'checking' | 'ok' | 'down';

/**
 * The first page of Baraat: it says what the app is and whether the server answers. The app
 * shell with every route, sign-in and sign-up replaces it in the next step.
 */
export function App() {
  const [health, setHealth] = useState<Health>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then((response) => setHealth(response.ok ? 'ok' : 'down'))
      .catch(() => {
        if (!controller.signal.aborted) setHealth('down');
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="landing">
      <h1>Baraat</h1>
      <p>Find, compare and book wedding vendors across Pakistan.</p>
      <p className="notice">
        The marketplace screens are being built. The accounts service is running underneath.
      </p>
      <p role="status" className={`health health-${health}`}>
        {health === 'checking' && 'Checking the server…'}
        {health === 'ok' && 'Server is up.'}
        {health === 'down' && 'The server is not answering right now.'}
      </p>
    </main>
  );
}
