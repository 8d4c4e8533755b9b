// Development: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api and /media to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/web' }),
];

const stopAll = () => {
  for (const child of processes) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of processes) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
