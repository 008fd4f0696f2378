import type { Carrier } from '../carriers/types.ts';

/**
 * How carrier names are compared when the owner types one: case, accents, spaces and punctuation do not
 * count, so "att" finds AT&T, "tmobile" finds T-Mobile and "videotron" would find Vidéotron.
 */
export function carrierSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Each word of a name onwards, as search keys: "Metro by T-Mobile" is found by "metro", "by t" or "mobile". */
function wordStarts(name: string): string[] {
  const words = name.split(/[\s-]+/);
  return words.map((_word, index) => carrierSearchKey(words.slice(index).join(' ')));
}

/**
 * The carriers with a word starting what the owner typed, in the list's order; all of them for no text.
 * Matching from word starts keeps "tmobile" from finding Mint Mobile.
 */
export function searchCarriers(carriers: readonly Carrier[], query: string): readonly Carrier[] {
  const key = carrierSearchKey(query);
  if (!key) return carriers;
  return carriers.filter((carrier) => wordStarts(carrier.name).some((start) => start.startsWith(key)));
}

/**
 * The listed carrier an owner meant when they typed its name as "other", so they get its own instructions
 * rather than the general ones.
 */
export function listedCarrierNamed(carriers: readonly Carrier[], typed: string): Carrier | undefined {
  const key = carrierSearchKey(typed);
  return key ? carriers.find((carrier) => carrierSearchKey(carrier.name) === key) : undefined;
}

/** A carrier's initials, shown where it has no logo: the first letters of its first two words. */
export function carrierInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const [first = '', second] = words;
  const initials = second ? `${first[0]}${second[0]}` : first.slice(0, 2);
  return initials.toUpperCase();
}
