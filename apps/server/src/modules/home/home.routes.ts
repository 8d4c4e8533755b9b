import {
  activityListResponseSchema,
  activityQuerySchema,
  bannerListResponseSchema,
} from '@academy/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCachedRead } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import type { HomeService } from './home.service';

/** `/api/banner/lists` and `/api/activities/lists`: what the home page shows. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  const tags = ['home'];

  app.get('/banner/lists', guestCachedRead(tags, { answer: bannerListResponseSchema }), async () =>
    ok({ list: await home.banners() }),
  );

  app.get(
    '/activities/lists',
    guestCachedRead(tags, { querystring: activityQuerySchema, answer: activityListResponseSchema }),
    async (request) => ok(await home.activities(request.query.page, request.query.limit)),
  );
};
