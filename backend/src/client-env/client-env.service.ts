import { Inject, Injectable } from '@nestjs/common';
import type { ClientEnvResponse } from '@prairieflow/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { REST_KEYS, type RestKeys } from '../keys/keys';

@Injectable()
export class ClientEnvService {
  private readonly restUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REST_KEYS) private readonly keys: RestKeys,
  ) {
    // From configuration only, never from the request: a Host header echoed here would send the
    // browser's table calls (and its visitor id) wherever a forged or poisoned request said.
    this.restUrl = (config.SUPABASE_URL ?? new URL(config.PUBLIC_SITE_URL).origin).replace(/\/+$/, '');
  }

  /** Public values only: SUPABASE_URL, else the public site's origin (/rest/v1 there). */
  clientEnv(): ClientEnvResponse {
    return { SUPABASE_URL: this.restUrl, SUPABASE_ANON_KEY: this.keys.anonKey };
  }
}
