import { describe, expect, it } from 'vitest';
import { namePlanSettings, settingsBeyond, settingsInUse, tierIncluding } from './planSettings.ts';

const config = (transfer: boolean, webhookUrl: string, languages: string[]) => ({
  skills: { transfer: { enabled: transfer } },
  messageTaking: { webhookUrl },
  languages,
});

describe('settings only some plans include', () => {
  it('finds the ones a config has on: transfers, a webhook, more than one language', () => {
    expect(settingsInUse(config(false, ' ', ['en-AU']))).toEqual([]);
    expect(settingsInUse(config(true, 'https://crm.example', ['en-AU', 'vi']))).toEqual([
      'transfer',
      'webhook',
      'languages',
    ]);
  });

  it('the plan cards’ Business features are beyond Free and Professional, not Business', () => {
    const all = settingsInUse(config(true, 'https://crm.example', ['en-AU', 'vi']));
    expect(settingsBeyond('free', all)).toEqual(all);
    expect(settingsBeyond('professional', all)).toEqual(all);
    expect(settingsBeyond('business', all)).toEqual([]);
    expect(tierIncluding('transfer')).toBe('business');
  });

  it('judges by another table when one is given', () => {
    const byTier = { free: [], professional: ['transfer' as const], business: ['transfer' as const] };
    expect(settingsBeyond('professional', ['transfer', 'webhook'], byTier)).toEqual(['webhook']);
    expect(tierIncluding('transfer', byTier)).toBe('professional');
  });

  it('names them in a sentence', () => {
    expect(namePlanSettings(['transfer'])).toBe('call transfers');
    expect(namePlanSettings(['transfer', 'webhook', 'languages'])).toBe(
      'call transfers, messages to a webhook and more than one language',
    );
  });
});
