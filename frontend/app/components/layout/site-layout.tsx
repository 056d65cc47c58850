import type { ReactNode } from 'react';
import { Toaster } from '~/components/ui/toaster';
import { ChatLauncher } from '~/features/chat/chat-launcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shared frame of every page: skip link, sticky header, main content, footer, chat, toast area. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <Toaster />
    </div>
  );
}
