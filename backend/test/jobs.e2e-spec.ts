import { query } from './support/test-database';
import { createTestApp } from './support/test-app';

describe('GET /api/jobs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('with no listings returns success and an empty list', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('returns open listings newest posted_at first, dates as yyyy-MM-dd, closed ones left out', async () => {
    const insert = (title: string, postedAt: string, closed = false) =>
      query(
        t.database.url,
        `INSERT INTO job_listings (title, location, type, description, posted_at, application_link, closed_at)
         VALUES ($1, 'Saskatoon, SK', 'Full-time', 'Line one\nLine two', $2, 'https://jobs.example/apply', $3)`,
        [title, postedAt, closed ? new Date() : null],
      );
    await insert('Older', '2026-10-01');
    await insert('Newest', '2026-11-20');
    await insert('Closed', '2026-11-21', true);
    await insert('Middle', '2026-11-01');
    const res = await t.inject({ method: 'GET', url: '/api/jobs' });
    const body = res.json();
    expect(body.data.map((j: { title: string }) => j.title)).toEqual(['Newest', 'Middle', 'Older']);
    expect(body.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Newest',
      location: 'Saskatoon, SK',
      type: 'Full-time',
      description: 'Line one\nLine two',
      posted_at: '2026-11-20',
      application_link: 'https://jobs.example/apply',
    });
  });
});
