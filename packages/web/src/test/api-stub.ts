import { vi } from 'vitest';

/** What one stubbed endpoint answers: a status and a JSON body, or a function of the request's body. */
export type StubAnswer =
  | { status?: number; body?: unknown }
  | ((request: {
      body: unknown;
      url: URL;
    }) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/** One call the component made, for asserting what it sent. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Who renderPage signed in, for GET /auth/me. */
export const session: { user: unknown } = { user: null };

/**
 * Replaces the network, and only it: `fetch` answers each `'METHOD /path'` (without `/api`, no query)
 * from `routes`; anything else is a 404 naming the request, so a test never passes on a call it did not expect.
 * A route answered with `'hang'` never answers (a request in flight: pending states).
 */
export function stubApi(routes: Record<string, StubAnswer | 'hang'>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://paydos.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ method, path, body });
    // After a change the app re-reads the signed-in user (GET /auth/me): answered with who renderPage signed in.
    const route =
      routes[`${method} ${path}`] ??
      (method === 'GET' && path === '/auth/me' && session.user ? { body: { user: session.user } } : undefined);
    if (route === 'hang') return new Promise<Response>(() => undefined);
    const answer =
      route === undefined
        ? { status: 404, body: { error: `Not stubbed: ${method} ${path}` } }
        : typeof route === 'function'
          ? await route({ body, url })
          : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetch: fetchStub };
}

/** The server's error body (ErrorBody): the Turkish message, and the fields it names. */
export const apiError = (status: number, error: string, fields?: Record<string, string>) => ({
  status,
  body: { error, ...(fields ? { fields } : {}) },
});

/** The requests that changed something (everything but GET), in order. */
export const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

/**
 * Replaces XMLHttpRequest (file uploads with progress, platform/api.ts uploadWithProgress): each POST to
 * `path` reports half of the body sent, then answers `answer(n)` for the n-th upload (0-based), or hangs.
 */
export function stubUploads(path: string, answer: (index: number) => { status?: number; body?: unknown } | 'hang') {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const index = sent.push(body) - 1;
      const reply =
        this.url === `/api${path}` ? answer(index) : { status: 404, body: { error: `Not stubbed: POST ${this.url}` } };
      if (reply === 'hang') {
        setTimeout(() => this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true }));
        return;
      }
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body ?? null);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
