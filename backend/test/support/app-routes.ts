import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface AppRoute {
  method: string;
  /** OpenAPI style (/api/blogs/{slug}), as contracts/ documents it. */
  path: string;
}

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '/']);

/**
 * Every route the app's controllers declare, read from Nest's own metadata the way
 * @nestjs/swagger reads it, and checked against Fastify's router so only served routes count.
 */
export function appRoutes(app: NestFastifyApplication): AppRoute[] {
  const fastify = app.getHttpAdapter().getInstance();
  const scanner = new MetadataScanner();
  const routes: AppRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, object>;
      for (const base of asList(Reflect.getMetadata(PATH_METADATA, metatype))) {
        for (const name of scanner.getAllMethodNames(prototype)) {
          const handler = prototype[name];
          const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
          if (paths === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          for (const sub of asList(paths)) {
            const url = `/${[base, sub]
              .map((p) => p.replace(/^\/+|\/+$/g, ''))
              .filter(Boolean)
              .join('/')}`;
            if (!fastify.hasRoute({ method, url })) throw new Error(`${method} ${url} is declared but not in Fastify's router`);
            routes.push({ method, path: url.replace(/:([A-Za-z0-9_]+)/g, '{$1}') });
          }
        }
      }
    }
  }
  return routes;
}
