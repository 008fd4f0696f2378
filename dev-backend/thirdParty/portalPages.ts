import { Hono } from 'hono';
import { html } from 'hono/html';
import { subscriptionView } from '../billing/subscriptions.ts';
import type { AppEnv } from '../http/env.ts';
import { isoDate, page } from '../pages/layout.ts';
import type { Services } from '../services.ts';

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
};

/**
 * /third-party/billing-portal/{id}: the customer portal. Owners see their plans, fix a failed payment, cancel
 * at the end of the period or keep a plan set to cancel, then return to the app.
 */
export function portalPages(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:id', (c) => {
    const session = services.payments.portal(c.req.param('id').slice(0, 128));
    const organisation = services.accounts.organisation(session.organisation_id);
    const subscriptions = services.billing.list(session.organisation_id).filter((row) => row.type === 'paid');
    const current = services.billing.hasRunningPaidPlan(session.organisation_id)
      ? services.billing.subscriptions.latestPaid(session.organisation_id)
      : undefined;
    return c.html(
      page(
        'Billing',
        'Customer portal',
        html`<div class="panel">
            <p class="muted">${organisation?.name ?? ''}</p>
            <h1>Your plans</h1>
            <table>
              <thead><tr><th>Plan</th><th>Status</th><th>Started</th><th>Renews or ends</th></tr></thead>
              <tbody>
                ${subscriptions.map((row) => {
                  const view = subscriptionView(row);
                  const end = row.cancel_at_period_end
                    ? `Ends ${isoDate(row.current_period_end)}`
                    : isoDate(row.current_period_end);
                  return html`<tr><td>${view.productTier}, ${view.billingPeriod}</td><td>${STATUS_WORDS[view.status] ?? view.status}</td>
                    <td>${isoDate(row.created_at)}</td><td>${row.status === 'canceled' ? isoDate(row.canceled_at) : end}</td></tr>`;
                })}
              </tbody>
            </table>
          </div>
          <div class="panel">
            <h2>Manage</h2>
            <div class="actions">
              ${current?.status === 'past_due' ? html`<form method="post" action="${services.addresses.billingPortal}/${session.id}/update-payment-method"><button type="submit">Update payment method</button></form>` : ''}
              ${current && !current.cancel_at_period_end ? html`<form method="post" action="${services.addresses.billingPortal}/${session.id}/cancel"><button type="submit" class="secondary">Cancel plan</button></form>` : ''}
              ${current?.cancel_at_period_end ? html`<form method="post" action="${services.addresses.billingPortal}/${session.id}/renew"><button type="submit">Keep plan</button></form>` : ''}
              <a class="button secondary" href="${session.return_url}">Return to Lucy</a>
            </div>
          </div>`,
      ),
    );
  });

  const actions = {
    'update-payment-method': (organisationId: string) => services.billing.settlePayment(organisationId),
    cancel: (organisationId: string) => services.billing.cancel(organisationId),
    renew: (organisationId: string) => services.billing.revertCancellation(organisationId),
  };
  for (const [action, run] of Object.entries(actions)) {
    routes.post(`/:id/${action}`, (c) => {
      const session = services.payments.portal(c.req.param('id').slice(0, 128));
      run(session.organisation_id);
      return c.redirect(`${services.addresses.billingPortal}/${session.id}`, 303);
    });
  }

  return routes;
}
