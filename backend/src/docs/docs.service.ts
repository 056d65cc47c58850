import { Injectable } from '@nestjs/common';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

/** Built on the first request, then kept: the contracts cannot change while the process runs. */
@Injectable()
export class DocsService {
  private document?: ReturnType<typeof buildOpenApiDocument>;
  private page?: string;

  openApiDocument() {
    this.document ??= buildOpenApiDocument();
    return this.document;
  }

  docsPage(): string {
    this.page ??= renderDocsPage(this.openApiDocument());
    return this.page;
  }
}
