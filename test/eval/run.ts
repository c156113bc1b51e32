import type { PersonaJudge } from '../../functions/core/ports.js';
import { OfflinePersonaJudge } from '../../functions/sandbox/judge/offline.js';
import { evaluate, formatReport } from './evaluate.js';

/**
 * `npm run eval`: precision, recall and F1 of the configured judge on the labelled set. Offline by
 * default; Claude when `ANTHROPIC_API_KEY` is set (and `CTP_JUDGE` is not `offline`), with the same
 * model settings as the service (`CTP_JUDGE_FAST_MODEL`, `CTP_JUDGE_STRONG_MODEL`, …).
 */
async function configuredJudge(): Promise<{ judge: PersonaJudge; name: string }> {
  const mode = process.env.CTP_JUDGE ?? 'auto';
  const key = process.env.ANTHROPIC_API_KEY;
  if (mode !== 'offline' && key) {
    const { createAnthropicJudge } = await import('../../functions/adapters/judge/anthropic.js');
    const judge = createAnthropicJudge({
      apiKey: key,
      baseURL: process.env.CTP_ANTHROPIC_BASE_URL,
      ...(process.env.CTP_JUDGE_FAST_MODEL ? { fastModel: process.env.CTP_JUDGE_FAST_MODEL } : {}),
      ...(process.env.CTP_JUDGE_STRONG_MODEL ? { strongModel: process.env.CTP_JUDGE_STRONG_MODEL } : {}),
    });
    return { judge, name: 'anthropic (Claude)' };
  }
  return { judge: new OfflinePersonaJudge(), name: 'offline' };
}

const { judge, name } = await configuredJudge();
const result = await evaluate(judge);
console.log(formatReport(result, name));
