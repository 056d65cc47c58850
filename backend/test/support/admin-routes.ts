import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** `METHOD /path/{param}` of every controller route under a prefix, read from Nest's metadata. */
export function appRoutesUnder(app: NestFastifyApplication, prefix: string): string[] {
  const scanner = new MetadataScanner();
  const found: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const prototype = metatype.prototype as Record<string, object>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const paths = Reflect.getMetadata(PATH_METADATA, prototype[name]) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, prototype[name]) as number];
        // A handler may answer several paths (`@Post(['contact', 'fr/contact'])`).
        for (const sub of [paths].flat()) {
          const url = `/${[base, sub]
            .map((p) => p.replace(/^\/+|\/+$/g, ''))
            .filter(Boolean)
            .join('/')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          if (url.startsWith(prefix)) found.push(`${method} ${url}`);
        }
      }
    }
  }
  return found;
}
