import type { ServerModule } from '../../server-module';
import { questionsRoutes } from './questions.routes';
import { createQuestionsService } from './questions.service';

export const questionsModule: ServerModule = async (app, { db, services }) => {
  const { learning, catalogue, audit } = services;
  await app.register(questionsRoutes, {
    prefix: '/api/questions',
    questions: createQuestionsService(db, { learning, catalogue, audit }),
  });
};
