import type { ServerModule } from '../../server-module';
import { createCourseInsights } from '../learning/course-insights.service';
import { createLessonEdits } from '../learning/lesson-edits.service';
import { createQuestionsService } from '../questions/questions.service';
import { teachingRoutes } from './teaching.routes';
import { createTeachingService } from './teaching.service';

export const teachingModule: ServerModule = async (app, { db, storage, services }) => {
  await app.register(teachingRoutes, {
    prefix: '/api/teach',
    teaching: createTeachingService(db, {
      audit: services.audit,
      insights: createCourseInsights(db),
      edits: createLessonEdits(),
      questions: createQuestionsService(db, {
        learning: services.learning,
        catalogue: services.catalogue,
        audit: services.audit,
      }),
    }),
    storage,
  });
};
