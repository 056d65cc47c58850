import { createBrowserRouter, Navigate, useOutletContext } from 'react-router';
import type { SessionResponse } from '@prairieflow/contracts/admin';
import { Shell } from './components/shell';
import { AuditPage } from './features/audit/audit-page';
import { EnrolPage } from './features/enrol/enrol-page';
import { InboxPage } from './features/inbox/inbox-page';
import { LeadPage } from './features/lead/lead-page';
import { OperatorsPage } from './features/operators/operators-page';
import { PrivacyPage } from './features/privacy/privacy-page';
import { SignInPage } from './features/sign-in/sign-in-page';
import { AnalyticsPage } from './features/analytics/analytics-page';
import { ChatsPage } from './features/chats/chats-page';
import { TranscriptPage } from './features/chats/transcript-page';
import { JobsPage } from './features/jobs/jobs-page';
import { PostEditorPage } from './features/posts/post-editor-page';
import { PostsPage } from './features/posts/posts-page';

/** Admins land in the inbox; editors in the posts they publish. */
function Home() {
  const session = useOutletContext<SessionResponse>();
  return <Navigate to={session.operator.role === 'admin' ? '/leads' : '/posts'} replace />;
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
        { path: 'posts', element: <PostsPage /> },
        { path: 'posts/new', element: <PostEditorPage /> },
        { path: 'posts/:id', element: <PostEditorPage /> },
        { path: 'jobs', element: <JobsPage /> },
        { path: 'analytics', element: <AnalyticsPage /> },
        { path: 'chats', element: <ChatsPage /> },
        { path: 'chats/:id', element: <TranscriptPage /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
