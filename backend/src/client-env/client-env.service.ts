import { Inject, Injectable } from '@nestjs/common';
import type { ClientEnvResponse } from '@prairieflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { REST_KEYS, type RestKeys } from '../keys/keys';

/** A host header we are willing to echo back as the rest URL's origin. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

@Injectable()
export class ClientEnvService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REST_KEYS) private readonly keys: RestKeys,
  ) {}

  /**
   * Public values only. Without SUPABASE_URL the rest URL is the origin the browser used
   * (localhost and 127.0.0.1 both work, and /rest/v1 stays same-origin); a host header that
   * does not look like a host falls back to PUBLIC_SITE_URL.
   */
  clientEnv(request: { protocol: string; host: string }): ClientEnvResponse {
    const url = this.config.SUPABASE_URL ?? this.requestOrigin(request) ?? new URL(this.config.PUBLIC_SITE_URL).origin;
    return { SUPABASE_URL: url.replace(/\/+$/, ''), SUPABASE_ANON_KEY: this.keys.anonKey };
  }

  private requestOrigin({ protocol, host }: { protocol: string; host: string }): string | null {
    if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host ?? '')) return null;
    return `${protocol}://${host}`;
  }
}
