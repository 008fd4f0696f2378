declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** One data-layer event (SPEC §7 "Analytics events are pushed to a data layer with a hashed email and the user id"). */
export interface DataLayerEvent {
  event: 'page_view' | 'user_identified';
  page_path?: string;
  page_location?: string;
  user_id?: string;
  hashed_email?: string;
}

/** The page's data layer, created when the first event arrives (a tag manager may have made it already). */
export function pageDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** SHA-256 of the e-mail as tag managers expect it: trimmed, lower case, hex (WebCrypto). */
export async function hashEmail(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
