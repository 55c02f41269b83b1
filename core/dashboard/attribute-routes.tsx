import type { Context, Hono } from "hono";
import type { Attribute } from "../../client/index.js";
import { setArchived } from "../attributes/service.js";
import type { AppEnv } from "../http/env.js";
import { type AttributeEditForm, AttributeEditPage } from "./attribute-edit-page.js";
import { ATTRIBUTE_TYPES, settingsBody, settingsForm, settingsOf } from "./attribute-settings.js";
import { type AttributeForm, AttributesPage } from "./attributes-page.js";
import type { Flash } from "./layout.js";
import { doneFlash, html, mayWrite, orRefusal, type Page, pageParam, text, type User } from "./signed-in.js";

async function attributesPage(c: Context, u: User, extra: { form?: AttributeForm; flash?: Flash } = {}, status: 200 | 409 | 422 = 200) {
  const list = await u.pds.attributes.list({ page: pageParam(c.req.query("page")), limit: 50 });
  return html(
    c,
    <AttributesPage viewer={u.viewer} attributes={list.data} pagination={list.pagination} flash={doneFlash(c)} {...extra} />,
    status,
  );
}

const editForm = (a: Attribute): AttributeEditForm => ({ label: a.label, description: a.description ?? "", ...settingsOf(a) });

async function editPage(
  c: Context,
  u: User,
  id: string,
  extra: { form?: AttributeEditForm; flash?: Flash } = {},
  status: 200 | 409 | 422 = 200,
) {
  const attribute = await u.pds.attributes.get(id);
  return html(
    c,
    <AttributeEditPage viewer={u.viewer} attribute={attribute} form={{ ...editForm(attribute), ...extra.form }} flash={extra.flash} />,
    status,
  );
}

/** The attributes list, create (with each type's settings), edit, rename, archive and restore. */
export function attributeRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/attributes",
    page((c, u) => attributesPage(c, u)),
  );

  r.post(
    "/attributes",
    page(async (c, u) => {
      const form: AttributeForm = {
        key: text(u.form.key).trim(),
        label: text(u.form.label).trim(),
        type: text(u.form.type),
        ...settingsForm(u.form),
      };
      const type = ATTRIBUTE_TYPES.find((t) => t === form.type) ?? "text";
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.attributes.create({ key: form.key ?? "", label: form.label ?? "", type, ...settingsBody(type, form) });
          return c.redirect("/attributes?done=created", 303);
        },
        (flash, status) => attributesPage(c, u, { form, flash }, status),
      );
    }),
  );

  r.get(
    "/attributes/:id/edit",
    page(async (c, u) => {
      mayWrite(u);
      return editPage(c, u, c.req.param("id") ?? "");
    }),
  );

  r.post(
    "/attributes/:id",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const form: AttributeEditForm = { label: text(u.form.label).trim(), description: text(u.form.description), ...settingsForm(u.form) };
      return orRefusal(
        [422, 409],
        async () => {
          const current = await u.pds.attributes.get(id);
          await u.pds.attributes.update(id, {
            label: form.label,
            description: form.description?.trim() ? form.description : null,
            ...settingsBody(current.type, form, current),
            ...(text(u.form.detach) === "on" ? { detach: true } : {}),
            expected_updated_at: text(u.form.expected_updated_at) || undefined,
          });
          return c.redirect("/attributes?done=attribute-saved", 303);
        },
        (flash, status) => editPage(c, u, id, { form, flash }, status),
      );
    }),
  );

  r.post(
    "/attributes/:id/rename",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const newKey = text(u.form.new_key).trim();
      return orRefusal(
        [422, 409],
        async () => {
          const done = await u.pds.attributes.rename(id, { new_key: newKey });
          // What the API reports, so the person sees how far the rename reached.
          const counts = Object.entries(done.results)
            .map(([kind, r]) => `${kind} ${r.updated}`)
            .join(", ");
          const message = `Renamed ${done.old_key} to ${done.new_key}. Updated: ${done.updated_count} in all (${counts}).`;
          return editPage(c, u, id, { flash: { message } });
        },
        (flash, status) => editPage(c, u, id, { form: { new_key: newKey }, flash }, status),
      );
    }),
  );

  // Archive and restore: dashboard-only (spec 2.3), straight to the service with the key's company.
  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `/attributes/:id/${action}`,
      page(async (c, u) => {
        mayWrite(u);
        await setArchived(u.auth.companyId, c.req.param("id") ?? "", archived);
        return c.redirect(`/attributes?page=${pageParam(u.form.page)}&done=${archived ? "archived" : "restored"}`, 303);
      }),
    );
  }
}
