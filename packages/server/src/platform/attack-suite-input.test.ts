import { describe, it } from 'vitest';
import { mainHost, operatorHost } from '../../test/http';
import { fieldsOf, HOSTILE_TEXT, hostileValues, withField } from '../../test/hostile-values';
import type { Sent } from './attack-suite-fixture';
import {
  a,
  attack,
  checks,
  endsOwnSession,
  fill,
  homeHost,
  jsonSchemaOf,
  operations,
  operatorToken,
  ownToken,
  report,
  sampleBody,
  takesBody,
  useAttackTargets,
} from './attack-suite-fixture';

useAttackTargets();

describe('attack suite (generated from the OpenAPI document: every route, every session, every field)', () => {
  it('malformed JSON, bodies of the wrong shape, unknown fields and truncated multipart bodies: 400 on every host', async () => {
    const failures: string[] = [];
    const start = checks;
    const shapes: Array<Pick<Sent, 'body' | 'payload' | 'contentType'>> = [
      { payload: '{"kırık": ' },
      { body: [] },
      { body: 'metin' },
      { body: 42 },
      { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    ];
    for (const operation of operations.filter((o) => takesBody(o.method) && !endsOwnSession(o))) {
      const own = {
        method: operation.method,
        url: fill(operation.path),
        host: homeHost(operation),
        token: ownToken(operation),
      };
      for (const shape of shapes) await attack(failures, 'wrong shape', { ...own, ...shape });
      const sample = sampleBody(operation) ?? {};
      if (operation.body?.['application/json']) {
        await attack(failures, 'unknown field', { ...own, body: { ...sample, bilinmeyenAlan: 'x' } }, (s) => s === 400);
      }
      const form = operation.body?.['multipart/form-data']?.schema;
      if (form) {
        const boundary = '----saldiri';
        const contentType = `multipart/form-data; boundary=${boundary}`;
        // The route's own file field (logo, file, files), so the cut comes inside the part it reads.
        const field =
          Object.entries(form.properties ?? {}).find(
            ([, p]) => p.format === 'binary' || p.items?.format === 'binary',
          )?.[0] ?? 'file';
        const part = (fileName: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n`;
        for (const payload of [part('a.png'), `--${boundary}\r\nContent-Disp`, `--yanlis-sinir\r\n\r\n`]) {
          await attack(
            failures,
            'truncated multipart',
            { ...own, payload, contentType },
            (s) => s === 400 || s === 413,
          );
        }
        // Whole bodies whose file name is hostile: never a 5xx, and a refusal writes nothing.
        for (const fileName of [
          ...HOSTILE_TEXT.refused.slice(0, 4),
          ...HOSTILE_TEXT.refused.slice(6, 8),
          'a'.repeat(5000),
          ...HOSTILE_TEXT.tolerated.slice(2),
        ]) {
          await attack(
            failures,
            `file name ${JSON.stringify(fileName).slice(0, 20)}`,
            { ...own, payload: `${part(fileName)}\r\n--${boundary}--\r\n`, contentType },
            (s) => s < 500,
          );
        }
      }
      for (const host of [a.host, operatorHost, mainHost]) {
        for (const token of [a.tokens.ADMIN, operatorToken, undefined]) {
          await attack(failures, 'malformed JSON on every host', {
            method: operation.method,
            url: fill(operation.path, 'bozuk-kimlik'),
            host,
            token,
            payload: '{"kırık": ',
          });
        }
      }
    }
    report('shapes', failures, start);
  }, 120_000);

  it('each body field and query parameter replaced by wrong types, control characters (NUL), lone surrogates, bidi controls, huge, empty, emoji, right-to-left, SQL and HTML text, impossible dates: refused values get 400 (or 413 by size), none a 5xx, no refused write', async () => {
    const failures: string[] = [];
    const start = checks;
    for (const operation of operations.filter((o) => !endsOwnSession(o))) {
      const own = {
        method: operation.method,
        url: fill(operation.path),
        host: homeHost(operation),
        token: ownToken(operation),
      };
      const schema = jsonSchemaOf(operation);
      const sample = sampleBody(operation);
      if (schema && sample) {
        for (const field of fieldsOf(schema, sample)) {
          for (const { value, refused } of hostileValues(field.name, field.schema)) {
            const label = `${field.path.join('.')} = ${JSON.stringify(value).slice(0, 30)}`;
            await attack(
              failures,
              label,
              { ...own, body: withField(sample, field.path, value) },
              refused ? (s) => s === 400 || s === 413 : (s) => s < 500,
            );
          }
        }
      }
      for (const param of operation.parameters.filter((p) => p.in === 'query')) {
        // A lone surrogate cannot be percent-encoded (a URL carries UTF-8 bytes: broken ones decode to U+FFFD).
        for (const value of [...HOSTILE_TEXT.refused.slice(0, 4), '\u202Eters', '\u2067gizli', 'x'.repeat(5000)]) {
          await attack(
            failures,
            `?${param.name}`,
            { ...own, url: `${own.url}?${param.name}=${encodeURIComponent(value)}` },
            (s) => s === 400,
          );
        }
        await attack(
          failures,
          'unknown query parameter',
          { ...own, url: `${own.url}?${param.name}=1&bilinmeyen=1` },
          (s) => s === 400,
        );
      }
    }
    report('fields', failures, start);
  }, 600_000);
});
