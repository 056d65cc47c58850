import { useEffect } from 'react';
import { pageTitle } from '~/content/site';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/**
 * The article route is rendered in the browser (not prerendered), so its title and description
 * come from the post once it loads; the previous values come back when the visitor leaves.
 */
export function useDocumentMeta(meta: { title: string; description: string } | undefined) {
  useEffect(() => {
    if (!meta) return;
    const previousTitle = document.title;
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = description?.getAttribute('content') ?? null;
    const title = pageTitle(meta.title);
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
    setMeta('meta[property="og:type"]', 'property', 'og:type', 'article');
    return () => {
      document.title = previousTitle;
      if (previousDescription !== null) setMeta('meta[name="description"]', 'name', 'description', previousDescription);
    };
  }, [meta?.title, meta?.description]);
}
