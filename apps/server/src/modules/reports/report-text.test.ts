import { describe, expect, it } from 'vitest';
import { reportTextBlocks } from './report-text.ts';

const plain = (text: string) => ({ text, isBold: false, isItalic: false });

describe('report text', () => {
  it('reads plain text as paragraphs separated by blank lines, keeping line breaks', () => {
    expect(reportTextBlocks('Prepared by Sabine & Partners.\nLondon\n\n  Predicted values.  ')).toEqual([
      { kind: 'paragraph', runs: [plain('Prepared by Sabine & Partners.\nLondon')] },
      { kind: 'paragraph', runs: [plain('Predicted values.')] },
    ]);
    expect(reportTextBlocks('  \n ')).toEqual([]);
  });

  it('reads rich text into headings, paragraphs and list items with bold and italic runs', () => {
    const html =
      '<h3>Scope</h3><p>Target <strong>RT 1.9 s</strong> at <em>500&nbsp;Hz</em> &amp; above.</p><ul><li><p>Seats</p></li><li>Curtain</li></ul><ol><li>One</li></ol>';
    expect(reportTextBlocks(html)).toEqual([
      { kind: 'heading', runs: [plain('Scope')] },
      {
        kind: 'paragraph',
        runs: [
          plain('Target '),
          { text: 'RT 1.9 s', isBold: true, isItalic: false },
          plain(' at '),
          { text: '500\u00a0Hz', isBold: false, isItalic: true },
          plain(' & above.'),
        ],
      },
      { kind: 'bullet', runs: [plain('Seats')] },
      { kind: 'bullet', runs: [plain('Curtain')] },
      { kind: 'numbered', runs: [plain('One')] },
    ]);
  });

  it('keeps only the text of markup: scripts and styles are dropped whole, other tags leave their text', () => {
    const html = '<p>Safe<script>alert(1)</script> <a href="javascript:x">link</a><style>p{}</style></p>';
    expect(reportTextBlocks(html)).toEqual([{ kind: 'paragraph', runs: [plain('Safe link')] }]);
  });
});
