import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Nest keeps a controller's and a handler's path and method under these metadata keys. */
const PATH = 'path';
const METHOD = 'method';

const join = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/** "METHOD /api/path/:param" for every route of every controller the application has, read from Nest at run time. */
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
          for (const path of ([] as string[]).concat(Reflect.getMetadata(PATH, handler) ?? '/')) routes.add(`${method} ${join(prefix, base, path)}`);
        }
      }
    }
  }
  return [...routes].sort();
}
