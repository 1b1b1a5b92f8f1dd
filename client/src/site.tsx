// The whole site as one element, for the browser (main.tsx) and the server's rendering
// (entry-server.tsx) alike, so that both render the same tree.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App';
import { caseSensitiveRoutes } from './lib/route-parser';

/** The site; on the server `path` is the requested one ("/news?page=2"), in the browser the address's. */
export function Site({ queryClient, path }: { queryClient: QueryClient; path?: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={path} parser={caseSensitiveRoutes}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
