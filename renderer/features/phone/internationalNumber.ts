/**
 * A number typed in international form (`+64 21 123 4567`, `0064 21 ...`) as the E.164 string the identity
 * service takes. Only used for numbers from countries Lucy does not serve, which the domain's phone rules
 * recognise by their calling code but do not parse (SPEC §5 covers AU, US, GB and CA).
 */
export function internationalNumber(typed: string): string {
  return `+${typed.replace(/\D/g, '').replace(/^00/, '')}`;
}
