/**
 * Thin fetch wrapper for the JSON API: same-origin base URL, bearer header from the stored token,
 * `{detail}` error bodies surfaced as ApiError, and the global 401 rule (clear token, go to /login).
 */
import { clearToken, getToken } from './session';

export const TOKEN_PATH = '/api/auth/token';
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  readonly status: number;
  /** The server's `detail` text, when the body carried one. */
  readonly detail: string | undefined;

  constructor(status: number, detail: string | undefined, message?: string) {
    super(detail ?? message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The router registers a client-side navigation to /login here. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  /** Skip the redirect to /login on 401 (the start-up token check only signs out). */
  skipAuthRedirect?: boolean;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob || typeof body === 'string'
  );
}

async function readDetail(response: Pick<Response, 'text'>): Promise<string | undefined> {
  try {
    const text = await response.text();
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed) {
      const { detail } = parsed;
      if (typeof detail === 'string') return detail;
      if (Array.isArray(detail)) {
        const first: unknown = detail[0];
        if (first && typeof first === 'object' && 'msg' in first && typeof first.msg === 'string') {
          return first.msg;
        }
      }
    }
  } catch {
    // Not JSON: fall back to the generic message.
  }
  return undefined;
}

function isTokenCall(path: string, method: string): boolean {
  return method === 'POST' && path.split('?')[0] === TOKEN_PATH;
}

/** Runs an authenticated request and returns the raw response, throwing ApiError on non-2xx. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { body, skipAuthRedirect = false, headers: extraHeaders, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(extraHeaders);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(path, { ...init, method, headers, body: requestBody });
  if (response.ok) return response;

  const detail = await readDetail(response);
  if (response.status === 401 && !isTokenCall(path, method)) {
    clearToken();
    if (!skipAuthRedirect) unauthorizedHandler();
  }
  throw new ApiError(response.status, detail);
}

export interface TUploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down: 100 only once every byte has been sent. */
  percent: number;
}

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events report how much of the body was sent (fetch has
 * no upload progress). Same rules as `apiFetch`: bearer header, `{detail}` errors as ApiError, the 401 redirect.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (progress: TUploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)),
      });
    });
    request.addEventListener('load', () => {
      const text = typeof request.responseText === 'string' ? request.responseText : '';
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      void readDetail({ text: () => Promise.resolve(text) }).then((detail) => {
        if (request.status === 401) {
          clearToken();
          unauthorizedHandler();
        }
        reject(new ApiError(request.status, detail));
      });
    });
    request.addEventListener('error', () => reject(new Error('The upload failed: the connection was lost.')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

async function parseJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parseJson<T>(await apiFetch(path, options));
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for a failed call: the server's detail, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}

/** Login variant (spec section 8): server detail, else the error's own message, else 'An error occurred'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}
