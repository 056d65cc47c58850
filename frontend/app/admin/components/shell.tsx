import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { copy, nav } from '../content';
import { sessionQuery, signOut } from '../features/session/session.queries';
import { queryClient } from '../lib/query-client';
import { ConsoleToaster } from './console-toaster';

/** Every signed-in screen: a skip link, the navigation the role allows, who is signed in. */
export function Shell() {
  const { data: session, isPending } = useQuery(sessionQuery);
  const navigate = useNavigate();
  if (isPending || !session) return <p className="p-8 text-sm text-ink-700">Loading…</p>;
  const links = nav.filter((item) => (item.roles as readonly string[]).includes(session.operator.role));
  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    void navigate('/sign-in?signedOut=1');
  };
  return (
    <div className="min-h-screen bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="font-semibold text-ink-900">{copy.product}</p>
          <nav aria-label="Console" className="flex flex-wrap gap-1 text-sm">
            {links.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn('rounded-md px-2.5 py-1.5 text-ink-700 hover:bg-slate-100', isActive && 'bg-brand-50 font-semibold text-brand-800')
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm text-ink-700">
            {/* Long addresses are cut on screen only; the whole address stays in the text. */}
            <span className="max-w-48 truncate" title={session.operator.email}>
              {session.operator.email}
            </span>
            <span>({session.operator.role})</span>
            <Button variant="secondary" size="sm" onClick={leave}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet context={session} />
      </main>
      <ConsoleToaster />
    </div>
  );
}
