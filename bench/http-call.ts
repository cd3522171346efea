import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface CallOptions {
  port: number;
  agent: http.Agent;
  /** The Host header: the site the request is for (Node cannot resolve *.localhost, so the socket goes to 127.0.0.1). */
  host: string;
  method: string;
  url: string;
  token?: string;
  body?: unknown;
  /** More headers (the cluster's logins give each client its own X-Forwarded-For). */
  headers?: Record<string, string>;
}

/** One HTTP request to 127.0.0.1 with a Host header and an optional bearer token and JSON body (fetch() drops Host). */
export function httpCall({ port, agent, host, method, url, token, body, headers }: CallOptions): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        timeout: 60_000,
        headers: {
          host,
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
