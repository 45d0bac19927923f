import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** A SCIM body that is not JSON: handed to the controller, which answers it in SCIM's error schema. */
export class MalformedScimBody {
  constructor(readonly reason: string) {}
}

/**
 * Parses `application/scim+json` like any JSON body (prototype poisoning refused). Directories also send the type
 * on GET and DELETE without a body.
 */
@Injectable()
export class ScimBodyParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/scim+json')) return;
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      parseJson(request, body as string, (error, value) => done(null, error ? new MalformedScimBody(error.message) : value));
    });
  }
}
