import type { Context, Hono } from "hono";
import type { Body, Schema } from "../../client/index.js";
import type { AppEnv } from "../http/env.js";
import { columnChoices, pickedOf, readPicked } from "./column-picker.js";
import type { Flash } from "./layout.js";
import { type GenerateForm, type SchemaForm, SchemaPage, SchemasPage, schemaHref } from "./schemas-page.js";
import { doneFlash, html, orRefusal, pageParam, text, type User, type Page } from "./signed-in.js";
import { orStale } from "./stale-write.js";

type ColumnInput = Body<"createSchema">["columns"][number];

/** Every active attribute, for the column picker (only a writer sees the forms). */
const activeAttributes = (u: User) => (u.viewer.canWrite ? u.pds.attributes.list({ status: "active", limit: 100 }).toArray() : []);

/**
 * The picked refs as the API's columns. An attribute column keeps its `required`; a helper
 * column (made through the API) is sent back as it is, since the picker only keeps or drops it.
 */
function columnInputs(refs: string[], schema?: Schema): ColumnInput[] {
  return refs.flatMap((ref): ColumnInput[] => {
    const id = ref.slice(2);
    if (ref.startsWith("a:")) {
      const kept = schema?.columns.find((col) => col.attribute_id === id);
      return [{ attribute_id: id, ...(kept ? { required: kept.required } : {}) }];
    }
    const col = schema?.columns.find((x) => !x.attribute_id && x.key === id);
    if (!col) return [];
    const { key, label, type, required, description, enum_values, tags_values, prompt } = col;
    return [{ kind: "helper", key, label, type, required, description, enum_values, tags_values, prompt }];
  });
}

function readForm(form: Record<string, unknown>, choices: ReturnType<typeof columnChoices>): Required<SchemaForm> {
  return {
    name: text(form.name).trim(),
    description: text(form.description).trim(),
    is_default: form.is_default === "on",
    picked: readPicked(form, choices),
  };
}

async function schemasPage(
  c: Context,
  u: User,
  extra: { form?: SchemaForm; generate?: GenerateForm; flash?: Flash } = {},
  status: 200 | 409 | 422 = 200,
) {
  const [list, attributes] = await Promise.all([
    u.pds.schemas.list({ page: pageParam(c.req.query("page")), limit: 25 }),
    activeAttributes(u),
  ]);
  return html(
    c,
    <SchemasPage
      viewer={u.viewer}
      schemas={list.data}
      pagination={list.pagination}
      choices={columnChoices(attributes)}
      flash={doneFlash(c)}
      {...extra}
    />,
    status,
  );
}

async function schemaPage(
  c: Context,
  u: User,
  id: string,
  extra: { form?: SchemaForm; flash?: Flash } = {},
  status: 200 | 409 | 422 = 200,
) {
  const [schema, attributes] = await Promise.all([u.pds.schemas.get(id), activeAttributes(u)]);
  const form = extra.form ?? {
    name: schema.name,
    description: schema.description ?? "",
    is_default: schema.is_default,
    picked: pickedOf(schema),
  };
  return html(
    c,
    <SchemaPage
      viewer={u.viewer}
      schema={schema}
      choices={columnChoices(attributes, schema)}
      form={form}
      flash={extra.flash ?? doneFlash(c)}
    />,
    status,
  );
}

/** The schemas list, a schema's page, and their create, edit and delete forms. */
export function schemaRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/schemas",
    page((c, u) => schemasPage(c, u)),
  );

  r.post(
    "/schemas",
    page(async (c, u) => {
      const form = readForm(u.form, columnChoices(await activeAttributes(u)));
      return orRefusal(
        [409, 422],
        async () => {
          const schema = await u.pds.schemas.create({
            name: form.name,
            description: form.description || null,
            is_default: form.is_default,
            columns: columnInputs(form.picked.refs),
          });
          return c.redirect(`${schemaHref(schema.id)}?done=schema-created`, 303);
        },
        (flash, status) => schemasPage(c, u, { form, flash }, status),
      );
    }),
  );

  // Registered before /schemas/:id, which would otherwise take "generate" for an id.
  r.post(
    "/schemas/generate",
    page(async (c, u) => {
      const generate: GenerateForm = { name: text(u.form.name), sample_data: text(u.form.sample_data) };
      return orRefusal(
        [422],
        async () => {
          const schema = await u.pds.schemas.generate({
            sample_data: generate.sample_data ?? "",
            ...(generate.name?.trim() ? { name: generate.name } : {}),
          });
          return c.redirect(`${schemaHref(schema.id)}?done=schema-created`, 303);
        },
        (flash, status) => schemasPage(c, u, { generate, flash }, status),
      );
    }),
  );

  r.get(
    "/schemas/:id",
    page((c, u) => schemaPage(c, u, c.req.param("id") ?? "")),
  );

  r.post(
    "/schemas/:id",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const [schema, attributes] = await Promise.all([u.pds.schemas.get(id), activeAttributes(u)]);
      const form = readForm(u.form, columnChoices(attributes, schema));
      const expected = text(u.form.expected_updated_at);
      return orStale(
        async () => {
          await u.pds.schemas.update(id, {
            name: form.name,
            description: form.description || null,
            is_default: form.is_default,
            columns: columnInputs(form.picked.refs, schema),
            ...(expected ? { expected_updated_at: expected } : {}),
          });
          return c.redirect(`${schemaHref(id)}?done=schema-saved`, 303);
        },
        (flash, status) => schemaPage(c, u, id, { form, flash }, status),
        (flash, status) => schemaPage(c, u, id, { flash }, status),
      );
    }),
  );

  r.post(
    "/schemas/:id/delete",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      return orRefusal(
        [409],
        async () => {
          await u.pds.schemas.delete(id);
          return c.redirect("/schemas?done=schema-deleted", 303);
        },
        (flash, status) => schemaPage(c, u, id, { flash }, status),
      );
    }),
  );
}
