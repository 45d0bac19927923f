import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { SCIM_BASE_PATH, SCIM_CONTENT_TYPE, scimError } from '../adapters/scimmy-protocol.js';

interface AppErrorBody {
  statusCode?: number;
  message?: string;
  errors?: { field: string; message: string }[];
}

/**
 * Every answer under /scim/v2 is the directory's alone (`Cache-Control: no-store`), and every error there is in
 * SCIM's error schema, also those given before the controller runs: the input guard's refusals (control characters,
 * depth, entries, repeated parameters), a JSON body the parser refuses (a `__proto__` key), a too large body, overload.
 */
@Injectable()
export class ScimAnswers implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.url !== SCIM_BASE_PATH && !request.url.startsWith(`${SCIM_BASE_PATH}/`)) return payload;
      void reply.header('Cache-Control', 'no-store');
      if (reply.statusCode < 400 || String(reply.getHeader('content-type') ?? '').startsWith(SCIM_CONTENT_TYPE)) return payload;
      const scimType = reply.statusCode === 400 ? 'invalidValue' : undefined;
      void reply.type(SCIM_CONTENT_TYPE);
      return JSON.stringify(scimError(reply.statusCode, scimType, detailOf(payload)).body);
    });
  }
}

function detailOf(payload: unknown): string {
  let body: AppErrorBody = {};
  try {
    body = typeof payload === 'string' ? (JSON.parse(payload) as AppErrorBody) : {};
  } catch {
    // Not JSON: the status says enough.
  }
  const fields = body.errors?.map((error) => error.message).join('; ');
  return fields || body.message || 'The request is not valid';
}
