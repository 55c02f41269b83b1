import { createRouter } from "../http/router.js";
import { exportTable } from "./export.js";
import * as rows from "./rows.js";
import * as routes from "./routes.js";
import type { PublishInput, PublishJob, PublishResult } from "./schemas.js";
import * as tables from "./service.js";

/** Rows → catalog products (core/catalog/publish-jobs.ts): the catalog builds on tables, so core/api/groups.ts passes it in. */
export interface RowPublisher {
  publish(
    companyId: string,
    tableId: string,
    input: PublishInput,
  ): Promise<{ status: 200; body: PublishResult } | { status: 202; body: PublishJob }>;
  getPublish(companyId: string, tableId: string, publishId: string): Promise<PublishJob>;
}

export const tablesRouter = ({ publisher }: { publisher: RowPublisher }) =>
  createRouter()
    .openapi(routes.create, async (c) => c.json(await tables.create(c.var.auth.companyId, c.req.valid("json"), c.var.auth.userId), 201))
    .openapi(routes.list, async (c) => c.json(await tables.list(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.get, async (c) => c.json(await tables.get(c.var.auth.companyId, c.req.valid("param").table_id), 200))
    .openapi(routes.remove, async (c) => {
      await tables.remove(c.var.auth.companyId, c.req.valid("param").table_id);
      return c.body(null, 204);
    })
    .openapi(routes.listRows, async (c) =>
      c.json(await rows.list(c.var.auth.companyId, c.req.valid("param").table_id, c.req.valid("query")), 200),
    )
    .openapi(routes.insertRows, async (c) =>
      c.json(await rows.insert(c.var.auth.companyId, c.req.valid("param").table_id, c.req.valid("json").rows), 201),
    )
    .openapi(routes.bulkUpdate, async (c) =>
      c.json(await rows.bulkUpdate(c.var.auth.companyId, c.req.valid("param").table_id, c.req.valid("json")), 200),
    )
    .openapi(routes.getRow, async (c) => {
      const { table_id, row_id } = c.req.valid("param");
      return c.json(await rows.get(c.var.auth.companyId, table_id, row_id), 200);
    })
    .openapi(routes.updateRow, async (c) => {
      const { table_id, row_id } = c.req.valid("param");
      return c.json(await rows.update(c.var.auth.companyId, table_id, row_id, c.req.valid("json").data), 200);
    })
    .openapi(routes.exportRows, async (c) => {
      const link = await exportTable(c.var.auth.companyId, c.req.valid("param").table_id, c.req.valid("query").format);
      c.header("location", link.url);
      return c.json(link, 303);
    })
    .openapi(routes.publish, async (c) => {
      const { table_id } = c.req.valid("param");
      const answer = await publisher.publish(c.var.auth.companyId, table_id, c.req.valid("json"));
      if (answer.status === 200) return c.json(answer.body, 200);
      c.header("location", `/api/v1/tables/${table_id}/publishes/${answer.body.id}`);
      return c.json(answer.body, 202);
    })
    .openapi(routes.getPublish, async (c) => {
      const { table_id, publish_id } = c.req.valid("param");
      return c.json(await publisher.getPublish(c.var.auth.companyId, table_id, publish_id), 200);
    })
    .openapi(routes.removeRow, async (c) => {
      const { table_id, row_id } = c.req.valid("param");
      await rows.remove(c.var.auth.companyId, table_id, row_id);
      return c.body(null, 204);
    });
