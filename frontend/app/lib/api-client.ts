/** The browser's one way to call /api: JSON in, JSON out, non-OK answers become ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, init?: RequestInit): Promise<T> {
  // The page's language goes with every write (Content-Language), so a lead, a subscriber or a
  // chat from a French page is stored and answered in French; the JSON payloads stay the spec's.
  const language = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  const response = await fetch(path, {
    method,
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json', ...(language ? { 'content-language': language } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : `Request failed with status ${response.status}`, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
};
