import { html } from 'hono/html';
import { SEED_PASSWORD, SHARED_EMAIL, seedAccounts } from '../seed/accounts.ts';
import type { Services } from '../services.ts';
import { page } from './layout.ts';

/** GET /: what runs here and who can sign in, for someone who opened the backend's address. */
export function indexPage(services: Services) {
  const { addresses } = services;
  const services_ = [
    ['Identity service', addresses.identity],
    ['Gateway', addresses.gateway],
    ['Builder API', `${addresses.builder}/builder-api`],
    ['Human check (Turnstile)', addresses.humanCheckScript],
    ['Google sign-in', addresses.googleScript],
    [
      'Single sign-on',
      `${addresses.sso}/authorize?connection=dev&redirect_uri=${encodeURIComponent(services.options.appOrigin)}`,
    ],
    ['Analytics ingest', addresses.analytics],
    ['Call Details', addresses.callDetails],
    ['Contact automation', addresses.contactAutomation],
    ['Dev mailbox', addresses.mailboxPage],
  ];
  return page(
    'Lucy dev backend',
    'Lucy dev backend',
    html`<div class="panel"><h1>Lucy dev backend</h1>
        <p>Stands in for the identity service, the gateway, the builder API and the third parties. The web app is at
        <a href="${services.options.appOrigin}">${services.options.appOrigin}</a>.</p>
        <table><tbody>${services_.map(([name, url]) => html`<tr><td>${name}</td><td><a href="${url}">${url}</a></td></tr>`)}</tbody></table></div>
      <div class="panel"><h2>Seeded accounts</h2><p>Password for all: <code>${SEED_PASSWORD}</code></p>
        <table><thead><tr><th>Account</th><th>Shows</th><th>Signing in lands</th></tr></thead><tbody>${seedAccounts.map((account) => html`<tr><td>${account.email}</td><td>${account.shows}</td><td>${account.lands}</td></tr>`)}
          <tr><td>${SHARED_EMAIL}</td><td>Two accounts share this e-mail: multiple-user-match</td><td>stays on /signin: whom to contact</td></tr></tbody></table></div>`,
  );
}
