import type { IOptions } from 'sanitize-html';

/**
 * The pinned allowlist for post bodies. Anything not named here is removed: scripts, event
 * handlers, `style`, iframes, forms, SVG/MathML, and every URL scheme except the ones listed.
 * Widening it is a security change: update the XSS corpus test in the same commit.
 */
export const allowedTags = ['h2', 'h3', 'p', 'a', 'img', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'br'];

const imageSource = /^(https?:\/\/|\/(?!\/))/i;

export const sanitizePolicy: IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
  },
  // Links may also be e-mail addresses; images only load over http(s) or from this site.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` would load from another host while looking site-relative.
  allowProtocolRelative: false,
  // Drop the text of dangerous containers too, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The article page owns the only h1; deeper levels fold into the two the design supports.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    // Every link opens in a new tab without giving the target a handle on this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  // An image must come from an absolute http(s) address or a path on this site; else it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageSource.test(frame.attribs.src ?? ''),
};
