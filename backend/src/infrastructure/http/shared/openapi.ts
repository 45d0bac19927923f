import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Portiepunt API')
    .setDescription(
      [
        'Leftover meal portions offered by kitchens and reserved by colleagues, per tenant.',
        '',
        'Lists follow the ra-data-simple-rest contract: optional `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and',
        '`filter={"field":value,"q":"text"}` (`{"id":[...]}` fetches several by id). They answer a JSON array with',
        '`Content-Range: <resource> <start>-<end>/<total>` (`<resource> */0` when empty); without `range` at most 1000 rows.',
        'Unknown sort fields, unknown filter keys and malformed parameters answer 400.',
        '',
        'Errors share one body: `{statusCode, error, message, errors?}`, where `errors` holds messages per field.',
        'Objects of another tenant answer 404; another tenant\'s path answers 403.',
      ].join('\n'),
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}
