/** A service's 400 answer naming the fields it refused, read so a form can mark them in plain words. */

/** "must be at most 2000 characters" and the like, said to an owner. */
export function plainProblem(problem: string): string {
  const tooLong = /must be at most (\d+) characters/.exec(problem);
  if (tooLong) return `Use at most ${Number(tooLong[1]).toLocaleString('en')} characters`;
  if (/too big|too many/i.test(problem)) return 'There are too many of these';
  if (/is required/.test(problem)) return 'This cannot be blank';
  const trimmed = problem.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
}

/**
 * The "path: problem" pairs of a service's 400 answer ("Invalid request body: lucyConfig.skills.faq.
 * questions.3.answer: must be at most 2000 characters; ..."), as the service names them.
 */
export function refusalParts(message: string): { path: string[]; problem: string }[] {
  const body = message.replace(/^Invalid [^:]*:\s*/, '');
  return body
    .split('; ')
    .map((part) => /^([\w.]+): (.+)$/.exec(part.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ path: (match[1] ?? '').split('.'), problem: match[2] ?? '' }));
}
