import { spawn } from 'node:child_process';
import type { LucyConfig, VoicePreview } from '../../renderer/api/schemas/builder.ts';
import { ApiError } from '../http/errors.ts';
import { greetingFor } from './greeting.ts';

/**
 * An espeak-ng variant for a voice name: names like `en-AU-female-2` or `male-1` pick that kind and number;
 * `lucy` is Lucy's own; anything else gets a female voice chosen by the name, so a voice always sounds the same.
 */
const FEMALE = ['f1', 'f2', 'f3', 'f4', 'f5'];
const MALE = ['m1', 'm2', 'm3', 'm4', 'm5'];

/** Languages espeak-ng 1.51 speaks (by primary subtag); Chinese is its `cmn`. Others fall back to English. */
const ESPEAK_LANGUAGES = new Set(
  'af am ar bg bn bs ca cs cy da de el eo es et eu fa fi fr ga gd gu he hi hr hu hy id is it ja ka kk kn ko ky la lt lv mi mk ml mr ms mt my nb ne nl pa pl pt ro ru si sk sl sq sr sv sw ta te th tr uk ur uz vi'.split(
    ' ',
  ),
);

/** espeak-ng's accent for the language Lucy greets in; English of AU and NZ sounds closest as en-gb. */
function espeakLanguage(tag: string | undefined): string {
  const [language = 'en', region = ''] = (tag ?? 'en-AU').toLowerCase().split('-');
  if (language === 'en') return region === 'us' || region === 'ca' ? 'en-us' : 'en-gb';
  if (language === 'zh') return 'cmn';
  return ESPEAK_LANGUAGES.has(language) ? language : 'en-gb';
}

function variantFor(voice: string): string {
  const name = voice.trim().toLowerCase();
  if (name === 'lucy') return 'f3';
  const kind = /(?:^|[^a-z])(female|male)(?:[^a-z]|$)/.exec(name)?.[1];
  const number = Number(/(\d+)\s*$/.exec(name)?.[1] ?? Number.NaN);
  const variants = kind === 'male' ? MALE : FEMALE;
  if (kind && Number.isInteger(number) && number >= 1)
    return variants[(number - 1) % variants.length] ?? 'f3';
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return variants[hash % variants.length] ?? 'f3';
}

export const ESPEAK_MISSING =
  'The voice preview needs espeak-ng, which is not installed here. Install it with "apt-get install espeak-ng" (.ci/run does).';

/** Runs espeak-ng and collects the WAV it writes to stdout. */
function speak(text: string, voice: string, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['--stdout', '-v', voice, '-s', '160'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new ApiError(503, 'tts_unavailable', ESPEAK_MISSING) : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const audio = Buffer.concat(chunks);
      if (code === 0 && audio.length > 44) resolve(audio);
      else
        reject(
          new ApiError(
            502,
            'tts_failed',
            `The voice could not be rendered${stderr ? `: ${stderr.trim().slice(0, 200)}` : '.'}`,
          ),
        );
    });
    child.stdin.on('error', () => {});
    child.stdin.end(text);
  });
}

/** POST .../lucy/tts-preview: the greeting, spoken in the chosen voice, as WAV audio (base64). */
export async function voicePreview(config: LucyConfig, timeoutMs: number): Promise<VoicePreview> {
  const voice = `${espeakLanguage(config.languages[0])}+${variantFor(config.assistant.voice)}`;
  const audio = await speak(greetingFor(config), voice, timeoutMs);
  return { contentType: 'audio/wav', audio: audio.toString('base64') };
}
