import { extractText, getDocumentProxy } from "unpdf";

/**
 * A PDF's text, page by page. unpdf (a serverless build of PDF.js) rather than pdfjs-dist: no
 * worker or canvas setup, and it bundles small for Lambda. Tables come through as text lines,
 * which the text readers (delimited, `key: value`) then pick up.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return (Array.isArray(text) ? text : [text]).join("\n\n");
}
