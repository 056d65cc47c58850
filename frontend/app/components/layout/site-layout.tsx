import { MessageCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContent } from '~/i18n/use-content';
import { chatCopy } from '~/features/chat/chat.copy';
import { chatCopy as chatCopyFr } from '~/features/chat/chat.copy.fr';
import { useLang } from '~/i18n/lang-context';
import { languageNames } from '~/i18n/language-names';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Shared frame of every page: skip link, sticky header, main content, footer, the chat launcher
 * and the French suggestion. The chat panel, the toast area and the dialogs are islands that
 * mount only when first needed (islands/registry.ts).
 */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  const lang = useLang();
  const { navigation } = useContent();
  const launcher = lang === 'fr' ? chatCopyFr : chatCopy;
  return (
    <div id="top" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {navigation.headerCopy.skipLink}
      </a>
      <SiteHeader path={path} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {/* Hidden until boot.ts runs: without script there is no chat, and the contact page remains. */}
      <button
        type="button"
        hidden
        data-needs-script=""
        data-opens="chat"
        aria-label={launcher.launcherOpen}
        aria-expanded="false"
        className="group fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-6 [&[hidden]]:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
      </button>
      {lang === 'en' && (
        <aside
          hidden
          data-lang-suggestion=""
          lang="fr"
          aria-label={languageNames.fr.suggestion}
          className="fixed inset-x-4 bottom-24 z-30 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xl sm:bottom-6 sm:left-6 sm:right-auto [&[hidden]]:hidden"
        >
          <p className="font-medium text-ink-900">{languageNames.fr.suggestion}</p>
          <a
            href={`/fr${path === '/' ? '' : path}`}
            hrefLang="fr"
            data-lang-choice="fr"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {languageNames.fr.accept}
          </a>
          <button
            type="button"
            lang="en"
            data-lang-choice="en"
            className="ml-auto rounded-full px-3 py-1.5 font-semibold text-ink-700 hover:bg-slate-100"
          >
            {languageNames.en.stay}
          </button>
        </aside>
      )}
    </div>
  );
}
