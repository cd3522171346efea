import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, downloadFile, uploadWithProgress } from './api';
import { setPageLanguage } from './page-language';

/** The network only: every request's headers, answered with an empty JSON object. */
function recordHeaders() {
  const sent: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => setPageLanguage('tr'));

describe('the API client tells the server the page’s language (issue 26: Accept-Language)', () => {
  it('a Turkish page’s calls say tr', async () => {
    const sent = recordHeaders();
    await api('/pricing/current', { credentials: 'none' });
    expect(sent[0]!.get('accept-language')).toBe('tr');
  });

  it('an English page’s calls, downloads included, say en', async () => {
    setPageLanguage('en');
    const sent = recordHeaders();
    await api('/leave-requests', { method: 'POST', body: { a: 1 } });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadFile('/reports/monthly.xlsx', 'rapor.xlsx', 'failed');
    expect(sent.map((headers) => headers.get('accept-language'))).toEqual(['en', 'en']);
  });

  it('an upload (XMLHttpRequest, for its progress) says the page’s language too', async () => {
    setPageLanguage('en');
    const headers: Record<string, string> = {};
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        upload = {};
        onload: () => void = () => undefined;
        open() {}
        setRequestHeader(name: string, value: string) {
          headers[name] = value;
        }
        send() {
          this.status = 200;
          this.responseText = '{}';
          this.onload();
        }
      },
    );
    await uploadWithProgress('/uploads', new FormData(), () => undefined);
    expect(headers['accept-language']).toBe('en');
  });
});
