import { Module } from '@nestjs/common';
import { KeysModule } from '../keys/keys.module';
import { ClientEnvController } from './client-env.controller';
import { ClientEnvService } from './client-env.service';

@Module({ imports: [KeysModule], controllers: [ClientEnvController], providers: [ClientEnvService] })
export class ClientEnvModule {}
