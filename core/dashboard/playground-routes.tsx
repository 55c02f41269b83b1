import type { Context, Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import type { Flash } from "./layout.js";
import { DEFAULT_FIELDS, type EnrichForm, PlaygroundPage, parseItems, type SearchForm, THINKING } from "./playground-page.js";
import { html, orRefusal, type Page, text, type User } from "./signed-in.js";
import { schemaChoices } from "./table-routes.js";

type Shown = Omit<Parameters<typeof PlaygroundPage>[0], "viewer" | "schemas">;

/**
 * The column keys of the schema a run used (`?schema=`), to lay its results out in the schema's
 * order: a stored job's data comes back with its keys in no particular order. An unknown or
 * foreign schema only leaves the order as it is.
 */
async function columnOrder(c: Context, u: User): Promise<string[]> {
  const id = c.req.query("schema");
  if (!id) return [];
  return (await u.pds.schemas.get(id).catch(() => undefined))?.columns.map((col) => col.key) ?? [];
}

/** A run's own address, with the schema it used for the order of its columns. */
const runPath = (kind: "search" | "enrich", id: string, schemaId?: string) =>
  `/playground/${kind}/${encodeURIComponent(id)}${schemaId ? `?schema=${encodeURIComponent(schemaId)}` : ""}`;

async function playgroundPage(c: Context, u: User, shown: Shown = {}, status: 200 | 402 | 422 = 200) {
  return html(c, <PlaygroundPage viewer={u.viewer} schemas={u.viewer.canWrite ? await schemaChoices(u) : []} {...shown} />, status);
}

/**
 * The search and enrich playground. A run's form posts to the API, then the page moves to the
 * run's own address (its job id): a reload shows the stored answer and never runs it again, and
 * an asynchronous enrich job is followed there until it completes.
 */
export function playgroundRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/playground",
    page((c, u) => playgroundPage(c, u)),
  );

  r.post(
    "/playground/search",
    page(async (c, u) => {
      const form: SearchForm = { query: text(u.form.query), schema_id: text(u.form.schema_id), max_results: text(u.form.max_results) };
      return orRefusal(
        [402, 422],
        async () => {
          const search = await u.pds.search.create({
            query: form.query ?? "",
            ...(form.schema_id ? { schema_id: form.schema_id } : {}),
            // Not a number (typed past the field's own check): the API's refusal names the field.
            ...(form.max_results ? { max_results: Number(form.max_results) } : {}),
          });
          return c.redirect(runPath("search", search.id, form.schema_id), 303);
        },
        (flash, status) => playgroundPage(c, u, { searchForm: form, flash }, status),
      );
    }),
  );

  r.get(
    "/playground/search/:id",
    page(async (c, u) => {
      const [search, order] = await Promise.all([u.pds.search.get(c.req.param("id") ?? ""), columnOrder(c, u)]);
      return playgroundPage(c, u, { search, order });
    }),
  );

  r.post(
    "/playground/enrich",
    page(async (c, u) => {
      const f = u.form;
      const form: EnrichForm = {
        items: text(f.items),
        fields: text(f.fields) || DEFAULT_FIELDS,
        schema_id: text(f.schema_id),
        context: text(f.context).trim(),
        thinking: text(f.thinking),
        web_search: f.web_search === "on",
        use_glossary: f.use_glossary === "on",
      };
      const again = (flash: Flash, status: 402 | 422) => playgroundPage(c, u, { enrichForm: form, flash }, status);
      const parsed = parseItems(form.items ?? "", form.fields ?? DEFAULT_FIELDS);
      if ("problem" in parsed) return again({ message: parsed.problem, error: true }, 422);
      return orRefusal(
        [402, 422],
        async () => {
          const job = await u.pds.enrich.create({
            items: parsed.items,
            ...(form.schema_id ? { schema_id: form.schema_id } : {}),
            ...(form.context ? { context: form.context } : {}),
            thinking: THINKING.find((t) => t === form.thinking) ?? "medium",
            web_search: form.web_search,
            use_glossary: form.use_glossary,
          });
          return c.redirect(runPath("enrich", job.id, form.schema_id), 303);
        },
        again,
      );
    }),
  );

  r.get(
    "/playground/enrich/:id",
    page(async (c, u) => {
      const [enrich, order] = await Promise.all([u.pds.enrich.get(c.req.param("id") ?? ""), columnOrder(c, u)]);
      return playgroundPage(c, u, { enrich, order });
    }),
  );
}
