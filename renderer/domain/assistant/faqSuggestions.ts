/**
 * The website FAQ import (issue 8) suggests questions one by one; a suggestion the owner already has (the
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
  const wanted = comparable(question);
  return wanted !== '' && existing.some((item) => comparable(item.question) === wanted);
}
