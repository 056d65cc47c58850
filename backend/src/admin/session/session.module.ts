import { Module } from '@nestjs/common';
import { SessionController } from './session.controller';
import { SignInService } from './sign-in.service';

@Module({ controllers: [SessionController], providers: [SignInService] })
export class SessionModule {}
