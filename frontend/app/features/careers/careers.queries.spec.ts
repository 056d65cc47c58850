import type { RestClient } from '~/lib/rest-client-options';
import { fetchJobs, fetchJobsFromApi, waitForClient } from './careers.queries';

const job = {
  id: '1',
  title: 'Engineer',
  location: 'Remote (Canada)',
  type: 'Full-time',
  description: 'Build.',
  posted_at: '2026-11-18',
  application_link: 'mailto:careers@prairieflow.example',
};

function respond(status: number, body: unknown) {
  global.fetch = jest
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

/** A stand-in for the table client's query builder chain used by the fallback. */
function fakeClient(result: { data: unknown; error: unknown }) {
  const calls: string[] = [];
  const client = {
    from(table: string) {
      calls.push(`from:${table}`);
      return {
        select(columns: string) {
          calls.push(`select:${columns}`);
          return {
            order(column: string, options: { ascending: boolean }) {
              calls.push(`order:${column}:${options.ascending}`);
              return {
                retry(enabled: boolean) {
                  calls.push(`retry:${enabled}`);
                  return Promise.resolve(result);
                },
              };
            },
          };
        },
      };
    },
  } as unknown as RestClient;
  return { client, calls };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('fetchJobsFromApi', () => {
  it('returns the listings on success', async () => {
    respond(200, { success: true, data: [job] });
    await expect(fetchJobsFromApi()).resolves.toEqual([job]);
  });
  it('a non-OK status becomes an error with the status', async () => {
    respond(503, { message: 'down' });
    await expect(fetchJobsFromApi()).rejects.toThrow('HTTP error! status: 503');
  });
  it("success false uses the server's message, else 'Failed to fetch job listings'", async () => {
    respond(200, { success: false, message: 'Maintenance' });
    await expect(fetchJobsFromApi()).rejects.toThrow('Maintenance');
    respond(200, { success: false });
    await expect(fetchJobsFromApi()).rejects.toThrow('Failed to fetch job listings');
  });
});

describe('fetchJobs fallback', () => {
  it('reads job_listings directly, newest posted_at first, when the API fails', async () => {
    respond(500, {});
    const { client, calls } = fakeClient({ data: [job], error: null });
    await expect(fetchJobs(async () => client)).resolves.toEqual([job]);
    expect(calls).toEqual([
      'from:job_listings',
      'select:id,title,location,type,description,posted_at,application_link',
      'order:posted_at:false',
      'retry:false',
    ]);
  });
  it('shows the Supabase message when there is no client', async () => {
    respond(500, {});
    await expect(fetchJobs(async () => null)).rejects.toThrow('Failed to initialize Supabase client. Please try refreshing the page.');
  });
  it('shows the Supabase message when the direct query fails too', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { client } = fakeClient({ data: null, error: { message: 'permission denied' } });
    await expect(fetchJobs(async () => client)).rejects.toThrow('Failed to initialize Supabase client. Please try refreshing the page.');
  });
});

describe('waitForClient', () => {
  const client = {} as RestClient;
  it('asks up to three times, one second apart, then gives up', async () => {
    const getClient = jest.fn().mockResolvedValue(null);
    const sleep = jest.fn().mockResolvedValue(undefined);
    await expect(waitForClient(getClient, { sleep })).resolves.toEqual({ client: null, tries: 3 });
    expect(getClient).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });
  it('stops as soon as the client exists', async () => {
    const getClient = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(client);
    const sleep = jest.fn().mockResolvedValue(undefined);
    await expect(waitForClient(getClient, { sleep })).resolves.toEqual({ client, tries: 2 });
    expect(sleep).toHaveBeenCalledTimes(1);
  });
  it('treats a throwing getter as a missing client', async () => {
    const getClient = jest.fn().mockRejectedValue(new Error('env fetch failed'));
    await expect(waitForClient(getClient, { sleep: async () => undefined })).resolves.toEqual({ client: null, tries: 3 });
  });
});
