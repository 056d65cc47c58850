import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { type ChatEngine, type ChatTurn, EngineFailure, fetchWithTimeout, usableOutput } from './chat-engine';

/**
 * Forwards the spec's payload to an n8n-style webhook and returns its `output`. n8n's
 * "Respond to Webhook" node answers `{ output }` or, with "all items", `[{ output }]`.
 */
@Injectable()
export class WebhookEngine implements ChatEngine {
  readonly name = 'webhook' as const;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async reply(turn: ChatTurn): Promise<string> {
    const url = this.config.CHAT_WEBHOOK_URL;
    if (!url) throw new EngineFailure(this.name, 'unconfigured', 'CHAT_WEBHOOK_URL is not set');
    const { message, userEmail, sessionId, visitorId, source } = turn.request;
    const data = await fetchWithTimeout(
      this.name,
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ message, userEmail, sessionId, visitorId, source }),
      },
      this.config.CHAT_TIMEOUT_MS,
    );
    const item: unknown = Array.isArray(data) ? data[0] : data;
    return usableOutput(this.name, (item as { output?: unknown } | null)?.output);
  }
}
