import type { oas32 } from 'zod-openapi';
import { escapeHtml } from '../mail/html';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Headers of the page: no scripts and nothing from elsewhere; its own inline styles only. */
export const docsPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cache-control': 'public, max-age=300',
};

const STYLE = `body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem}section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem;font-family:ui-monospace,Menlo,Consolas,monospace}.method{display:inline-block;min-width:4.2rem;color:#1d3fb8}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:.5rem;overflow:auto;font-size:.8rem}table{border-collapse:collapse}td,th{text-align:left;padding:.2rem .75rem .2rem 0;vertical-align:top}
a{color:#1d3fb8}`;

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');

const isRef = (value: object): value is oas32.ReferenceObject => '$ref' in value;

function contentBlocks(content: oas32.ContentObject | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<p>${escapeHtml(type)}</p>${!isRef(media) && media.schema ? json(media.schema) : ''}`)
    .join('');
}

function operationHtml(method: string, path: string, op: oas32.OperationObject): string {
  const parameters = (op.parameters ?? []).filter((p): p is oas32.ParameterObject => !isRef(p));
  const params = parameters.length
    ? `<h3>Parameters</h3><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = op.requestBody && !isRef(op.requestBody) ? `<h3>Request body</h3>${contentBlocks(op.requestBody.content)}` : '';
  const responses = Object.entries<oas32.ResponseObject | oas32.ReferenceObject>(op.responses ?? {})
    .map(([status, r]) => (isRef(r) ? '' : `<h4>${escapeHtml(status)}: ${escapeHtml(r.description ?? '')}</h4>${contentBlocks(r.content)}`))
    .join('');
  return `<section id="${anchor(method, path)}"><h2><span class="method">${method.toUpperCase()}</span>${escapeHtml(path)}</h2>
<p>${escapeHtml(op.summary ?? '')}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${params}${body}<h3>Responses</h3>${responses}</section>`;
}

/**
 * A readable page of the OpenAPI document, rendered from the document itself (so it can never
 * disagree with /api/openapi.json) as plain HTML: it needs no script, so it keeps every CSP.
 */
export function renderDocsPage(doc: oas32.OpenAPIObject): string {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, op: item[method] }] : [])),
  );
  const index = operations
    .map(
      ({ method, path, op }) =>
        `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a>: ${escapeHtml(op.summary ?? '')}</li>`,
    )
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h2>${escapeHtml(name)}</h2>${json(schema)}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1; import it into n8n, Postman or a CRM).
Schemas named in <code>$ref</code> are listed at the end.</p>
<ul>${index}</ul>
${operations.map(({ method, path, op }) => operationHtml(method, path, op)).join('\n')}
<h2>Schemas</h2>
${schemas}
</main>
</body>
</html>`;
}
