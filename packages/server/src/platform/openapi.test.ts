import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let paths: Record<
  string,
  Record<
    string,
    {
      requestBody?: {
        content: Record<
          string,
          { schema: { properties?: Record<string, { type?: string; format?: string; items?: { format?: string } }> } }
        >;
      };
      'x-access'?: unknown;
      security?: unknown;
    }
  >
>;

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await request(ctx.app, mainHost, 'GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  paths = response.json().paths;
});
afterAll(() => ctx.close());

describe('the OpenAPI document (GET /api/openapi.json) declares every request body, multipart included', () => {
  it('onboarding completion: the wizard payload as JSON, or multipart with the JSON in `data` and the files as `files`', () => {
    const content = paths['/api/onboarding/complete']!.post!.requestBody!.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['multipart/form-data']!.schema.properties).toMatchObject({
      data: { type: 'string' },
      files: { type: 'array', items: { format: 'binary' } },
    });
    expect(Object.keys(content['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['firstName', 'companyName', 'subdomain', 'staffMembers']),
    );
  });

  it('logo upload: one binary part `logo`', () => {
    const content = paths['/api/admin/organizations/upload-logo']!.post!.requestBody!.content;
    expect(content['multipart/form-data']!.schema.properties).toEqual({ logo: { type: 'string', format: 'binary' } });
  });

  it('data upload (product §7): one binary part `file`, the spec’s optional organizationId, ADMIN only', () => {
    const operation = paths['/api/data-upload/upload']!.post!;
    expect(operation.requestBody!.content['multipart/form-data']!.schema.properties).toMatchObject({
      file: { type: 'string', format: 'binary' },
      organizationId: { type: 'string' },
    });
    expect(operation['x-access']).toEqual({ auth: 'user', sites: ['organization'], roles: ['ADMIN'] });
  });

  it("every operation carries its access rule (x-access) and sessions' routes the bearer scheme", () => {
    expect(paths['/api/admin/organizations/my']!.put!['x-access']).toEqual({
      auth: 'user',
      sites: ['organization'],
      roles: ['ADMIN'],
    });
    expect(paths['/api/admin/organizations/my']!.put!.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/onboarding/status/{id}']!.get!.security).toEqual([{ bearer: [] }]);
  });
});
