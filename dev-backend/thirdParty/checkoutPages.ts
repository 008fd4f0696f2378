import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { CheckoutSessionRow } from '../billing/paymentSessions.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { text } from '../http/fields.ts';
import { money, page } from '../pages/layout.ts';
import type { Services } from '../services.ts';

/** Stripe's test card that is always declined; any other number pays. */
export const DECLINED_CARD = '4000000000000002';
const TEST_CARD = '4242 4242 4242 4242';

const payForm = z.object({ cardNumber: text(32).default(TEST_CARD), name: text(200).default('') });

/** Where the payment provider sends the user back, with Stripe's {CHECKOUT_SESSION_ID} filled in. */
function returnUrl(template: string, sessionId: string): string {
  return template
    .replaceAll('{CHECKOUT_SESSION_ID}', sessionId)
    .replaceAll('%7BCHECKOUT_SESSION_ID%7D', sessionId);
}

/**
 * /third-party/checkout/{id}: the payment page a checkout session sends the user to. Paying creates the
 * subscription and returns to the app's success address; cancelling returns to its cancel address.
 */
export function checkoutPages(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  function organisationOf(session: CheckoutSessionRow) {
    const organisation = services.accounts.organisation(session.organisation_id);
    if (!organisation) throw notFound('The organisation of this checkout no longer exists.');
    return organisation;
  }

  /** Form actions are absolute: the declined page is shown at …/{id}/pay, where a relative one would miss. */
  function render(id: string, problem?: string) {
    const session = services.payments.checkout(id);
    const organisation = organisationOf(session);
    const summary = services.payments.summary(id, organisation.country);
    const plan = `Lucy ${session.product_tier[0]?.toUpperCase()}${session.product_tier.slice(1)}, billed ${session.billing_period}`;
    if (session.status !== 'open') {
      return page(
        'Checkout',
        'Payments',
        html`<div class="panel"><h1>This checkout is ${session.status === 'complete' ? 'complete' : 'no longer open'}</h1>
          <div class="actions"><a class="button" href="${session.status === 'complete' ? returnUrl(session.success_url, id) : session.cancel_url}">Return to Lucy</a></div></div>`,
      );
    }
    return page(
      'Checkout',
      'Payments',
      html`<div class="panel">
          <p class="muted">${organisation.name}</p>
          <h1>${plan}</h1>
          <p class="amount">${money(summary.amountDue, summary.currency)}
            <span class="muted">per ${session.billing_period === 'monthly' ? 'month' : 'year'}</span></p>
          ${summary.percentOff ? html`<p class="ok">Promo code ${session.promo_code}: ${summary.percentOff}% off ${money(summary.amount, summary.currency)}</p>` : ''}
        </div>
        <form class="panel" method="post" action="${services.addresses.checkout}/${id}/pay">
          <h2>Pay with card</h2>
          ${problem ? html`<p class="bad" role="alert">${problem}</p>` : ''}
          <label for="cardNumber">Card number</label>
          <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" value="${TEST_CARD}" />
          <p class="muted">Test cards: any number pays; 4000 0000 0000 0002 is declined.</p>
          <label for="name">Name on card</label>
          <input id="name" name="name" autocomplete="off" />
          <div class="actions">
            <button type="submit">Pay ${money(summary.amountDue, summary.currency)}</button>
            <button type="submit" class="secondary" formaction="${services.addresses.checkout}/${id}/cancel">Cancel and return to Lucy</button>
          </div>
        </form>`,
    );
  }

  // Never kept by the browser: Back from the app after paying asks again, and finds the checkout complete
  // instead of the payment form it showed before.
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.get('/:id', (c) => c.html(render(c.req.param('id').slice(0, 128))));

  routes.post('/:id/pay', async (c) => {
    const id = c.req.param('id').slice(0, 128);
    const form = await readBody(c, payForm, ['form']);
    if (form.cardNumber.replace(/\D/g, '') === DECLINED_CARD)
      return c.html(render(id, 'Your card was declined.'), 402);
    const session = services.payments.checkout(id);
    services.payments.completeCheckout(id, organisationOf(session));
    return c.redirect(returnUrl(session.success_url, id), 303);
  });

  // A form left open in another tab, or kept by the browser, may cancel a checkout already paid: the owner
  // has a plan then, so they go where paying goes (on to the forwarding guide), not back to the plans.
  routes.post('/:id/cancel', (c) => {
    const id = c.req.param('id').slice(0, 128);
    const session = services.payments.abandonCheckout(id);
    return c.redirect(
      session.status === 'complete' ? returnUrl(session.success_url, id) : session.cancel_url,
      303,
    );
  });

  return routes;
}
