import { JSDOM } from 'jsdom';
import { sanitizeRichText } from './html.ts';
import type { Content } from './pdf.ts';

// A body written in the rich-text editor (reminder and template texts) as pdfmake content: paragraphs, headings,
// quotes and lists as blocks; bold, italic, underline, strike and line breaks inside them. It reads the sanitised
// HTML only, so what a letter shows is what a mail of the same text shows.

interface Run {
  text: string;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
}

type Style = Omit<Run, 'text'>;

const INLINE_STYLE: Record<string, Style> = {
  STRONG: { bold: true },
  B: { bold: true },
  EM: { italics: true },
  I: { italics: true },
  U: { decoration: 'underline' },
  S: { decoration: 'lineThrough' },
};

function runs(node: Node, style: Style): Run[] {
  if (node.nodeType === 3) return [{ text: (node.textContent ?? '').replace(/\s+/g, ' '), ...style }];
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  if (element.tagName === 'BR') return [{ text: '\n', ...style }];
  const inner = { ...style, ...INLINE_STYLE[element.tagName] };
  return [...element.childNodes].flatMap((child) => runs(child, inner));
}

function block(element: Element): Content | null {
  switch (element.tagName) {
    case 'UL':
    case 'OL': {
      const items = [...element.children].map((item) => ({ text: runs(item, {}) }));
      return element.tagName === 'UL' ? { ul: items, margin: [0, 0, 0, 8] } : { ol: items, margin: [0, 0, 0, 8] };
    }
    case 'H2':
      return { text: runs(element, { bold: true }), fontSize: 13, margin: [0, 4, 0, 6] };
    case 'H3':
      return { text: runs(element, { bold: true }), fontSize: 11, margin: [0, 4, 0, 6] };
    case 'BLOCKQUOTE':
      return { text: runs(element, { italics: true }), margin: [16, 0, 0, 8] };
    default: {
      const text = runs(element, {});
      return text.some((run) => run.text.trim()) ? { text, margin: [0, 0, 0, 8] } : null;
    }
  }
}

/** Sanitised rich text as pdfmake blocks. */
export function richTextContent(html: string): Content[] {
  const fragment = JSDOM.fragment(sanitizeRichText(html));
  const blocks: Content[] = [];
  let loose: Run[] = [];
  const flush = () => {
    if (loose.some((run) => run.text.trim())) blocks.push({ text: loose, margin: [0, 0, 0, 8] });
    loose = [];
  };
  for (const node of [...fragment.childNodes]) {
    if (
      node.nodeType === 1 &&
      !INLINE_STYLE[(node as Element).tagName] &&
      (node as Element).tagName !== 'BR' &&
      (node as Element).tagName !== 'A'
    ) {
      flush();
      const content = block(node as Element);
      if (content) blocks.push(content);
    } else loose.push(...runs(node, {}));
  }
  flush();
  return blocks;
}
