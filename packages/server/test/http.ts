import type { App } from '../src/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a browser on `host` would send it; Node cannot resolve *.localhost, so the host is a header. */
export function request(app: App, host: string, method: Method, url: string, options: { token?: string; body?: unknown; payload?: string } = {}) {
  return app.inject({
    method,
    url,
    headers: {
      host,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

export const orgHost = (subdomain: string) => `${subdomain}.localhost:3000`;
export const operatorHost = 'superadmin.localhost:3000';
export const mainHost = 'localhost:3000';

export async function loginAs(app: App, subdomain: string, email: string, password: string): Promise<string> {
  const response = await request(app, orgHost(subdomain), 'POST', '/api/subdomain/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}
