import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrors } from '../domain/validation/issues.ts';
import { TextField } from './Field.tsx';
import { useForm } from './useForm.ts';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name cannot be blank')),
  people: z.array(z.object({ phone: z.string().check(z.regex(/^\d+$/, 'Digits only')) })),
});

interface Props {
  send(values: z.infer<typeof schema>): Promise<void>;
  live?: boolean;
  asyncCheck?: boolean;
  refusal?: Record<string, string>;
}

function PeopleForm({ send, live, asyncCheck, refusal }: Props) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const values = () => ({ name, people: [{ phone }] });
  const form = useForm({
    check: asyncCheck ? async () => schema.safeParse(values()) : () => schema.safeParse(values()),
    live,
  });
  return (
    <form
      {...form.formProps}
      onSubmit={form.onSubmit(async (data) => {
        await send(data);
        if (refusal) form.showRefused(refusal);
      })}
      aria-label="People"
    >
      <TextField
        label="Name"
        value={name}
        error={form.errors.name}
        onChange={(event) => {
          setName(event.target.value);
          if (!live) form.clear('name');
        }}
      />
      <TextField
        label="Phone"
        value={phone}
        error={form.errors['people.0.phone']}
        onChange={(event) => {
          setPhone(event.target.value);
          if (!live) form.clear('people.0.phone');
        }}
      />
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

describe('useForm (the one form hook)', () => {
  it('keys each field’s first error by the schema’s path', () => {
    expect(
      fieldErrors([
        { path: ['people', 2, 'phone'], message: 'Digits only' },
        { path: ['people', 2, 'phone'], message: 'Too long' },
        { path: [], message: 'Whole form' },
      ]),
    ).toEqual({ 'people.2.phone': 'Digits only', '': 'Whole form' });
  });

  it.each([false, true])(
    'shows the schema’s messages and focuses the first invalid field, sending nothing (async check: %s)',
    async (asyncCheck) => {
      const send = vi.fn(async () => {});
      render(<PeopleForm send={send} asyncCheck={asyncCheck} />);
      await userEvent.type(screen.getByLabelText('Phone'), 'x1');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Name cannot be blank')).toBeInTheDocument();
      expect(screen.getByText('Digits only')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('focuses the first invalid field in the form’s order, not the first checked', async () => {
    render(<PeopleForm send={vi.fn(async () => {})} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.queryByText('Name cannot be blank')).not.toBeInTheDocument();
  });

  it('clears a field’s error when it is edited, and keeps the others', async () => {
    render(<PeopleForm send={vi.fn(async () => {})} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name cannot be blank')).not.toBeInTheDocument();
    expect(screen.getByText('Digits only')).toBeInTheDocument();
  });

  it('sends the parsed values once, submitting meanwhile', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PeopleForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone'), '0412');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);

    expect(save).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', people: [{ phone: '0412' }] });
    finish();
    await vi.waitFor(() => expect(save).toBeEnabled());
  });

  it('marks and focuses the fields a service refused, until the owner edits them', async () => {
    render(
      <PeopleForm send={vi.fn(async () => {})} refusal={{ 'people.0.phone': 'Invalid phone number' }} />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Phone'), '0412');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Phone'), '5');
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
  });

  it('live: after a refused submit, each fixed field loses its error as it is typed', async () => {
    render(<PeopleForm send={vi.fn(async () => {})} live />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Digits only')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone'), '04');
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone'), 'x');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(screen.getByText('Name cannot be blank')).toBeInTheDocument();
  });

  it('a part of a larger form is checked and sent on its own, its first invalid field focused', async () => {
    const search = vi.fn();
    const submitOuter = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Outer() {
      const [website, setWebsite] = useState('');
      const part = useForm({
        check: () =>
          z.object({ website: z.string().check(z.minLength(1, 'Enter a website')) }).safeParse({ website }),
      });
      return (
        <form aria-label="Settings" onSubmit={submitOuter}>
          <TextField label="Business" defaultValue="" />
          <div {...part.partProps}>
            <TextField
              label="Website"
              value={website}
              error={part.errors.website}
              onChange={(event) => {
                setWebsite(event.target.value);
                part.clear('website');
              }}
            />
            <button type="button" onClick={() => part.submit((data) => search(data))}>
              Find
            </button>
          </div>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Outer />);
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByLabelText('Website')).toHaveFocus();
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Enter a website');
    await userEvent.type(screen.getByLabelText('Website'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(search).toHaveBeenCalledWith({ website: 'example.com' });
    expect(submitOuter).not.toHaveBeenCalled();
  });
});
