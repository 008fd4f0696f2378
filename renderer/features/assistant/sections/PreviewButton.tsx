import type { ReactNode } from 'react';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import type { PreviewRequest } from '../../../data/mutations.ts';
import { Button } from '../../../ui/Button.tsx';

/**
 * Asks for a preview (the greeting's words, or its sound) of the config as edited; `previewKey` names that
 * edit, so the preview can say when the settings have changed since.
 */
export function PreviewButton({
  preview,
  configToPreview,
  previewKey,
  children,
}: {
  preview: { isPending: boolean; mutate(request: PreviewRequest): void };
  configToPreview: () => LucyConfig;
  previewKey: string;
  children: ReactNode;
}) {
  return (
    // The two previews sit side by side (stacked on a phone): each button fills its column, so they match.
    <Button
      variant="secondary"
      block
      loading={preview.isPending}
      onClick={() => preview.mutate({ config: configToPreview(), key: previewKey })}
    >
      {children}
    </Button>
  );
}
