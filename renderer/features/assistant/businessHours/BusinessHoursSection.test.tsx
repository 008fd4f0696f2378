import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessHoursConfig, LucyConfig } from '../../../api/schemas/builder.ts';
import { newBusinessHours } from '../../../domain/assistant/businessHours.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import {
  type Answer,
  json,
  lucy,
  renderLucySettings,
  savedConfig,
  savesAs,
} from '../testing/assistantScreen.tsx';

const CONFIG = `GET ${lucy('/config')}`;
const SAVE = `PUT ${lucy('/config')}`;

const hours = (changes: Partial<BusinessHoursConfig> = {}): BusinessHoursConfig => ({
  ...newBusinessHours('AU', 'Australia/Perth'),
  ...changes,
});
const withHours = (value: BusinessHoursConfig | undefined) => ({ ...savedConfig(), businessHours: value });

async function show(answers: Record<string, Answer>, flags?: Partial<EnvironmentFlags>) {
  return renderLucySettings(answers, undefined, flags);
}

const hoursSection = () => screen.getByRole('region', { name: 'Business hours' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('business hours with the flag off: the editor as it was', () => {
  it('shows no hours, and saves the hours the service keeps untouched', async () => {
    const kept = hours({ holidays: ['2026-12-25'] });
    const { sent, saved } = await show(
      { [CONFIG]: json({ lucyConfig: withHours(kept), version: 3 }), [SAVE]: savesAs(4) },
      { businessHours: false },
    );
    expect(screen.queryByRole('region', { name: 'Business hours' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), ' Co');
    await save();
    await waitFor(() => expect(sent(SAVE)).toHaveLength(1));
    expect(saved().lucyConfig.businessHours).toEqual(kept);
  });
});

describe('business hours with the flag on', () => {
  it('without hours, says Lucy answers at all hours; setting them starts from weekdays 9 to 5', async () => {
    const { sent, saved } = await show({
      [CONFIG]: json({ lucyConfig: savedConfig(), version: 3 }),
      [SAVE]: savesAs(4),
    });
    expect(
      within(hoursSection()).getByText('Lucy answers every call the same way, day and night.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set business hours' }));

    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Australia/Sydney');
    expect(screen.getByTestId('glance-saturday')).toHaveTextContent('Closed');
    expect(screen.getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    await save();
    await waitFor(() => expect(sent(SAVE)).toHaveLength(1));
    expect(saved().lucyConfig.businessHours).toEqual(newBusinessHours('AU', 'Australia/Sydney'));
  });

  it('shows the saved week at a glance, with a lunch break and a zone of the country', async () => {
    const week = {
      ...hours().week,
      friday: [
        { opens: '08:00', closes: '12:00' },
        { opens: '13:00', closes: '16:00' },
      ],
    };
    await show({ [CONFIG]: json({ lucyConfig: withHours(hours({ week })), version: 3 }) });
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Australia/Perth');
    expect(screen.getByTestId('glance-friday').textContent).toMatch(/8:00.*12:00.*1:00.*4:00/);
    expect(screen.getByLabelText('Friday closes (2)')).toHaveValue('16:00');
    expect(screen.getByRole('checkbox', { name: 'Open on Sunday' })).not.toBeChecked();
  });

  it('refuses hours that close before they open or overlap, and holidays twice: told where, nothing sent', async () => {
    const { sent } = await show({
      [CONFIG]: json({ lucyConfig: withHours(hours()), version: 3 }),
      [SAVE]: savesAs(4),
    });
    const closes = screen.getByLabelText('Monday closes');
    await userEvent.clear(closes);
    await userEvent.type(closes, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const second = screen.getByLabelText('Tuesday opens (2)');
    await userEvent.clear(second);
    await userEvent.type(second, '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add a holiday' }));
    await userEvent.type(screen.getByLabelText('Holiday 1'), '2026-12-25');
    await userEvent.click(screen.getByRole('button', { name: 'Add a holiday' }));
    await userEvent.type(screen.getByLabelText('Holiday 2'), '2026-12-25');
    await save();

    const mondayCloses = screen.getByLabelText('Monday closes');
    expect(mondayCloses).toHaveAccessibleDescription('The closing time must be after the opening time');
    expect(mondayCloses).toHaveFocus();
    expect(screen.getByLabelText('Tuesday opens (2)')).toHaveAccessibleDescription(
      'These hours overlap another time on the same day: change or remove one',
    );
    expect(screen.getByLabelText('Holiday 2')).toHaveAccessibleDescription(
      'This date is already in the list: remove one',
    );
    expect(screen.getByLabelText('Holiday 2')).toHaveValue('2026-12-25');
    expect(sent(SAVE)).toHaveLength(0);
  });

  it('removing the hours saves the config without them', async () => {
    const { sent, saved } = await show({
      [CONFIG]: json({ lucyConfig: withHours(hours()), version: 3 }),
      [SAVE]: savesAs(4),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove business hours' }));
    await save();
    await waitFor(() => expect(sent(SAVE)).toHaveLength(1));
    expect(saved().lucyConfig).not.toHaveProperty('businessHours');
  });
});

describe('a builder API that does not keep business hours yet', () => {
  async function setHoursAndSave(answer: Answer) {
    const screenState = await show({
      [CONFIG]: json({ lucyConfig: savedConfig(), version: 3 }),
      [SAVE]: answer,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Set business hours' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Saturday' }));
    await save();
    return screenState;
  }

  it('refusing the field (400 naming it): the rest is saved as before, the hours stay on screen, the owner is told', async () => {
    const { sent, saved } = await setHoursAndSave(async (request) => {
      const { lucyConfig } = (await request.json()) as { lucyConfig: LucyConfig };
      return 'businessHours' in lucyConfig
        ? Response.json(
            { message: 'Invalid request body: lucyConfig: Unrecognized key: "businessHours"' },
            { status: 400 },
          )
        : Response.json({ lucyConfig, version: 4 });
    });
    expect(await screen.findByText('Your business hours are not saved yet')).toBeVisible();
    expect(sent(SAVE)).toHaveLength(2);
    expect(saved(1).lucyConfig).toEqual(savedConfig());
    expect(screen.getByRole('checkbox', { name: 'Open on Saturday' })).toBeChecked();
    expect(screen.queryByText(/Lucy’s settings were not saved/)).not.toBeInTheDocument();
  });

  it('dropping the field from its answer: the owner is told, and the hours are not sent again', async () => {
    let version = 3;
    const { sent, saved } = await setHoursAndSave(async (request) => {
      const { lucyConfig } = (await request.json()) as { lucyConfig: LucyConfig };
      const { businessHours: _dropped, ...kept } = lucyConfig;
      version += 1;
      return Response.json({ lucyConfig: kept, version });
    });
    expect(await screen.findByText('Your business hours are not saved yet')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), ' Co');
    await save();
    await waitFor(() => expect(sent(SAVE)).toHaveLength(2));
    expect(saved(1).lucyConfig).not.toHaveProperty('businessHours');
  });

  it('a refusal of one of the hours’ values is not taken for a service without hours', async () => {
    const { sent } = await setHoursAndSave(
      json(
        { message: 'Invalid request body: lucyConfig.businessHours.week.saturday.0.closes: must be later' },
        400,
      ),
    );
    expect(await screen.findByText(/Lucy’s settings were not saved/)).toBeVisible();
    expect(sent(SAVE)).toHaveLength(1);
    expect(screen.queryByText('Your business hours are not saved yet')).not.toBeInTheDocument();
  });
});
