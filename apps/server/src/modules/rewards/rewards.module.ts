import type { ServerModule } from '../../server-module';
import { rewardsAdminRoutes } from './rewards.admin.routes';
import { createRewardsAdmin } from './rewards.admin.service';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService } from './rewards.service';

export const rewardsModule: ServerModule = async (app, { db, services }) => {
  const { audit, catalogue } = services;
  const rewards = createRewardsService(db, { catalogue });
  await app.register(rewardsRoutes, { prefix: '/api', rewards });
  await app.register(rewardsAdminRoutes, {
    prefix: '/api/admin',
    rewardsAdmin: createRewardsAdmin(db, { audit, catalogue, rewards }),
  });
};
