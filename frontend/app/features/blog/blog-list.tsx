import { blogPageSize, type BlogsResponse } from '@prairieflow/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createQueryClient } from '~/lib/query-client';
import { BlogCard, BlogCardSkeleton, type ListedPost } from './blog-card';
import { useBlogCopy } from './blog-copy';
import { BlogPagination } from './blog-pagination';
import { useBlogPosts } from './blog.queries';
import { EmptyPanel, ErrorPanel, LoadingPanel, RetryButton } from './status-views';

/** A page of posts as the server rendered it: the grid and link pagination, no script. */
export function BlogGrid({ page, posts, totalPages }: { page: number; posts: ListedPost[]; totalPages: number }) {
  const { blogCopy } = useBlogCopy();
  if (posts.length === 0) return <EmptyPanel message={blogCopy.empty} />;
  return (
    <>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <BlogPagination page={page} totalPages={totalPages} />
    </>
  );
}

/**
 * The list loaded in the browser, with the spec's loading, error, empty and paged states: the
 * fallback page nginx serves when the backend cannot render /blog (blog-list.island.ts).
 */
function BrowserBlogList() {
  const { blogCopy } = useBlogCopy();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const query = useBlogPosts(page);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  let body;
  if (query.isPending)
    body = (
      <>
        <LoadingPanel label={blogCopy.loading} compact />
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: blogPageSize }, (_, i) => (
            <li key={i}>
              <BlogCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  else if (query.isError)
    body = (
      <ErrorPanel message={query.error.message}>
        <RetryButton label={blogCopy.tryAgain} onRetry={() => void query.refetch()} busy={query.isFetching} />
      </ErrorPanel>
    );
  else if (query.data.data.length === 0) body = <EmptyPanel message={blogCopy.empty} />;
  else
    body = (
      <>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isPlaceholderData || undefined}>
          {query.data.data.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <BlogPagination page={page} totalPages={query.data.pagination.totalPages} onChange={goTo} />
      </>
    );

  return (
    <div ref={top} className="scroll-mt-24">
      {body}
    </div>
  );
}

export function BlogList() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BrowserBlogList />
    </QueryClientProvider>
  );
}

export type { BlogsResponse };
