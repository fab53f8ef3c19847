import { Controller, Get, Header } from '@nestjs/common';
import { ROUTE_CONTRACTS } from '@vetnow/contracts/api';
import { buildOpenApiDocument } from './openapi.js';
import { renderReferencePage } from './reference-page.js';
import { REFERENCE_STYLESHEET } from './reference-style.js';

const BASE_PATH = '/api';

/**
 * `GET /api/openapi.json` and `GET /api/docs` (public): the API described from its contracts (ADR 0016).
 * Both are built once, at the first request, from the contracts compiled into this gateway. The page's stylesheet,
 * `GET /api/docs/style.css`, is part of the page (not an API route, so it has no contract).
 */
@Controller()
export class ApiDocsController {
  private document: Record<string, unknown> | undefined;
  private page: string | undefined;

  private openApi(): Record<string, unknown> {
    return (this.document ??= buildOpenApiDocument({ serverUrl: BASE_PATH }));
  }

  @Get('api/openapi.json')
  @Header('content-type', 'application/json; charset=utf-8')
  openApiDocument(): Record<string, unknown> {
    return this.openApi();
  }

  @Get('api/docs')
  @Header('content-type', 'text/html; charset=utf-8')
  referencePage(): string {
    return (this.page ??= renderReferencePage({ contracts: ROUTE_CONTRACTS, document: this.openApi(), basePath: BASE_PATH }));
  }

  @Get('api/docs/style.css')
  @Header('content-type', 'text/css; charset=utf-8')
  @Header('cache-control', 'no-cache')
  referenceStylesheet(): string {
    return REFERENCE_STYLESHEET;
  }
}
