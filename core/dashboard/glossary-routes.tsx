import type { Context, Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { GLOSSARY_TYPES } from "../glossary/schemas.js";
import { GlossaryPage, parseTranslations, type TermForm, translationsText } from "./glossary-page.js";
import { GlossaryTermPage } from "./glossary-term-page.js";
import type { Flash } from "./layout.js";
import { doneFlash, html, mayWrite, orRefusal, type Page, pageParam, text, type User } from "./signed-in.js";

async function glossaryPage(c: Context, u: User, extra: { form?: TermForm; flash?: Flash } = {}, status: 200 | 409 | 422 = 200) {
  const list = await u.pds.glossary.list({ page: pageParam(c.req.query("page")), limit: 50 });
  return html(c, <GlossaryPage viewer={u.viewer} terms={list.data} pagination={list.pagination} flash={doneFlash(c)} {...extra} />, status);
}

async function termPage(c: Context, u: User, id: string, extra: { form?: TermForm; flash?: Flash } = {}, status: 200 | 409 | 422 = 200) {
  const term = await u.pds.glossary.get(id);
  const stored = { term: term.term, type: term.type, category: term.category, translations: translationsText(term.translations) };
  return html(c, <GlossaryTermPage viewer={u.viewer} term={term} form={extra.form ?? stored} flash={extra.flash} />, status);
}

const termForm = (f: Record<string, unknown>): TermForm => ({
  term: text(f.term).trim(),
  type: text(f.type),
  category: text(f.category).trim(),
  translations: text(f.translations),
});

/** The term as the API takes it (the form offers only the API's types). */
const termBody = (form: TermForm) => ({
  term: form.term ?? "",
  type: GLOSSARY_TYPES.find((t) => t === form.type) ?? "do_not_translate",
  category: form.category ?? "",
  translations: parseTranslations(form.translations ?? ""),
});

/** The glossary: terms listed, added, edited and deleted through the API. */
export function glossaryRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/glossary",
    page((c, u) => glossaryPage(c, u)),
  );

  r.post(
    "/glossary",
    page(async (c, u) => {
      const form = termForm(u.form);
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.glossary.create(termBody(form));
          return c.redirect("/glossary?done=term-added", 303);
        },
        (flash, status) => glossaryPage(c, u, { form, flash }, status),
      );
    }),
  );

  r.get(
    "/glossary/:id/edit",
    page(async (c, u) => {
      mayWrite(u);
      return termPage(c, u, c.req.param("id") ?? "");
    }),
  );

  r.post(
    "/glossary/:id",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const form = termForm(u.form);
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.glossary.update(id, termBody(form));
          return c.redirect("/glossary?done=term-saved", 303);
        },
        (flash, status) => termPage(c, u, id, { form, flash }, status),
      );
    }),
  );

  r.post(
    "/glossary/:id/delete",
    page(async (c, u) => {
      await u.pds.glossary.delete(c.req.param("id") ?? "");
      return c.redirect("/glossary?done=term-deleted", 303);
    }),
  );
}
