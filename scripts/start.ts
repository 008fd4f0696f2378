/**
 * `npm start [-- --reset]`: runs the whole product locally: the dev backend (identity, gateway, builder
 * and third-party stand-ins, README "Dev backend") and the web app on Vite. Each is a child process;
 * stopping this script (Ctrl-C) stops them all, and if one exits the others are stopped too.
 *
 * PORT moves the dev backend (default 8787); the web app is told where it is through VITE_LUCY_DEV_BACKEND.
 * Arguments are passed on to the dev backend (`--reset` reseeds its database).
 */
import { type ChildProcess, spawn } from 'node:child_process';

interface Service {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const WEB_ORIGIN = 'http://localhost:5173';
const backendPort = process.env.PORT ?? '8787';
const backendOrigin = process.env.LUCY_DEV_BACKEND_ORIGIN ?? `http://localhost:${backendPort}`;

const services: Service[] = [
  {
    name: 'dev-backend',
    command: 'node',
    args: ['dev-backend/main.ts', '--allow-local-samples', ...process.argv.slice(2)],
    env: { PORT: backendPort, LUCY_APP_ORIGIN: process.env.LUCY_APP_ORIGIN ?? WEB_ORIGIN },
  },
  {
    name: 'web',
    command: 'vite',
    args: ['--config', 'web/vite.config.ts'],
    env: { VITE_LUCY_DEV_BACKEND: process.env.VITE_LUCY_DEV_BACKEND ?? backendOrigin },
  },
];

const children: ChildProcess[] = services.map((service) => {
  const child = spawn(service.command, service.args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, ...service.env },
  });
  child.on('exit', (code) => {
    console.log(`[start] ${service.name} exited with ${code ?? 'a signal'}; stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(`[start] Lucy web app: ${WEB_ORIGIN}`);
console.log(
  `[start] Dev backend: ${backendOrigin} (seeded accounts are listed as it starts; mailbox ${backendOrigin}/dev/mailbox/view)`,
);
