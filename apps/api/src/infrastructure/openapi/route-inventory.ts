import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ApplicationConfig, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { PathsExplorer } from '@nestjs/core/router/paths-explorer.js';
import type { Module } from '@nestjs/core/injector/module.js';
import { ZodPipe } from '../http/zod.pipe.js';

/** One input of a route and the schema it is validated with, when a pipe or Nest's `schema` option gives one. */
export interface RouteInput {
  in: 'body' | 'query' | 'path';
  /** `@Query('year')`: one named value; absent: the whole body, query or set of path parameters. */
  name?: string;
  schema?: object;
}

/**
 * How routes say who may call them: the guards of a required and of an optional session, and the
 * metadata key of the roles a route or its controller admits. The sessions module owns these; the
 * app hands them over where it is composed, so that infrastructure imports no module.
 */
export interface RouteAccess {
  sessionGuard: object;
  optionalSessionGuard: object;
  rolesKey: string;
}

/** A route as Nest registered it, with what the API document needs to know about it. */
export interface RouteInfo {
  method: string;
  /** Express form: `/api/users/:id`. */
  path: string;
  tag: string;
  operationId: string;
  inputs: RouteInput[];
  session: 'required' | 'optional' | 'none';
  roles: string[] | null;
  status: number;
}

const INPUT_KINDS: Partial<Record<RouteParamtypes, RouteInput['in']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

type ArgMetadata = { index: number; data?: string; pipes?: unknown[]; schema?: object };

const joinPath = (...parts: string[]): string => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? ['/'] : Array.isArray(value) ? value : [value]);

/** `AccountsModule` -> `accounts`; the root module's own controllers go by their name (`HealthController` -> `health`). */
const tagOf = (module: Module, controller: Type): string => {
  const name = module.metatype.name.endsWith('Module') && module.metatype.name !== 'AppModule' ? module.metatype.name : controller.name;
  return name.replace(/(Module|Controller)$/, '').replace(/^./, (c) => c.toLowerCase());
};

/** The schema a pipe validates with: a ZodPipe given as an instance, or as a class Nest made (with its injections). */
const schemaOfPipes = (pipes: unknown[] = [], module: Module): object | undefined => {
  for (const pipe of pipes) {
    const instance = typeof pipe === 'function' ? module.injectables.get(pipe as Type)?.instance : pipe;
    if (instance instanceof ZodPipe) return instance.schema;
  }
  return undefined;
};

const inputsOf = (controller: Type, methodName: string, module: Module): RouteInput[] => {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, ArgMetadata>;
  return Object.entries(args)
    .map(([key, arg]) => ({ kind: INPUT_KINDS[Number(key.split(':')[0]) as RouteParamtypes], arg }))
    .filter((entry): entry is { kind: RouteInput['in']; arg: ArgMetadata } => entry.kind !== undefined)
    .sort((a, b) => a.arg.index - b.arg.index)
    .map(({ kind, arg }) => ({
      in: kind,
      ...(arg.data ? { name: arg.data } : {}),
      ...(() => {
        const schema = arg.schema ?? schemaOfPipes(arg.pipes, module);
        return schema ? { schema } : {};
      })(),
    }));
};

const guardsOf = (...targets: object[]): unknown[] => targets.flatMap((t) => (Reflect.getMetadata(GUARDS_METADATA, t) as unknown[] | undefined) ?? []);

/** Every HTTP route of the app, read from Nest's own metadata: what is registered is what is documented. */
export const routeInventory = (app: INestApplication, access: RouteAccess): RouteInfo[] => {
  const prefix = app.get(ApplicationConfig).getGlobalPrefix();
  const explorer = new PathsExplorer(new MetadataScanner());
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      if (!wrapper.instance || !controller) continue;
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, object>;
      for (const route of explorer.scanForPaths(wrapper.instance)) {
        const handler = prototype[route.methodName]!;
        const guards = guardsOf(controller, handler);
        const method = RequestMethod[route.requestMethod].toLowerCase();
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of route.path) {
            routes.push({
              method,
              path: joinPath(prefix, base, path),
              tag: tagOf(module, controller),
              operationId: `${controller.name.replace(/Controller$/, '')}_${route.methodName}`,
              inputs: inputsOf(controller, route.methodName, module),
              session: guards.includes(access.sessionGuard) ? 'required' : guards.includes(access.optionalSessionGuard) ? 'optional' : 'none',
              roles: (Reflect.getMetadata(access.rolesKey, handler) ?? Reflect.getMetadata(access.rolesKey, controller) ?? null) as string[] | null,
              status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200),
            });
          }
        }
      }
    }
  }
  return routes;
};
