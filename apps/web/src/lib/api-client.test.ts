import { ACCESS_TOKEN_STORAGE_KEY } from '@grant-review/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUpload, errorMessage, loginErrorMessage, setUnauthorizedHandler } from './api-client';
import { getToken, setToken, TOKEN_STORAGE_KEY } from './session';

function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('stores the token under the contract key', () => {
    expect(TOKEN_STORAGE_KEY).toBe(ACCESS_TOKEN_STORAGE_KEY);
    setToken('abc');
    expect(window.localStorage.getItem('access_token')).toBe('abc');
  });

  it('sends the bearer header and JSON bodies', async () => {
    setToken('token-1');
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'p1' }));
    await expect(api.post('/api/projects/', { name: 'A' })).resolves.toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/projects/');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('returns undefined for 204 responses', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/api/projects/p1')).resolves.toBeUndefined();
  });

  it('surfaces the server detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { detail: 'Email already exists' }));
    const error = await api.post('/api/admin/users', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'Failed to create user')).toBe('Email already exists');
    expect((error as ApiError).status).toBe(409);
  });

  it('falls back when there is no detail', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = await api.get('/api/projects/dashboard').catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Failed to load')).toBe('Failed to load');
    expect(loginErrorMessage('weird')).toBe('An error occurred');
  });

  it('clears the token and redirects on a 401', async () => {
    setToken('expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Not authenticated' }));
    await expect(api.get('/api/projects/dashboard')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 401 from the sign-in call', async () => {
    setToken('old');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Incorrect email or password' }));
    const error = await api
      .post('/api/auth/token', new URLSearchParams({ username: 'a', password: 'b' }))
      .catch((caught: unknown) => caught);
    expect(loginErrorMessage(error)).toBe('Incorrect email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken()).toBe('old');
  });

  it('sends form bodies as they are', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: 't', token_type: 'bearer' }));
    const form = new URLSearchParams({ username: 'a@b.ch', password: 'secret' });
    await api.post('/api/auth/token', form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  describe('uploads with progress', () => {
    class ScriptedXhr extends EventTarget {
      readonly upload = new EventTarget();
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader() {}
      abort() {}
      send() {
        queueMicrotask(() => {
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 3, total: 4 }));
          this.status = ScriptedXhr.answer.status;
          this.responseText = JSON.stringify(ScriptedXhr.answer.body);
          this.dispatchEvent(new Event('load'));
        });
      }
      static answer: { status: number; body: unknown } = { status: 201, body: {} };
    }

    beforeEach(() => vi.stubGlobal('XMLHttpRequest', ScriptedXhr));

    it('reports progress and resolves with the JSON answer', async () => {
      ScriptedXhr.answer = { status: 201, body: { id: 'f1' } };
      const onProgress = vi.fn();
      await expect(apiUpload('/api/upload', new FormData(), { onProgress })).resolves.toEqual({ id: 'f1' });
      expect(onProgress).toHaveBeenCalledWith({ loaded: 3, total: 4, percent: 75 });
    });

    it('rejects with the server detail, and signs out on a 401', async () => {
      ScriptedXhr.answer = { status: 413, body: { detail: 'File is too large.' } };
      const tooLarge = await apiUpload('/api/upload', new FormData()).catch((caught: unknown) => caught);
      expect(errorMessage(tooLarge, 'Failed')).toBe('File is too large.');
      expect((tooLarge as ApiError).status).toBe(413);
      expect(onUnauthorized).not.toHaveBeenCalled();

      setToken('expired');
      ScriptedXhr.answer = { status: 401, body: { detail: 'Not authenticated' } };
      await expect(apiUpload('/api/upload', new FormData())).rejects.toBeInstanceOf(ApiError);
      expect(getToken()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });
});
