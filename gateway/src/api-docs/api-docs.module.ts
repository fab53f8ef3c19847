import { Module } from '@nestjs/common';
import { ApiDocsController } from './api-docs.controller.js';

/** The API's OpenAPI document and reference page (route table: service `gateway`, public). */
@Module({ controllers: [ApiDocsController] })
export class ApiDocsModule {}
