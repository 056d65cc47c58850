/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing the control characters XML forbids is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}
