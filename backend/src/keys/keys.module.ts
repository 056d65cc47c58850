import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { REST_KEYS, resolveRestKeys } from './keys';

/** Resolves the JWT secret and anon key once at boot; a bad setting stops the app, naming it. */
@Module({
  providers: [{ provide: REST_KEYS, useFactory: (config: AppConfig) => resolveRestKeys(config), inject: [APP_CONFIG] }],
  exports: [REST_KEYS],
})
export class KeysModule {}
