import { type ChatRequest, type ChatResponse, emailField } from '@prairieflow/contracts';
import { api } from '~/lib/api-client';

/**
 * One call to POST /api/chatbot-webhook. Spec section 7: the answer is `output`; a failed call
 * and an answer without output both count as "no output" (undefined).
 */
export async function askAssistant(request: ChatRequest): Promise<string | undefined> {
  try {
    const data = await api.post<Partial<ChatResponse> | undefined>('/api/chatbot-webhook', request);
    return typeof data?.output === 'string' && data.output.trim() ? data.output : undefined;
  } catch {
    return undefined;
  }
}

const SIMPLE_EMAIL = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"']+/;

/** Spec section 5: an address found with a simple pattern, kept only if the API would accept it. */
export function findEmail(text: string): string | undefined {
  const match = SIMPLE_EMAIL.exec(text)?.[0].replace(/[.!?]+$/, '');
  return match && emailField.safeParse(match).success ? match : undefined;
}
