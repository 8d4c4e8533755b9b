import { publicSettingsResponseSchema } from '@academy/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { cachedForGuests } from '../../plugins/public-cache';
import type { SiteService } from './site.service';

/** `/api/site/*`: the settings the public site shows (support contacts, chat link). */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/settings',
    jsonRoute(['site'], { answer: publicSettingsResponseSchema }, cachedForGuests),
    async () => ok(await site.publicSettings()),
  );
};
