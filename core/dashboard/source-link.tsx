/**
 * A URL from data (a search result's source, a citation, a trace's source): a link only when it
 * is http(s), so a `javascript:` or `data:` URL can never be clicked; shown as text either way,
 * so the reader sees where a link goes. noreferrer: the page's address is not sent to the source.
 */
function isWebUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export function SourceLink(p: { url: string; title?: string }) {
  const name = p.title?.trim() || p.url;
  return (
    <span class="source">
      {isWebUrl(p.url) ? (
        <a href={p.url} rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        <span>{name}</span>
      )}
      {name === p.url ? null : <span class="url">{p.url}</span>}
    </span>
  );
}
