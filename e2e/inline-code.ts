/**
 * HTML code the CSP (no 'unsafe-inline' for scripts) would block: handler attributes (`onclick=…`), `<script>`s with
 * code (a JSON-LD block whose text is JSON passes) and `javascript:` URLs. parse5 parses as a browser does, so
 * "onboarding=" in text, an attribute value, a comment, or a `<script>`/`<style>`/`<title>`/`<textarea>` is no handler.
 */
import { defaultTreeAdapter as tree, parse, type DefaultTreeAdapterMap } from 'parse5';
import { parseJsonOr } from '../tooling/cli';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface InlineCode {
  readonly line: number;
  readonly problem: string;
}

// The one kind of data block the site writes: structured data for search engines. The browser never runs a data
// block and the CSP does not govern one; but only this type is let through, and only when its text is JSON, so that
// nothing else (a typo'd type, an import map, speculation rules, which the CSP does govern) passes as data.
const JSON_LD_TYPE = 'application/ld+json';
// Attributes whose value the browser navigates to or loads: `javascript:` there is inline code. (parse5 gives SVG's
// `xlink:href` as `href` in the xlink namespace.)
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

const snippet = (value: string): string => {
  const flat = value.trim().replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
};

// JSON.parse never returns undefined.
const isJson = (text: string): boolean => parseJsonOr(text, () => undefined) !== undefined;

function problemsOf(element: Element): string[] {
  const tag = element.tagName;
  const problems: string[] = [];
  for (const { name, value } of element.attrs) {
    // Every attribute HTML names on… is an event handler; an unknown one is refused too rather than kept in a list.
    if (/^on[a-z]+$/.test(name)) problems.push(`inline event handler ${name}="${snippet(value)}" on <${tag}>`);
    // Browsers ignore spaces and control characters around and inside the scheme.
    const compact = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
    if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(compact)) {
      problems.push(`javascript: URL in ${name} of <${tag}>`);
    }
  }
  const attribute = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
  const code = element.childNodes.map((node) => (tree.isTextNode(node) ? node.value : '')).join('');
  const type = attribute('type')?.trim().toLowerCase() ?? '';
  if (tag === 'script' && code.trim() !== '' && attribute('src') === undefined) {
    if (type !== JSON_LD_TYPE) problems.push(`inline <script> with code: ${snippet(code)}`);
    else if (!isJson(code)) problems.push(`<script type="${JSON_LD_TYPE}"> whose text is not JSON: ${snippet(code)}`);
  }
  return problems;
}

/** Every element of the tree in document order, a template's content included. */
function* elements(parent: ParentNode): Generator<Element> {
  for (const node of parent.childNodes) {
    if (!tree.isElementNode(node)) continue;
    yield node;
    yield* elements('content' in node ? node.content : node); // a <template>'s content is a fragment of its own
  }
}

export function findInlineCode(html: string): InlineCode[] {
  // Scripting off: a <noscript>'s content is read as the markup it is for a browser without scripts.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  // An element the parser implied (a <body> the markup never opened) has no place of its own: line 1 stands for it.
  const start = (element: Element) => element.sourceCodeLocation ?? { startOffset: 0, startLine: 1 };
  return [...elements(document)]
    .sort((a, b) => start(a).startOffset - start(b).startOffset)
    .flatMap((element) => problemsOf(element).map((problem) => ({ line: start(element).startLine, problem })));
}
