import { data } from 'react-router';
import { definePage } from './route-kit';

/** Any path no route matches: the root boundary renders the 404 page with status 404. */
export default definePage({
  Component: () => null,
  loader: () => {
    throw data(null, { status: 404 });
  },
  meta: ({ content }) => ({
    title: content.navigation.notFoundCopy.documentTitle,
    description: content.navigation.notFoundCopy.body,
    path: '/',
    noindex: true,
  }),
});
