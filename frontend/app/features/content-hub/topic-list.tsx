import { useContent } from '~/i18n/use-content';

/**
 * The static Browse by Topic list, on /blog and /content. The spec has these buttons do nothing
 * yet, so they say so to assistive technology rather than pretending to filter.
 */
export function TopicList({ heading, headingId }: { heading: string; headingId: string }) {
  const { blogTopics } = useContent().blog;
  return (
    <section aria-labelledby={headingId} className="mt-16 rounded-card border border-slate-200 bg-surface p-6 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-3">
        {blogTopics.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              aria-disabled="true"
              className="cursor-default rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink-700"
            >
              {topic}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
