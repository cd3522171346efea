import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api } from './api';
import { takeEarlyFetch } from './early-fetch';
import { useEarlyFetchOfTheOpeningPageOnly } from './early-fetch-navigation';

/** As features/auth/api.ts asks it. */
const me = () => api('/auth/me', { early: takeEarlyFetch('/auth/me') });

const early = (body: unknown, token = 'tok-a', host = window.location.host) => {
  window.paydosEarlyFetch = {
    host,
    path: window.location.pathname,
    token,
    calls: { '/auth/me': Promise.resolve(new Response(JSON.stringify(body), { status: 200 })) },
  };
};

// The page's first second, as in a browser that has just loaded it: the web tests share one worker
// (vitest.config.ts, isolate: false), whose clock is long past the early answers' window by now.
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  delete window.paydosEarlyFetch;
  vi.restoreAllMocks();
});

describe('the early fetch (index.html): a stored session’s first calls handed to api() once, keyed by host and token', () => {
  it('the first GET of the same path with the same token takes the early answer; the next one asks the network', async () => {
    const { sent } = stubApi({ 'GET /auth/me': { body: { from: 'network' } } });
    localStorage.setItem('token', 'tok-a');
    early({ from: 'early' });
    expect(await me()).toEqual({ from: 'early' });
    expect(sent).toEqual([]);
    expect(await me()).toEqual({ from: 'network' });
    expect(sent).toHaveLength(1);
  });

  it('an answer fetched with another token (a login since) or for another host is never used', async () => {
    const { sent } = stubApi({ 'GET /auth/me': { body: { from: 'network' } } });
    localStorage.setItem('token', 'tok-b');
    early({ from: 'early' }, 'tok-a');
    expect(await me()).toEqual({ from: 'network' });
    localStorage.setItem('token', 'tok-a');
    early({ from: 'early' }, 'tok-a', 'acme.localhost:3000');
    expect(await me()).toEqual({ from: 'network' });
    expect(sent).toHaveLength(2);
  });

  it('a later visit of the path, past the page’s first seconds, asks the network', async () => {
    const { sent } = stubApi({ 'GET /auth/me': { body: { from: 'network' } } });
    localStorage.setItem('token', 'tok-a');
    early({ from: 'early' });
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(await me()).toEqual({ from: 'network' });
    expect(sent).toHaveLength(1);
  });

  it('the answers are the opening page’s: not taken on another page, and dropped once the visit leaves it', async () => {
    const { sent } = stubApi({ 'GET /auth/me': { body: { from: 'network' } } });
    localStorage.setItem('token', 'tok-a');
    early({ from: 'early' });
    window.paydosEarlyFetch!.path = '/baska-sayfa';
    expect(await me()).toEqual({ from: 'network' });
    expect(sent).toHaveLength(1);

    early({ from: 'early' });
    const opening = window.paydosEarlyFetch!.path;
    const { rerender } = renderHook(() => useEarlyFetchOfTheOpeningPageOnly(), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={[opening]}>{children}</MemoryRouter>,
    });
    rerender();
    expect(window.paydosEarlyFetch).toBeDefined();
    renderHook(() => useEarlyFetchOfTheOpeningPageOnly(), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/payment']}>{children}</MemoryRouter>,
    });
    expect(window.paydosEarlyFetch).toBeUndefined();
  });

  it('an early 401 ends the stored session as the app’s own call would (product §4)', async () => {
    stubApi({});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/dashboard', assign });
    localStorage.setItem('token', 'tok-a');
    localStorage.setItem('user', '{}');
    window.paydosEarlyFetch = {
      host: window.location.host,
      path: '/dashboard',
      token: 'tok-a',
      calls: {
        '/auth/me': Promise.resolve(new Response(JSON.stringify({ error: 'Oturum geçersiz' }), { status: 401 })),
      },
    };
    await expect(me()).rejects.toMatchObject({ status: 401, message: 'Oturum geçersiz' });
    expect([localStorage.getItem('token'), localStorage.getItem('user')]).toEqual([null, null]);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
