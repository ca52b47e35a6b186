/** The JSON-LD data blocks of rendered markup, parsed, in document order (for the tests of each page's data). */
export function jsonLdIn(root: ParentNode): unknown[] {
  return Array.from(root.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? ''),
  );
}
