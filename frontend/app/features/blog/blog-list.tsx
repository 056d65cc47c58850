import { useRef, useState } from 'react';
import { blogCopy } from '~/content/blog';
import { blogPageSize } from '@prairieflow/contracts';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { BlogPagination } from './blog-pagination';
import { useBlogPosts } from './blog.queries';
import { EmptyPanel, ErrorPanel, LoadingPanel, RetryButton } from './status-views';

/** The AI Insights grid with its loading, error, empty and paged states (starts at page 1). */
export function BlogList() {
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
