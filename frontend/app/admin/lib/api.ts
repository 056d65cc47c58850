/** A failed console API call: the status and the API's own message and field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * The one place the console talks to /api/admin. Same-origin, so the session cookie rides along
 * and the browser sends our Origin on writes (the server refuses any other).
 */
export async function api<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`/api/admin/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as { message?: string; issues?: { path: string; message: string }[] };
  if (!response.ok) throw new ApiError(response.status, data.message ?? `Request failed (${response.status})`, data.issues);
  return data as T;
}

/** Query strings without empty values, for filters kept in the address bar. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
