import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePostFile } from '../content-rendering/post-file';
import { parseFrontMatter } from './front-matter';

const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');

/** The post example README.md gives operators, exactly as written there. */
function readmeExample(): string {
  const block = /Posts are Markdown[\s\S]*?```md\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md has no ```md post example after "Posts are Markdown"');
  return block[1];
}

describe('front matter (YAML)', () => {
  it("accepts README.md's own post example, inline # comments included (issue 18, item 11)", () => {
    const post = parsePostFile(readmeExample(), new Date('2026-01-01T00:00:00Z'));
    expect(post).toMatchObject({
      slug: 'salon-no-shows',
      title: 'Case Study: How a Salon Cut No-Shows',
      coverImageUrl: '/images/blog/my-cover.svg',
      isDraft: false,
      estimatedReadTime: 4,
      publishedAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(post.content.startsWith('## Your first heading')).toBe(true);
  });

  it('reads YAML as YAML: quoted colons, # inside quotes, folded text, typed scalars', () => {
    const { data, body } = parseFrontMatter(
      [
        '---',
        'title: "Q&A: what # means"   # a comment',
        "slug: 'a-b'",
        'seo_description: >-',
        '  One line',
        '  and another.',
        'draft: true',
        'estimated_read_time: 7',
        '---',
        'Body',
      ].join('\n'),
    );
    expect(data).toEqual({
      title: 'Q&A: what # means',
      slug: 'a-b',
      seo_description: 'One line and another.',
      draft: true,
      estimated_read_time: 7,
    });
    expect(body.trim()).toBe('Body');
  });

  it('keeps dates as text for the post schema to check (YAML 1.2 core schema)', () => {
    expect(parseFrontMatter('---\npublished_at: 2026-12-01T09:00:00Z\n---\nx').data.published_at).toBe('2026-12-01T09:00:00Z');
  });

  it('refuses broken YAML and non-mapping blocks with a clear error', () => {
    expect(() => parseFrontMatter('---\ntitle: "unclosed\nslug: x\n---\nbody')).toThrow(/^Front matter is not valid YAML/);
    expect(() => parseFrontMatter('---\n- a\n- b\n---\nbody')).toThrow('Front matter must be "key: value" lines');
  });

  it('returns the whole text as body when there is no front matter', () => {
    expect(parseFrontMatter('# Just Markdown\n')).toEqual({ data: {}, body: '# Just Markdown\n' });
  });
});
