import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Button } from '../ui/Button.tsx';
import {
  keepEditsAcrossHydration,
  matchesPrerendered,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_VARIES_ATTRIBUTE,
  restoreEditsMadeBeforeHydration,
} from './prerendered.ts';

function Form({
  onSubmit,
}: {
  onSubmit: (values: { name: string; agreed: boolean; country: string }) => void;
}) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [country, setCountry] = useState('AU');
  useEffect(() => void restoreEditsMadeBeforeHydration(), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, agreed, country });
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="Country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="AU">Australia</option>
        <option value="GB">United Kingdom</option>
      </select>
      <Button type="submit">Send</Button>
    </form>
  );
}

test('what was typed into the pre-rendered page before the script is in the app after hydration', async () => {
  const submitted: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={() => {}} />);
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  // Before the app is there, the form cannot be sent.
  expect(button.disabled).toBe(true);

  (container.querySelector('input[aria-label=Name]') as HTMLInputElement).value = 'Ada';
  (container.querySelector('input[aria-label=Agree]') as HTMLInputElement).checked = true;
  (container.querySelector('select') as HTMLSelectElement).value = 'GB';
  keepEditsAcrossHydration(container);
  await act(async () => {
    hydrateRoot(container, <Form onSubmit={(values) => submitted.push(values)} />);
  });
  await expect.poll(() => button.disabled).toBe(false);
  await act(async () => button.click());
  expect(submitted).toEqual([{ name: 'Ada', agreed: true, country: 'GB' }]);
  container.remove();
});

test('the pre-rendered markup is hydrated only at its route, and not with a parameter that changes it', () => {
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_ATTRIBUTE, '/reset');
  container.setAttribute(PRERENDERED_VARIES_ATTRIBUTE, 'verificationToken');
  expect(matchesPrerendered(container, { pathname: '/reset', search: '' })).toBe(true);
  expect(matchesPrerendered(container, { pathname: '/reset', search: '?redirect=/settings' })).toBe(true);
  expect(matchesPrerendered(container, { pathname: '/reset', search: '?verificationToken=abc' })).toBe(false);
  expect(matchesPrerendered(container, { pathname: '/signin', search: '' })).toBe(false);
});
