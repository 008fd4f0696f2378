import type { Services } from '../services.ts';

export interface WaitlistEntry {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  country: string | null;
  source: 'signup' | 'sso' | 'setup';
}

/** Records someone Lucy cannot serve yet, and tells them so by e-mail when the address is known. */
export function joinWaitlist(services: Services, entry: WaitlistEntry): void {
  services.db.run(
    `INSERT INTO waitlist (email, first_name, last_name, phone_number, country, source, joined_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    entry.email,
    entry.firstName,
    entry.lastName,
    entry.phoneNumber,
    entry.country,
    entry.source,
    services.now(),
  );
  if (entry.email) {
    services.mailbox.send({
      to: entry.email,
      kind: 'waitlist',
      subject: "You're on the Lucy waitlist",
      text: `Hi${entry.firstName ? ` ${entry.firstName}` : ''},\n\nLucy is only available in Australia, the US, Canada and the UK for now. We will e-mail you as soon as Lucy is available where you are.`,
      link: null,
    });
  }
}
