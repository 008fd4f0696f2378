import type { CarrierRegion } from '../../domain/carriers/types.ts';

/** A region as it reads in a sentence: "carriers in the UK". */
export const REGION_NAMES: Readonly<Record<CarrierRegion, string>> = {
  AU: 'Australia',
  US: 'the US',
  CA: 'Canada',
  UK: 'the UK',
};
