import { t } from './messages/first-load';
import { pageLanguage } from './page-language';
import {
  clearOperatorSession,
  clearOrganizationSession,
  readOperatorToken,
  readStored,
  readToken,
  storageKeys,
} from './storage';

/** The error shape every API failure has (server `ErrorBody`), plus the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * What a page shows of a failed call: the server's Turkish message (network failures are ApiErrors with
 * their own Turkish text), else the page's own `fallback`; never a programming error's English text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Credentials = 'organization' | 'operator' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Which stored token to send; organization sites send `token`, the operator site `superAdminToken`. */
  credentials?: Credentials;
  /**
   * Product §4: any 401 clears the stored session and goes to /login. A login call turns this off,
   * since its 401 means a wrong password, to be shown on the same page.
   */
  redirectOnUnauthorized?: boolean;
  /** A token to send instead of the stored one: auto-login checks a token before storing it. */
  bearer?: string;
  /** The call outlives the page (sent while it unloads: the approvals' undo queue). */
  keepalive?: boolean;
  /** The answer of this very call, already asked for by the page (platform/early-fetch.ts): read instead of fetching. */
  early?: Promise<Response>;
}

/**
 * Issue 26: every call says the page's language, so that the server's texts (its errors above all) come in it. The
 * early fetch (index.html) sends the browser's own instead: its answers, the user and the dashboard's summary, carry
 * no text of the server's to translate.
 */
const languageHeader = () => ({ 'accept-language': pageLanguage() });

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, credentials = 'organization', redirectOnUnauthorized = true } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...languageHeader() };
  const token =
    options.bearer ??
    (credentials === 'organization'
      ? readToken(storageKeys.token)
      : credentials === 'operator'
        ? readOperatorToken()
        : null);
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (file uploads) sets its own multipart content type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.early ??
      fetch(`/api${path}`, {
        method,
        headers,
        keepalive: options.keepalive,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, t.common.networkError);
  }
  // The success body's type is the caller's T (each feature's api.ts names the contract's response type).
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  if (response.status === 401 && redirectOnUnauthorized && credentials !== 'none') endSession(credentials);
  // A declined seat charge (issue 20) is a 402 about one activation, not a lapsed plan: shown where it happened.
  if (
    response.status === 402 &&
    credentials === 'organization' &&
    !path.startsWith('/billing/') &&
    errorBody(payload).code !== 'SEAT_PAYMENT_DECLINED'
  )
    subscriptionLapsed();
  throw failure(response.status, payload);
}

/**
 * Issue 13: a 402 outside billing means the organization's trial ended or its plan lapsed (a
 * declined card on /billing/checkout is a 402 too, shown on its page). The ADMIN goes to /payment
 * to pay; anyone else's session ends and /login shows the expired message.
 */
function subscriptionLapsed() {
  if (readStored<{ role?: string }>(storageKeys.user)?.role === 'ADMIN') {
    if (window.location.pathname !== '/payment') window.location.assign('/payment');
    return;
  }
  endSession('organization');
}

/** Product §4: a 401 clears the stored session and goes to /login. */
function endSession(credentials: Credentials) {
  if (credentials === 'operator') clearOperatorSession();
  else clearOrganizationSession();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

interface ErrorBody {
  error?: string;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

/** What a failed answer says, read field by field: a proxy's HTML page or an empty body says nothing. */
function errorBody(payload: unknown): ErrorBody {
  if (typeof payload !== 'object' || payload === null) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const fields = 'fields' in payload ? payload.fields : undefined;
  return {
    error: 'error' in payload ? text(payload.error) : undefined,
    message: 'message' in payload ? text(payload.message) : undefined,
    code: 'code' in payload ? text(payload.code) : undefined,
    fields:
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(
            Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : undefined,
  };
}

function failure(status: number, payload: unknown) {
  const body = errorBody(payload);
  return new ApiError(status, body.error ?? body.message ?? t.common.networkError, body.code, body.fields);
}

/**
 * A multipart POST of the organization's session that reports the bytes sent (fetch has no upload
 * progress, XMLHttpRequest has): same token, same error shape and same 401 rule as `api`.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', pageLanguage());
    const token = readToken(storageKeys.token);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as T);
      if (xhr.status === 401) endSession('organization');
      if (xhr.status === 402) subscriptionLapsed();
      reject(failure(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, t.common.networkError));
    xhr.onabort = () => reject(new ApiError(0, t.common.networkError));
    xhr.send(form);
  });
}

/**
 * A file download with the bearer token (a plain link could not send it): fetched as a blob and
 * saved under the server's file name (Content-Disposition), else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  failed: string,
  credentials: 'organization' | 'operator' = 'organization',
) {
  const token = credentials === 'operator' ? readOperatorToken() : readToken(storageKeys.token);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { ...languageHeader(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, t.common.networkError);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, errorBody(body).error ?? failed);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
