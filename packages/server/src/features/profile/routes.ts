import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, userAuth } from '../../platform/access';
import { userSchema } from '../auth';
import { loadUserProfile } from '../users';
import { fail } from '../../platform/errors';
import { updateProfileBody } from './schemas';
import { updateMyProfile } from './update-profile';

/** My profile: everyone edits their own personal details; the answer is the refreshed `/auth/me` user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/users/me',
    {
      config: { access: access.user() },
      schema: {
        tags: ['profile'],
        summary: 'Update my personal details',
        body: updateProfileBody,
        response: { 200: z.object({ user: userSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      await updateMyProfile(app.db, auth, request.body);
      const user = await loadUserProfile(app.db, auth, auth.userId);
      if (!user) throw fail.notFound();
      return { user, message: 'Profil bilgileriniz kaydedildi' };
    },
  );
};
