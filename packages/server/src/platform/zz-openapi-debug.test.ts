import { it } from 'vitest';
import { mainHost, request } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { registerOpenApiRoute } from './openapi';
const ctx = useTestApp();
it('debug', async () => {
  const r = await request(ctx.app, mainHost, 'GET', '/api/openapi.json');
  console.log('STATUS', r.statusCode, r.body.slice(0, 500));
  ctx.app.addHook('onError', async (_req, _rep, err) => { console.log('ONERROR', err); });
});
