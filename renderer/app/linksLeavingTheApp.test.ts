import { describe, expect, it } from 'vitest';
import {
  devEnvironment,
  localEnvironment,
  productionEnvironments,
  qaEnvironments,
  reviewEnvironment,
} from '../domain/environment/environments.ts';
import { telUri } from '../domain/forwarding/dial.ts';
import { vetExternalUrl } from '../domain/links/vetting.ts';
import { externalLinks } from '../domain/links/websiteLinks.ts';
import { SUPPORT_EMAIL } from '../domain/supportContact.ts';

/**
 * Every address a screen can send someone to outside the app passes the one vetting rule
 * (renderer/domain/links/vetting.ts) that the web platform, the desktop preload side and the main process
 * apply. A link that failed it would do nothing on desktop, so a new screen link must be added here and there.
 */
const deployed = { localDevelopment: false };
const deployedEnvironments = [
  devEnvironment(),
  ...qaEnvironments(),
  ...productionEnvironments(),
  reviewEnvironment('42'),
];

describe('links the renderer opens pass the vetting rules', () => {
  it.each(Object.entries(externalLinks))('website page %s', (_name, url) => {
    expect(vetExternalUrl(url, deployed)?.href).toBe(url);
  });

  it.each(deployedEnvironments.map((environment) => [environment.name, environment.callDetailsUrl]))(
    'Call Details of %s',
    (_name, url) => {
      expect(vetExternalUrl(url, deployed)).not.toBeNull();
    },
  );

  it('Call Details of local development, on the dev backend, only in local development', () => {
    const { callDetailsUrl } = localEnvironment('http://localhost:5173', 'http://localhost:8787');
    expect(vetExternalUrl(callDetailsUrl, { localDevelopment: true })).not.toBeNull();
    expect(vetExternalUrl(callDetailsUrl, deployed)).toBeNull();
  });

  it('the support address and numbers to dial (forwarding codes, carriers, the Lucy number)', () => {
    expect(vetExternalUrl(`mailto:${SUPPORT_EMAIL}`, deployed)).not.toBeNull();
    for (const number of ['+61390001234', '**21*0390001234#', '*004*+61390001234#', '#21#']) {
      expect(vetExternalUrl(telUri(number), deployed), number).not.toBeNull();
    }
  });
});
