import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UNPREFIXED_PATHS } from '../../src/create-app.js';

/** Nest keeps a controller's and a handler's path and method under these metadata keys. */
const PATH = 'path';
const METHOD = 'method';

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

const unprefixed = (path: string) => UNPREFIXED_PATHS.some((base) => path === `/${base}` || path.startsWith(`/${base}/`));

/**
 * "METHOD /api/path/:param" for every route of every controller the application has, read from Nest at run time
 * (without the prefix for the paths create-app serves without it).
 */
export function routeTable(app: NestFastifyApplication, prefix = 'api'): string[] {
  const routes = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const controllerPaths = ([] as string[]).concat(Reflect.getMetadata(PATH, controller) ?? '/');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value as object | undefined;
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD, handler) as RequestMethod];
        for (const base of controllerPaths) {
          for (const path of ([] as string[]).concat(Reflect.getMetadata(PATH, handler) ?? '/'))
            routes.add(`${method} ${unprefixed(join(base, path)) ? join(base, path) : join(prefix, base, path)}`);
        }
      }
    }
  }
  return [...routes].sort();
}

/**
 * "METHOD /path" for every route Fastify actually serves (HEAD and OPTIONS left out), read from its printed route tree,
 * so that a route registered outside a Nest controller cannot slip past the table either.
 */
export function servedRoutes(app: NestFastifyApplication): string[] {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents.length = depth;
    const path = parents.join('') + match[2];
    parents.push(match[2]);
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}
