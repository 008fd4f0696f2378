/**
 * `npm start`: runs the whole product locally. Each service is a child process; stopping this script
 * (Ctrl-C) stops them all, and if one exits the others are stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';

interface Service {
  name: string;
  command: string;
  args: string[];
}

const services: Service[] = [{ name: 'web', command: 'vite', args: ['--config', 'web/vite.config.ts'] }];

const children: ChildProcess[] = services.map((service) => {
  const child = spawn(service.command, service.args, { stdio: 'inherit', shell: false });
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

console.log('[start] Lucy web app: http://localhost:5173');
