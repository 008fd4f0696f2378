import type { EnvironmentName } from './types.ts';

const regionLabels: Record<string, string> = { au: 'AU', us: 'US' };

/** How the About entry names an environment, so staff can tell support which one they use. */
export function environmentLabel(name: EnvironmentName): string {
  if (name === 'local') return 'Local development';
  if (name === 'dev') return 'Development';
  const review = /^review-(.+)$/.exec(name);
  if (review) return `Review ${review[1]}`;
  const [stage, region = ''] = name.split('-');
  return `${stage === 'prod' ? 'Production' : 'QA'} (${regionLabels[region] ?? region.toUpperCase()})`;
}
