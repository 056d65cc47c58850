import type { ChatRequest } from '@prairieflow/contracts';
import type { ConversationState } from '../compose/plan';
import type { ScoredPassage } from '../knowledge/passage';
import type { Language } from '../router/language';

/** One visitor message, ready for an engine: validated, as plain text, with retrieved passages. */
export interface ChatTurn {
  request: ChatRequest;
  /** The message as plain text (markup removed). */
  text: string;
  language: Language;
  /** Retrieval results, best first (may be empty). */
  passages: ScoredPassage[];
  /** The embedded engine's composed, grounded answer: upstream engines' model of a good reply and their fallback. */
  draft: string;
  /** What the conversation said before (topic, industry), when anything. */
  memory?: ConversationState;
}

/** Every engine answers one turn with the text the widget shows; upstream ones may throw. */
export interface ChatEngine {
  readonly name: 'embedded' | 'openai' | 'webhook';
  reply(turn: ChatTurn): Promise<string>;
}

/** An upstream engine failed or answered something unusable; the embedded engine takes over. */
export class EngineFailure extends Error {
  constructor(
    readonly engine: string,
    readonly reason: 'timeout' | 'http' | 'garbage' | 'network' | 'unconfigured',
    detail?: string,
  ) {
    super(`${engine} engine ${reason}${detail ? `: ${detail}` : ''}`);
  }
}

/** fetch with a hard deadline: an upstream that hangs must not hold the visitor's request. */
export async function fetchWithTimeout(engine: string, url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new EngineFailure(engine, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', (error as Error).message);
  }
  if (!response.ok) throw new EngineFailure(engine, 'http', String(response.status));
  try {
    const body = await response.text();
    return JSON.parse(body) as unknown;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new EngineFailure(engine, 'timeout');
    throw new EngineFailure(engine, 'garbage', 'body is not JSON');
  }
}

/** A usable answer: a non-empty string of sane length. */
export function usableOutput(engine: string, value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new EngineFailure(engine, 'garbage', 'no output text');
  const text = value.trim();
  if (text.length > 4000) throw new EngineFailure(engine, 'garbage', 'output too long');
  return text;
}
