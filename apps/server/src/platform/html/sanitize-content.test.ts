import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, sanitizeLocalizedHtml } from './sanitize-content.ts';

describe('sanitizeContentHtml', () => {
  it('keeps formatting, lists, tables, pictures and links', () => {
    const html =
      '<h2>Bonus</h2><p><strong>Up to</strong> <em>100%</em></p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table><img src="https://cdn.example/a.png" alt="a" />';
    expect(sanitizeContentHtml(html)).toBe(html);
    expect(sanitizeContentHtml('<a href="/promotion">See</a>')).toBe('<a href="/promotion">See</a>');
  });

  it('drops scripts, styles, frames, forms and what they contain', () => {
    expect(sanitizeContentHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<iframe src="https://evil.example"></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<form action="https://evil.example"><input name="p"></form>')).toBe('');
    expect(sanitizeContentHtml('<object data="x"></object><embed src="x"><svg onload="x()"></svg>')).toBe('');
  });

  it('drops event-handler attributes', () => {
    expect(sanitizeContentHtml('<p onclick="steal()" onmouseover="x()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeContentHtml('<img src="https://cdn.example/a.png" onerror="x()">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
  });

  it('drops javascript:, data: and vbscript: addresses however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:x()']) {
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeContentHtml('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<a href="vbscript:x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeContentHtml('<img src="//evil.example/a.png">')).toBe('<img />');
  });

  it('opens outside links in a new tab without handing the opener over', () => {
    expect(sanitizeContentHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps only harmless inline styles', () => {
    expect(sanitizeContentHtml('<p style="color:#f00;text-align:center">a</p>')).toBe(
      '<p style="color:#f00;text-align:center">a</p>',
    );
    expect(sanitizeContentHtml('<p style="position:fixed;background-image:url(https://evil.example/x)">a</p>')).toBe(
      '<p>a</p>',
    );
  });
});

describe('sanitizeLocalizedHtml', () => {
  it('sanitises each language and leaves empty ones out', () => {
    expect(sanitizeLocalizedHtml({ EN: '<p onclick="x()">a</p>', CN: '' })).toEqual({ EN: '<p>a</p>' });
    expect(sanitizeLocalizedHtml({ CN: '<b>你好</b><script>x()</script>' })).toEqual({ CN: '<b>你好</b>' });
  });
});
