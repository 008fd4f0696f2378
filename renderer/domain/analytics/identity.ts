import { identifiesToSessionRecorder } from '../access/paths.ts';
import { analyticsPersonProperties, isStaffEmail } from '../token.ts';

/** The signed-in client as analytics identifies them (SPEC §3 user info, and the token). */
export interface AnalyticsPerson {
  /** SPEC §3 "User info": clientInfo.id. */
  clientId: string;
  email: string;
  /** The token's org_id; empty for a user without an organisation yet. */
  organisationId: string;
  /** The token's region. */
  region: string;
}

/** What an identify call sends: the distinct id and the person properties to set. */
export interface AnalyticsIdentity {
  distinctId: string;
  properties: Record<string, string>;
}

/**
 * Ids that stand for "no id": what a template, an unset variable or a serialised nothing leaves behind.
 * Identifying with one would merge every person who has it into one (SPEC §5).
 */
const PLACEHOLDER_IDS: ReadonlySet<string> = new Set([
  '',
  'undefined',
  'null',
  'nan',
  'none',
  'nil',
  '0',
  'anonymous',
  'guest',
  'unknown',
  'not_authenticated',
  'distinct_id',
  'distinctid',
  'user_id',
  'userid',
  'id',
  'email',
  'true',
  'false',
  '[object object]',
  '00000000-0000-0000-0000-000000000000',
]);

/** SPEC §5: analytics identify rejects a placeholder id string. */
export function isPlaceholderAnalyticsId(id: string): boolean {
  const normalised = id.trim().toLowerCase();
  return (
    PLACEHOLDER_IDS.has(normalised) ||
    /^\{\{.*\}\}$|^\$\{.*\}$|^<.*>$|^%.*%$/.test(normalised) ||
    /^0+(-0+)*$/.test(normalised)
  );
}

/**
 * SPEC §1, §5, §6: who analytics is told the signed-in client is. A customer is identified by their client id
 * with their e-mail, organisation and region; staff (the company e-mail domain) send only their e-mail, which is
 * then their id too. Undefined when the customer's id is a placeholder: they stay anonymous rather than be merged
 * with everyone else who has it.
 */
export function analyticsIdentity(person: AnalyticsPerson): AnalyticsIdentity | undefined {
  if (isStaffEmail(person.email)) return { distinctId: person.email, properties: { email: person.email } };
  if (isPlaceholderAnalyticsId(person.clientId)) return undefined;
  const properties: Record<string, string> = { email: person.email, region: person.region };
  if (person.organisationId) properties.organisationId = person.organisationId;
  return { distinctId: person.clientId, properties };
}

/**
 * SPEC §2: on the session-recording paths the user's e-mail and first name are sent to the recorder (staff:
 * the e-mail only, SPEC §1); elsewhere nothing more than the identity. Undefined when there is nothing to send.
 */
export function sessionRecordingProperties(
  /** The e-mail, and the first name of SPEC §3 "User status (clientInfo)". */
  person: { email: string; firstName: string },
  pathname: string,
): Record<string, string> | undefined {
  if (!identifiesToSessionRecorder(pathname)) return undefined;
  return analyticsPersonProperties({ email: person.email, firstName: person.firstName });
}
