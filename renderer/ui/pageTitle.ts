import { useEffect } from 'react';
import { PAGE_TITLE_SEPARATOR, PRODUCT_NAME } from '../domain/constants.ts';

/** SPEC §2: the most recently set subtitle, then a separator, then the product name; the name alone without one. */
export function formatPageTitle(subtitle: string | undefined): string {
  return subtitle ? `${subtitle}${PAGE_TITLE_SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
}

const subtitles: { id: symbol; subtitle: string }[] = [];

function apply(): void {
  document.title = formatPageTitle(subtitles.at(-1)?.subtitle);
}

/** Sets the page's subtitle while the calling component is mounted; the latest mounted one wins. */
export function usePageTitle(subtitle: string | undefined): void {
  useEffect(() => {
    if (!subtitle) return;
    const entry = { id: Symbol(subtitle), subtitle };
    subtitles.push(entry);
    apply();
    return () => {
      const index = subtitles.findIndex((candidate) => candidate.id === entry.id);
      if (index >= 0) subtitles.splice(index, 1);
      apply();
    };
  }, [subtitle]);
}
