import { data, type LoaderFunctionArgs } from 'react-router';
import { langOfPath, type Lang } from '~/i18n/lang';
import type { Live, LiveContentSource } from './live-content';
import { liveContentContext } from './route-kit';

/**
 * A live page's loader: with the backend's content source, the data (a null answer is a 404);
 * without one (prerendering the fallback page), "load it in the browser". A failing source
 * throws: the page then answers 500 and the backend serves the fallback page instead.
 */
export function liveLoader<T>(read: (source: LiveContentSource, lang: Lang, args: LoaderFunctionArgs) => Promise<T | null>) {
  return async (args: LoaderFunctionArgs): Promise<Live<T>> => {
    const source = args.context.get(liveContentContext);
    if (!source) return { mode: 'client' };
    const value = await read(source, langOfPath(new URL(args.request.url).pathname), args);
    if (value === null) throw data(null, { status: 404 });
    return { mode: 'server', value };
  };
}

/** ?page=N of the blog list: a whole number from 1; anything else is not a page (404). */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}
