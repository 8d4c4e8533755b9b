// The database thread run from source (tests, `npm run dev`): tsx compiles pglite-worker.ts on
// the fly. The build bundles that file as dist/pglite-worker.js instead, which needs no loader.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
