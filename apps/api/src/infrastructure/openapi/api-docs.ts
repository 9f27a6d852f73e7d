import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { openApiDocument, type ApiAccess } from './openapi-document.js';

export const API_DOCS_PATH = 'api/docs';

/**
 * Swagger UI at /api/docs (its files come from the swagger-ui-dist package: no network) and
 * the document at /api/docs/openapi.json, built on first request from the registered routes.
 */
export const serveApiDocs = (app: INestApplication, access: ApiAccess): void => {
  SwaggerModule.setup(API_DOCS_PATH, app, () => openApiDocument(app, access), {
    jsonDocumentUrl: `${API_DOCS_PATH}/openapi.json`,
    raw: ['json'],
    customSiteTitle: 'Lavagna API',
  });
};
