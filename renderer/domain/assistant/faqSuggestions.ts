/**
 * The website FAQ import suggests questions one by one; a suggestion the owner already has (the
 * same question, whatever its case, spacing or closing punctuation) is not worth adding twice.
 */
function comparable(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '');
}

export function isKnownQuestion(existing: readonly { question: string }[], question: string): boolean {
  return knownQuestions(existing)(question);
}

/** Reads the owner's questions once, to check many suggestions against them. */
export function knownQuestions(existing: readonly { question: string }[]): (question: string) => boolean {
  const known = new Set(existing.map((item) => comparable(item.question)));
  return (question) => {
    const wanted = comparable(question);
    return wanted !== '' && known.has(wanted);
  };
}
