/**
 * The business name a new assistant starts with (SPEC §3 assistant.businessName): the organisation's name,
 * unless that is the owner's own. Sign-up asks for a person's names and no business name (SPEC §3 signup
 * payload), so an organisation made by sign-up bears its owner's name, and Lucy would greet callers with it
 * ("thanks for calling Mia Nguyen"): then the owner is asked instead, the field starting empty. Without the
 * owner's first name (SPEC §3 user status) nothing says whose name it is, and the organisation's is kept.
 */
export function startingBusinessName(organisationName: string, ownerFirstName: string | undefined): string {
  const normalise = (name: string) => name.trim().toLocaleLowerCase().split(/\s+/).join(' ');
  const owner = normalise(ownerFirstName ?? '');
  const organisation = normalise(organisationName);
  const ownersName = owner !== '' && (organisation === owner || organisation.startsWith(`${owner} `));
  return ownersName ? '' : organisationName;
}
