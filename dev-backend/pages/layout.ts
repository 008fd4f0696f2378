import { html } from 'hono/html';

/** The shared look of the stand-in pages: plain, readable, and clearly marked as local development. */
const STYLE = `
  :root { color-scheme: light; --ink: #1d2939; --muted: #667085; --line: #e4e7ec; --accent: #635bff; --ok: #067647; --bad: #b42318; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7f9; }
  header { background: #fff; border-bottom: 1px solid var(--line); padding: 12px 20px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  header strong { font-size: 18px; }
  header span { color: var(--muted); font-size: 13px; }
  main { max-width: 760px; margin: 24px auto; padding: 0 16px; }
  .panel { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 20px; margin-bottom: 16px; }
  h1 { font-size: 24px; margin: 0 0 12px; } h2 { font-size: 18px; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; } th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input, select { width: 100%; padding: 10px; border: 1px solid #d0d5dd; border-radius: 6px; font: inherit; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 16px; align-items: center; }
  button, .button { appearance: none; border: 0; border-radius: 6px; padding: 10px 16px; font: inherit; font-weight: 600; cursor: pointer; background: var(--accent); color: #fff; text-decoration: none; display: inline-block; }
  button.secondary, .button.secondary { background: #fff; color: var(--ink); border: 1px solid #d0d5dd; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #a5a1ff; outline-offset: 2px; }
  .muted { color: var(--muted); font-size: 14px; } .ok { color: var(--ok); } .bad { color: var(--bad); font-weight: 600; }
  .amount { font-size: 28px; font-weight: 700; } pre { white-space: pre-wrap; background: #f2f4f7; padding: 12px; border-radius: 6px; font-size: 13px; }
  code { background: #f2f4f7; padding: 1px 4px; border-radius: 4px; }
`;

export function page(title: string, brand: string, body: unknown) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <header><strong>${brand}</strong><span>Local development stand-in. Nothing here is real.</span></header>
    <main>${body}</main>
  </body>
</html>`;
}

/** Minor units to a display amount: 9900 aud → A$99.00. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export const isoDate = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));
