import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setSessionEndedHandler } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { followOtherTabs, initSession } from '@/lib/session';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);

  useEffect(() => {
    setSessionEndedHandler(() => {
      const { pathname, search, hash } = window.location;
      void router.navigate(paths.login, {
        replace: true,
        state: { from: { pathname, search, hash } },
      });
    });
    void initSession();
    return followOtherTabs();
  }, [router]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
