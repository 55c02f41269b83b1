/**
 * The name a URL's resource goes by: its last path segment, percent-decoded where the escapes
 * are valid ("" for a URL ending in `/`). A URL the API accepted may still carry a bad escape
 * (`a%zz.csv`): the raw segment is its name then, never an error.
 */
export function urlName(url: string): string {
  const segment = new URL(url).pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
