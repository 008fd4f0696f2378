import { html } from 'hono/html';

/**
 * A small business website served by the dev backend, so the FAQ import can be tried without the internet:
 * FAQ blocks, a question heading, opening hours, phone, email and address, as real sites have them.
 */
export function sampleWebsite() {
  return html`<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <title>Harbour Plumbing | Sydney plumbers</title>
    <meta name="description" content="Harbour Plumbing fixes leaks, blocked drains and hot water systems across Sydney's north shore." />
    <meta property="og:site_name" content="Harbour Plumbing" />
    <script type="application/ld+json">
      {"@context":"https://schema.org","@type":"FAQPage","mainEntity":[
        {"@type":"Question","name":"Do you do emergency call-outs?","acceptedAnswer":{"@type":"Answer","text":"Yes, 24 hours a day, 7 days a week."}},
        {"@type":"Question","name":"How much is a call-out?","acceptedAnswer":{"@type":"Answer","text":"Our call-out fee is $95, which includes the first 30 minutes of work."}}
      ]}
    </script>
  </head>
  <body>
    <header><h1>Harbour Plumbing</h1><p>Licensed plumbers on Sydney's north shore since 1998.</p></header>
    <main>
      <section>
        <h2>Frequently asked questions</h2>
        <details><summary>Which suburbs do you cover?</summary><p>Everything from North Sydney to Hornsby and across to Manly.</p></details>
        <details><summary>Do you give free quotes?</summary><p>Yes, quotes are free for jobs over $500.</p></details>
        <h3>Can I pay by card?</h3>
        <p>We take Visa, Mastercard and Amex on site, and bank transfer within 7 days.</p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>Opening hours: Monday to Friday 7am to 5pm, Saturday 8am to 12pm.</p>
        <p>Call <a href="tel:+61255500123">02 5550 0123</a> or email <a href="mailto:office@harbourplumbing.example">office@harbourplumbing.example</a>.</p>
        <address>12 Wharf Road, Lavender Bay NSW 2060</address>
      </section>
    </main>
  </body>
</html>`;
}
