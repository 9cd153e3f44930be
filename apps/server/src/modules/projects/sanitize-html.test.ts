import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting of the note editor unchanged', () => {
    const html =
      '<h2>Site visit</h2><p>Met <strong>Ana</strong> and <em>Bo</em>, <u>under</u> <s>struck</s>.</p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>RT = 0.161 V / A</code></pre><p>line<br>break</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="x">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<style>p{}</style><iframe src="x"></iframe><svg><script>1</script></svg>x')).toBe(
      'x',
    );
  });

  it('keeps the text typed after an unclosed tag', () => {
    expect(sanitizeHtml('<p>Ceiling <svg and walls</p><p>next</p>')).toBe(
      '<p>Ceiling &lt;svg and walls</p><p>next</p>',
    );
    expect(sanitizeHtml('<p>Budget <script then the rest')).toBe('<p>Budget &lt;script then the rest</p>');
    expect(sanitizeHtml('a <b')).toBe('a &lt;b');
  });

  it('drops the start tag of a script never closed but keeps what follows as text', () => {
    expect(sanitizeHtml('<p>before <script>alert(1) and the site notes</p>')).toBe(
      '<p>before alert(1) and the site notes</p>',
    );
    expect(sanitizeHtml('<svg onload=alert(1)>the rest of the note')).toBe('the rest of the note');
  });

  it('removes event handlers and every other attribute', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml("<strong onmouseover='alert(1)'>b</strong>")).toBe('<strong>b</strong>');
  });

  it('keeps http, https and mailto links and drops every other scheme', () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" onclick="x()">site</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(sanitizeHtml('<a href="mailto:ana@example.com">mail</a>')).toContain(
      'href="mailto:ana@example.com"',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('<a>x</a>');
  });

  it('drops unknown tags but keeps their text, and drops comments and declarations', () => {
    expect(sanitizeHtml('<div><span>kept</span></div><!-- <script>x</script> --><!DOCTYPE html>')).toBe(
      'kept',
    );
    expect(sanitizeHtml('<h4>small</h4><hr><table><tr><td>cell</td></tr></table>')).toBe('smallcell');
  });

  it('escapes text so markup written as text stays text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; 5 &gt; 3 & 2</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; 5 &gt; 3 &amp; 2</p>',
    );
    expect(sanitizeHtml('a < b')).toBe('a &lt; b');
  });

  it('closes what it keeps open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</em>text</p>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('survives attribute values that contain > and quotes', () => {
    expect(sanitizeHtml('<a href="https://x.test/?q=a>b" title=\'"\'>t</a>')).toBe(
      '<a href="https://x.test/?q=a&gt;b" rel="noopener noreferrer nofollow" target="_blank">t</a>',
    );
    expect(sanitizeHtml('<p title="x><script>alert(1)</script>">ok</p>')).toBe('<p>ok</p>');
  });

  it('is idempotent', () => {
    const dirty = '<p onclick=1>a<script>b</script><a href="https://x.test">c</a>&amp;</p><div>d';
    const once = sanitizeHtml(dirty);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('safeHref', () => {
  it('accepts the three schemes in any case and refuses the rest', () => {
    expect(safeHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(safeHref('  http://example.com ')).toBe('http://example.com');
    expect(safeHref('vbscript:msgbox(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
