/** A small MIME reader for the specs: headers, and every leaf part decoded to text. */
export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  filename?: string;
  body: string;
}
export interface ParsedMail {
  headers: Record<string, string>;
  parts: MimePart[];
  raw: string;
}

function splitHead(raw: string): [Record<string, string>, string] {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  const head = at === -1 ? normalized : normalized.slice(0, at);
  const body = at === -1 ? '' : normalized.slice(at + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decode(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return bytes;
    }
  }
  return body;
}

function leaves(headers: Record<string, string>, body: string): MimePart[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const chunks = body.split(`--${boundary}`).slice(1);
    return chunks
      .filter((c) => !c.startsWith('--'))
      .flatMap((c) => {
        const [h, b] = splitHead(c.replace(/^\n/, ''));
        return leaves(h, b);
      });
  }
  const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  return [
    { headers, contentType: type.split(';')[0].trim().toLowerCase(), filename, body: decode(body, headers['content-transfer-encoding']) },
  ];
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw);
  return { headers, parts: leaves(headers, body), raw };
}

export const partOf = (mail: ParsedMail, type: string) => mail.parts.find((p) => p.contentType === type);

/** A header as a reader sees it: RFC 2047 encoded words (=?UTF-8?Q?…?= / B) decoded. */
export function decodeHeader(value: string): string {
  const word = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(word, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
