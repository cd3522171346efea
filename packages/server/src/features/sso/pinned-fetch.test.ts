import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedFetch } from './pinned-fetch';

let server: http.Server;
let port: number;
let received = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ method: request.method, length: request.headers['content-length'] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { body: undefined, headers: {}, method: 'GET', redirect: 'manual' as const };

describe("single sign-on's connections to the provider (docs/SECURITY.md: DNS rebinding)", () => {
  it('a name that resolves to a loopback address at connection is refused there, nothing reaches it; an IP literal too', async () => {
    const before = received;
    await expect(pinnedFetch({})(`http://localhost:${port}/jwks`, options)).rejects.toThrow(/refused address/);
    await expect(pinnedFetch({})(`http://127.0.0.1:${port}/jwks`, options)).rejects.toThrow(/refused address/);
    expect(received).toBe(before);
  });

  it('where loopback is allowed (the tests’ provider) the answer comes back as a Response: status, headers, body; a form body is sent with its length', async () => {
    const answer = await pinnedFetch({ allowLoopback: true })(`http://localhost:${port}/token`, {
      ...options,
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ method: 'POST', length: '29' });
  });
});
