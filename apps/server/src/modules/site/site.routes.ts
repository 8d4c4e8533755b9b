import { publicSettingsResponseSchema } from '@academy/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCachedRead } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import type { SiteService } from './site.service';

/** `/api/site/*`: the settings the public site shows (support contacts, chat link). */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/settings',
    guestCachedRead(['site'], { answer: publicSettingsResponseSchema }),
    async () => ok(await site.publicSettings()),
  );
};
