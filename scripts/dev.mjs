import { spawn } from 'node:child_process';

// API with reload on 8080 and Vite's dev server on 5173 (proxying /api to the API).
const children = [
  // A person reads this log: coloured lines unless LOG_FORMAT says otherwise.
  spawn('npx', ['tsx', 'watch', 'api/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
