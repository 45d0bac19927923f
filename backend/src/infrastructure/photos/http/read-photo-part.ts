import { HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

/**
 * The one file of a photo upload (multipart field `photo`). A body that is no multipart answers 400
 * `unsupported_file`, a malformed or truncated one 400 `invalid`, one over the limit 413.
 */
export async function readPhotoPart(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw InvalidInputError.field('photo', 'unsupported_file', 'send the photo as multipart/form-data in the field photo');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'photo')
      throw InvalidInputError.field('photo', 'required', 'photo is required (multipart field photo)');
    return new Uint8Array(await part.toBuffer());
  } catch (error) {
    // Errors of @fastify/multipart carry their 4xx status; busboy's parse errors carry none.
    if (error instanceof HttpException || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw InvalidInputError.field('photo', 'invalid', 'the multipart body is malformed or incomplete');
  }
}
