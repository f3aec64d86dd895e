import { describe, expect, it } from 'vitest';
import { textPreview } from './preview';

describe('message preview', () => {
  it('is the plain text of the HTML, paragraphs apart, shortened with an ellipsis', () => {
    expect(textPreview('<p>We credited <b>¥128</b>.</p><p>Enjoy!</p>')).toBe('We credited ¥128. Enjoy!');
    expect(textPreview('<p>line one<br>line two</p>')).toBe('line one line two');
    expect(textPreview(`<p>${'word '.repeat(40)}</p>`, 20)).toBe('word word word word…');
    expect(textPreview('<img src="x" onerror="alert(1)"><script>alert(2)</script>')).toBe('alert(2)');
  });
});
