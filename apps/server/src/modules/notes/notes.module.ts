import type { ServerModule } from '../../server-module';
import { notesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';

export const notesModule: ServerModule = async (app, { db, services }) => {
  await app.register(notesRoutes, {
    prefix: '/api/notes',
    notes: createNotesService(db, { learning: services.learning }),
  });
};
