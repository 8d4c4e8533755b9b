import type {
  AdminActivity,
  AdminBanner,
  adminActivityInputSchema,
  adminBannerInputSchema,
} from '@academy/contracts/home.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { adminResource } from '../../lib/admin-resource';
import { camelKeys, snakeKeys } from '../../lib/case';
import type { AuditService } from '../audit/audit.service';
import { activityStore, bannerStore } from './home.repository';

/** The home page's admin tables: banners and activities, every write audited. */
export function createHomeAdmin(db: Database, audit: AuditService) {
  return {
    banners: adminResource({
      entity: 'banner',
      db,
      audit,
      store: bannerStore,
      present: (row): AdminBanner => snakeKeys(row),
      values: (input: z.output<typeof adminBannerInputSchema>) => camelKeys(input),
    }),
    activities: adminResource({
      entity: 'activity',
      db,
      audit,
      store: activityStore,
      present: (row): AdminActivity => snakeKeys(row),
      values: (input: z.output<typeof adminActivityInputSchema>) => camelKeys(input),
    }),
  };
}

export type HomeAdmin = ReturnType<typeof createHomeAdmin>;
