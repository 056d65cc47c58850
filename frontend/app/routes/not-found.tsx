import { ButtonLink } from '~/components/ui/button';
import { notFoundCopy } from '~/content/navigation';
import { pageTitle } from '~/content/site';

export const meta = () => [{ title: pageTitle('Page Not Found') }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
      <h1 className="text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">{notFoundCopy.title}</h1>
      <p className="mt-4 text-lg text-ink-600">{notFoundCopy.body}</p>
      <p className="mx-auto mt-6 max-w-xl rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm text-ink-700">{notFoundCopy.hint}</p>
      <ButtonLink to="/" className="mt-8">
        {notFoundCopy.home}
      </ButtonLink>
    </section>
  );
}
