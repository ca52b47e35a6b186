/**
 * Code in HTML that the Content-Security-Policy would block, since it has no 'unsafe-inline' for scripts: event handler
 * attributes (`onclick=…`), `<script>` elements with code of their own, and `javascript:` URLs. The HTML is read as a
 * browser tokenizes it (tags, quoted and unquoted attribute values, comments, raw text inside `<script>`, `<style>`,
 * `<title>` and `<textarea>`), so "onboarding=" in a paragraph or an attribute value is text, not a handler.
 */

export interface InlineCode {
  readonly line: number;
  readonly problem: string;
}

interface Attribute {
  readonly name: string;
  readonly value: string;
}

// Elements whose content is text up to their closing tag, never markup.
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);
// Script types that are data blocks, which the browser never runs and the CSP does not govern. (An import map or
// speculation rules are governed, so they are not here.)
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);
// Attributes whose value the browser navigates to or loads: `javascript:` there is inline code.
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);
const snippet = (value: string): string => {
  const flat = value.trim().replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
};

/** Reads the attributes of a start tag from `start` (just after its name); returns them and the index after `>`. */
function readAttributes(html: string, start: number): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  let i = start;
  while (i < html.length) {
    while (isSpace(html[i]) || html[i] === '/') i++;
    if (i >= html.length || html[i] === '>') break;
    const nameStart = i;
    // A name runs to a space, a slash, `>` or `=` (its first character may be `=`, as browsers read it).
    i++;
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i] ?? '')) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    let j = i;
    while (isSpace(html[j])) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const valueEnd = close === -1 ? html.length : close;
        value = html.slice(j + 1, valueEnd);
        j = valueEnd + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !isSpace(html[j]) && html[j] !== '>') j++;
        value = html.slice(valueStart, j);
      }
      i = j;
    }
    attributes.push({ name, value });
  }
  return { attributes, end: i + 1 };
}

function problemsOfTag(tag: string, attributes: readonly Attribute[], content: string | undefined): string[] {
  const problems: string[] = [];
  for (const { name, value } of attributes) {
    // Every attribute HTML names on… is an event handler; an unknown one is refused too rather than kept in a list.
    if (/^on[a-z]+$/.test(name)) problems.push(`inline event handler ${name}="${snippet(value)}" on <${tag}>`);
    // Browsers ignore spaces and control characters around and inside the scheme.
    const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
    if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(compact)) {
      problems.push(`javascript: URL in ${name} of <${tag}>`);
    }
  }
  if (tag === 'script' && content !== undefined && content.trim() !== '') {
    const type =
      attributes
        .find((attribute) => attribute.name === 'type')
        ?.value.trim()
        .toLowerCase() ?? '';
    if (!attributes.some((attribute) => attribute.name === 'src') && !DATA_BLOCK_TYPES.has(type)) {
      problems.push(`inline <script> with code: ${snippet(content)}`);
    }
  }
  return problems;
}

export function findInlineCode(html: string): InlineCode[] {
  const found: InlineCode[] = [];
  const lineAt = (index: number): number => html.slice(0, index).split('\n').length;
  const tagName = /[A-Za-z][^\s/>]*/y;
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    // A doctype, a processing instruction or an end tag: nothing of interest up to its `>`.
    if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      const close = html.indexOf('>', open + 1);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    tagName.lastIndex = open + 1;
    const name = tagName.exec(html)?.[0];
    if (!name) {
      i = open + 1; // a "<" in text
      continue;
    }
    const tag = name.toLowerCase();
    const { attributes, end } = readAttributes(html, open + 1 + name.length);
    let content: string | undefined;
    i = end;
    if (RAW_TEXT.has(tag)) {
      const closing = new RegExp(`</${tag}`, 'gi');
      closing.lastIndex = end;
      const close = closing.exec(html)?.index ?? -1;
      content = html.slice(end, close === -1 ? html.length : close);
      i = close === -1 ? html.length : close;
    }
    for (const problem of problemsOfTag(tag, attributes, content)) found.push({ line: lineAt(open), problem });
  }
  return found;
}
