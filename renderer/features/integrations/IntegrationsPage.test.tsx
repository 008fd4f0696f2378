import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LucyConfigResponse } from '../../api/schemas/builder.ts';
import { sampleLucyConfig } from '../../api/testing/fakes.ts';
import {
  type Answer,
  CONFIG_PATH,
  json,
  renderIntegrationsPage,
  TEST_WEBHOOK_PATH,
} from './testing/integrationsScreen.tsx';

function configWith(webhookUrl: string, version = 4): LucyConfigResponse {
  return {
    version,
    lucyConfig: sampleLucyConfig((config) => {
      config.messageTaking.webhookUrl = webhookUrl;
    }),
  };
}

const loads = (config: LucyConfigResponse | null): Record<string, Answer> => ({
  [`GET ${CONFIG_PATH}`]: () => (config ? json(config) : json({ message: 'No config' }, 404)),
});

const field = () => screen.getByRole('textbox', { name: 'Webhook URL' });

describe('integrations page', () => {
  it('shows the saved webhook and that it is connected', async () => {
    await renderIntegrationsPage(loads(configWith('https://hooks.example.com/lucy')));
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(field()).toHaveValue('https://hooks.example.com/lucy');
    expect(screen.getByRole('button', { name: 'Save webhook' })).toBeDisabled();
  });

  it('saves a new address into the config, with the revision it was read at (SPEC §7)', async () => {
    const { requests } = await renderIntegrationsPage({
      ...loads(configWith('')),
      [`PUT ${CONFIG_PATH}`]: async (request) => {
        const body = (await request.json()) as { lucyConfig: LucyConfigResponse['lucyConfig'] };
        return json({ lucyConfig: body.lucyConfig, version: 5 });
      },
    });
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    await userEvent.type(field(), 'https://hooks.example.com/new');
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText('Webhook saved')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    const put = requests.find((request) => request.key === `PUT ${CONFIG_PATH}`);
    const expected = configWith('https://hooks.example.com/new');
    expect(put?.body).toEqual({ lucyConfig: expected.lucyConfig, version: 4 });
  });

  it('refuses an address that is not a full web address, focusing the field', async () => {
    const { requests } = await renderIntegrationsPage(loads(configWith('')));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Webhook URL' }), 'hooks.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the full address of your webhook, starting with https://'),
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(requests.map((request) => request.key)).toEqual([`GET ${CONFIG_PATH}`]);
  });

  it.each([
    [
      { delivered: true, statusCode: 200 },
      'Test message delivered',
      "Your webhook accepted Lucy's sample message (HTTP 200).",
    ],
    [{ delivered: false, statusCode: 500 }, 'Your webhook refused the test message', 'It answered HTTP 500.'],
    [
      { delivered: false, statusCode: 0 },
      'Lucy could not reach your webhook',
      'Nothing answered at this address',
    ],
  ])('SPEC §7 test-webhook: shows what the test found (%j)', async (result, title, detail) => {
    const { requests } = await renderIntegrationsPage({
      ...loads(configWith('https://hooks.example.com/lucy')),
      [`POST ${TEST_WEBHOOK_PATH}`]: () => json(result),
    });
    await screen.findByText('Connected');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    const alert = await screen.findByText(title);
    expect(alert.closest('[role]')).toHaveTextContent(detail);
    expect(requests.at(-1)).toEqual({
      key: `POST ${TEST_WEBHOOK_PATH}`,
      body: { url: 'https://hooks.example.com/lucy' },
    });
  });

  it("a test the service refuses shows the service's reason", async () => {
    await renderIntegrationsPage({
      ...loads(configWith('')),
      [`POST ${TEST_WEBHOOK_PATH}`]: () => json({ message: 'The webhook URL must be public.' }, 400),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Webhook URL' }),
      'http://localhost:9/hook',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('The webhook URL must be public.')).toBeInTheDocument();
  });

  it('a save over a newer revision asks as the editor does, keeps the address, and saves it over the latest', async () => {
    let version = 4;
    const { requests } = await renderIntegrationsPage({
      [`GET ${CONFIG_PATH}`]: () => json(configWith('', version)),
      [`PUT ${CONFIG_PATH}`]: async (request) => {
        const body = (await request.json()) as {
          lucyConfig: LucyConfigResponse['lucyConfig'];
          version: number;
        };
        if (body.version !== version) return json({ message: 'The config changed.' }, 409);
        return json({ lucyConfig: body.lucyConfig, version: version + 1 });
      },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Webhook URL' }),
      'https://hooks.example.com/a',
    );
    version = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucy’s settings were changed somewhere else' });
    expect(field()).toHaveValue('https://hooks.example.com/a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field()).toHaveValue('https://hooks.example.com/a');
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save mine over them' }),
    );
    expect(await screen.findByText('Webhook saved')).toBeInTheDocument();
    expect(field()).toHaveValue('https://hooks.example.com/a');
    // The latest revision is read before the address is saved over it.
    expect(requests.filter((request) => request.key.startsWith('GET'))).toHaveLength(2);
    expect(
      requests
        .filter((request) => request.key.startsWith('PUT'))
        .map((request) => (request.body as { version: number }).version),
    ).toEqual([4, 4, 5]);
  });

  it('after a stale save, loading the latest settings shows their address instead', async () => {
    let saved = '';
    await renderIntegrationsPage({
      [`GET ${CONFIG_PATH}`]: () => json(configWith(saved, saved ? 5 : 4)),
      [`PUT ${CONFIG_PATH}`]: () => json({ message: 'The config changed.' }, 409),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Webhook URL' }),
      'https://hooks.example.com/a',
    );
    saved = 'https://hooks.example.com/theirs';
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucy’s settings were changed somewhere else' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load the latest settings' }));
    await waitFor(() => expect(field()).toHaveValue('https://hooks.example.com/theirs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed save keeps the address and says what to do', async () => {
    await renderIntegrationsPage({
      ...loads(configWith('')),
      [`PUT ${CONFIG_PATH}`]: () => json({ message: 'Down' }, 503),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Webhook URL' }),
      'https://hooks.example.com/a',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    const alert = (await screen.findByText('Your webhook was not saved')).closest('[role]') as HTMLElement;
    expect(within(alert).getByText(/save again/)).toBeInTheDocument();
    expect(field()).toHaveValue('https://hooks.example.com/a');
  });

  it('removes the webhook', async () => {
    const { requests } = await renderIntegrationsPage({
      ...loads(configWith('https://hooks.example.com/lucy')),
      [`PUT ${CONFIG_PATH}`]: async (request) => {
        const body = (await request.json()) as { lucyConfig: LucyConfigResponse['lucyConfig'] };
        return json({ lucyConfig: body.lucyConfig, version: 5 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove webhook' }));
    expect(await screen.findByText('Webhook removed')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(requests.at(-1)?.body).toMatchObject({ lucyConfig: { messageTaking: { webhookUrl: '' } } });
  });

  it('without a Lucy config, points to Lucy Settings first', async () => {
    await renderIntegrationsPage(loads(null));
    expect(await screen.findByText('Set up Lucy first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Lucy Settings' })).toHaveAttribute(
      'href',
      '/settings/lucy',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('when the config cannot be loaded, offers to try again', async () => {
    let fail = true;
    await renderIntegrationsPage({
      [`GET ${CONFIG_PATH}`]: () => (fail ? json({ message: 'Down' }, 503) : json(configWith(''))),
    });
    expect(await screen.findByText('Your integrations could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Webhook URL' })).toBeInTheDocument();
  });
});
