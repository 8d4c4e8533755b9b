import type { ServerModule } from '../../server-module';
import { learnerRoutes } from './learner.routes';
import { createLearnerService } from './learner.service';
import { learningAdminRoutes } from './learning.admin.routes';
import { createLearningAdmin } from './learning.admin.service';
import { learningRoutes } from './learning.routes';

export const learningModule: ServerModule = async (app, { db, services }) => {
  const { learning, audit, catalogue } = services;
  await app.register(learningRoutes, { prefix: '/api/content', learning });
  await app.register(learnerRoutes, { prefix: '/api', learner: createLearnerService(db) });
  await app.register(learningAdminRoutes, {
    prefix: '/api/admin',
    learningAdmin: createLearningAdmin(db, { audit, catalogue }),
  });
};
