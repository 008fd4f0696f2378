import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/env.ts';
import { page } from '../pages/layout.ts';

/** Sample calls, so the Call Details link lands on something that looks like its real destination. */
const SAMPLE_CALLS = [
  {
    at: '09:12',
    from: '0412 345 678',
    caller: 'Jordan Lee',
    outcome: 'Message taken: quote for a blocked drain',
  },
  { at: '10:47', from: '02 5550 0199', caller: 'Unknown', outcome: 'Answered FAQ: opening hours' },
  { at: '13:05', from: '0491 570 156', caller: 'Priya Shah', outcome: 'Transferred to the office' },
];

/** /third-party/call-details: the external Call Details page the sidebar links to (SPEC §2 Sidebar). */
export function callDetailsPage(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', (c) =>
    c.html(
      page(
        'Call details',
        'Call details',
        html`<div class="panel"><h1>Today's calls</h1>
          <table><thead><tr><th>Time</th><th>From</th><th>Caller</th><th>What Lucy did</th></tr></thead>
          <tbody>${SAMPLE_CALLS.map((call) => html`<tr><td>${call.at}</td><td>${call.from}</td><td>${call.caller}</td><td>${call.outcome}</td></tr>`)}</tbody></table>
        </div>`,
      ),
    ),
  );
  return routes;
}

/**
 * /ca/*: the separate contact-automation application (SPEC §1). Users with a non-Lucy campaign are sent
 * here; the stand-in shows where they arrived.
 */
export function contactAutomationApp(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/*', (c) =>
    c.html(
      page(
        'Contact automation',
        'Contact automation',
        html`<div class="panel"><h1>Contact automation</h1>
          <p>This is the separate contact-automation application. You arrived at <code>${c.req.path.slice(0, 300)}</code>.</p></div>`,
      ),
    ),
  );
  return routes;
}
