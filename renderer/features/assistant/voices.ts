/** The voices an owner can choose for Lucy (lucyConfig.assistant.voice); the voice preview speaks each one. */
export const VOICES = [
  { id: 'lucy', label: 'Lucy (recommended)' },
  { id: 'female-1', label: 'Female voice, bright' },
  { id: 'female-2', label: 'Female voice, calm' },
  { id: 'male-1', label: 'Male voice, warm' },
  { id: 'male-2', label: 'Male voice, deep' },
] as const;

/** The choices for a config: the list, plus the config's own voice when it is not one of them. */
export function voiceChoices(current: string): { id: string; label: string }[] {
  const known = VOICES.some((voice) => voice.id === current);
  return known || !current ? [...VOICES] : [...VOICES, { id: current, label: `Current voice (${current})` }];
}
