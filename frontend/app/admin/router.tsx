import { createBrowserRouter, Navigate, useOutletContext } from 'react-router';
import type { SessionResponse } from '@prairieflow/contracts/admin';
import { Shell } from './components/shell';
import { copy } from './content';
import { AuditPage } from './features/audit/audit-page';
import { EnrolPage } from './features/enrol/enrol-page';
import { InboxPage } from './features/inbox/inbox-page';
import { LeadPage } from './features/lead/lead-page';
import { OperatorsPage } from './features/operators/operators-page';
import { PrivacyPage } from './features/privacy/privacy-page';
import { SignInPage } from './features/sign-in/sign-in-page';

/** Admins land in the inbox; editors (publishing arrives in part 2) on a page that says so. */
function Home() {
  const session = useOutletContext<SessionResponse>();
  if (session.operator.role === 'admin') return <Navigate to="/leads" replace />;
  return (
    <section aria-labelledby="home-title" className="grid gap-2">
      <h1 id="home-title" className="text-xl font-semibold">
        Welcome
      </h1>
      <p className="text-sm text-ink-700">{copy.editorHome}</p>
    </section>
  );
}

export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/enrol', element: <EnrolPage /> },
    {
      element: <Shell />,
      children: [
        { index: true, element: <Home /> },
        { path: 'leads', element: <InboxPage /> },
        { path: 'leads/:id', element: <LeadPage /> },
        { path: 'privacy', element: <PrivacyPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'operators', element: <OperatorsPage /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
