import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { LOCAL_GOOGLE_CLIENT_ID } from '../addresses.ts';
import { readBody, readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { emailField, requiredText, text } from '../http/fields.ts';
import { requireAppRedirect } from '../http/origins.ts';
import { requireEmail } from '../identity/rules.ts';
import { page } from '../pages/layout.ts';
import type { Services } from '../services.ts';
import { script } from './assets.ts';

const newAccountBody = z.object({
  email: emailField,
  givenName: requiredText(100),
  familyName: text(100).default(''),
});
const credentialBody = z.object({ client_id: requiredText(256), email: emailField });

/** /third-party/gsi: the Google Identity Services script and the account chooser's calls. */
export function googleRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/client', (c) => script(c, 'gsi.js'));

  routes.get('/accounts', (c) =>
    c.json({
      accounts: services.google.list().map((account) => ({
        email: account.email,
        givenName: account.given_name,
        familyName: account.family_name,
      })),
    }),
  );

  routes.post('/accounts', async (c) => {
    const body = await readBody(c, newAccountBody);
    const account = services.google.add(
      requireEmail(body.email),
      body.givenName.trim(),
      body.familyName.trim(),
    );
    return c.json(
      { email: account.email, givenName: account.given_name, familyName: account.family_name },
      201,
    );
  });

  /** Google answers an unknown client id with "Error 401: invalid_client"; so does the stand-in. */
  routes.post('/credential', async (c) => {
    const body = await readBody(c, credentialBody);
    if (body.client_id !== LOCAL_GOOGLE_CLIENT_ID) {
      throw new ApiError(
        401,
        'invalid_client',
        `The OAuth client was not found (${body.client_id.slice(0, 80)}).`,
      );
    }
    const account = services.google.byEmail(body.email);
    if (!account) throw notFound('No such Google account here: add it with "Use another account".');
    return c.json({ credential: await services.google.credentialFor(account, body.client_id) });
  });

  routes.get('/certs', (c) => c.json({ keys: [services.keys.google.publicJwk] }));

  return routes;
}

const authorizeQuery = z.object({
  connection: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must name a connection'),
  redirect_uri: requiredText(2048),
  state: text(512).default(''),
});
const authorizeForm = authorizeQuery.extend({ email: emailField });

/**
 * /third-party/sso: a single sign-on provider. Its sign-in page lists the people it knows; choosing one
 * redirects to the app with a one-time code, which the app exchanges at POST /identity/login/callback.
 */
export function ssoRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/authorize', (c) => {
    const query = readQuery(c, authorizeQuery);
    let redirect: string;
    try {
      redirect = requireAppRedirect(query.redirect_uri, 'redirect_uri', services.options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A person's browser is on this page: it says why it stops, as a provider's sign-in page would.
      return c.html(
        page(
          'Sign-in cannot continue',
          'Single sign-on',
          html`<div class="panel">
            <h1>This sign-in cannot continue</h1>
            <p class="bad">${error.message}</p>
            <p class="muted">Start again from the app's sign-in page.</p>
          </div>`,
        ),
        400,
      );
    }
    const people = services.google.list();
    return c.html(
      page(
        `Sign in with ${query.connection}`,
        'Single sign-on',
        html`<div class="panel">
          <h1>Sign in to ${query.connection}</h1>
          <p class="muted">You will return to ${new URL(redirect).origin}.</p>
          ${people.map(
            (person) => html`<form method="post" action="authorize">
              <input type="hidden" name="connection" value="${query.connection}" />
              <input type="hidden" name="redirect_uri" value="${redirect}" />
              <input type="hidden" name="state" value="${query.state}" />
              <input type="hidden" name="email" value="${person.email}" />
              <div class="actions"><button type="submit">Continue as ${person.given_name} ${person.family_name}</button>
              <span class="muted">${person.email}</span></div>
            </form>`,
          )}
        </div>`,
      ),
    );
  });

  routes.post('/authorize', async (c) => {
    const form = await readBody(c, authorizeForm, ['form']);
    const redirect = new URL(requireAppRedirect(form.redirect_uri, 'redirect_uri', services.options));
    const code = services.sso.issue(form.connection, form.state, requireEmail(form.email));
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', form.state);
    return c.redirect(redirect.href, 303);
  });

  return routes;
}
