import { useEffect, useState } from 'react';
import type { PostPreview } from '@prairieflow/contracts/admin';
import { previewPost } from './posts.queries';

/**
 * The body as visitors will see it: rendered and sanitised by the server with the public
 * article's own renderer (a short pause after typing, not on every key).
 */
export function PostPreviewPane({ content }: { content: string }) {
  const [preview, setPreview] = useState<PostPreview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      previewPost(content).then(
        (p) => (setPreview(p), setFailed(false)),
        () => setFailed(true),
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [content]);
  return (
    <section aria-labelledby="preview-title" className="grid content-start gap-2">
      <h2 id="preview-title" className="text-sm font-semibold text-ink-700">
        Preview{' '}
        {preview && (
          <span className="font-normal">
            ({preview.words} words, about {preview.readTime} min)
          </span>
        )}
      </h2>
      {failed && (
        <p role="alert" className="text-sm text-danger-700">
          The preview could not be rendered.
        </p>
      )}
      {/* Sanitised on the server by the same allowlist as the public article. */}
      <div
        className="prose max-h-[70vh] min-h-64 overflow-auto rounded-card border border-slate-200 bg-white p-4 text-sm [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
        dangerouslySetInnerHTML={{ __html: preview?.html ?? '' }}
      />
    </section>
  );
}
