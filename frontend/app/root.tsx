import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { SiteLayout } from './components/layout/site-layout';
import { site } from './content/site';
import { useRouteChange } from './features/analytics/use-route-change';
import { DemoDialogProvider } from './features/demo-request/demo-dialog';
import { createQueryClient } from './lib/query-client';
import NotFound from './routes/not-found';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2450e0" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Providers({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DemoDialogProvider>
        <SiteLayout>{children}</SiteLayout>
      </DemoDialogProvider>
    </QueryClientProvider>
  );
}

export default function App() {
  useRouteChange();
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** Shown while the SPA shell hydrates a client-rendered route (/content/:slug). */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="sr-only">Loading {site.name}…</span>
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Providers>
        <NotFound />
      </Providers>
    );
  }
  return (
    <Providers>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-ink-600">Please refresh the page, or come back in a moment.</p>
      </section>
    </Providers>
  );
}
