import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { loadUserProfile } from '../users';
import { fail } from '../../platform/errors';
import { updateProfileBody, updateProfileResponse } from '@paydos/contract/profile';
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
        response: { 200: updateProfileResponse },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      await updateMyProfile(app.db, auth, request.body, request.now);
      const user = await loadUserProfile(app.db, auth, auth.userId, request.now);
      if (!user) throw fail.notFound();
      return { user, message: 'Profil bilgileriniz kaydedildi' };
    },
  );
};
