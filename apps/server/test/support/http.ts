/** A small HTTP client for tests: real requests over the loopback, JSON or form bodies. */
export interface TResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TRequestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: Record<string, string>;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

export function createClient(baseUrl: string) {
  async function request<T = unknown>(method: string, path: string, options: TRequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text } satisfies TResponse<T>;
  }
  return {
    request,
    get: <T = unknown>(path: string, options?: TRequestOptions) => request<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: TRequestOptions) => request<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: TRequestOptions) => request<T>('PUT', path, options),
    patch: <T = unknown>(path: string, options?: TRequestOptions) => request<T>('PATCH', path, options),
    delete: <T = unknown>(path: string, options?: TRequestOptions) => request<T>('DELETE', path, options),
  };
}

export type TClient = ReturnType<typeof createClient>;
