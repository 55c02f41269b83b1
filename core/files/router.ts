import { AppError } from "../errors.js";
import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";

const asFiles = (v: unknown): File[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is File => x instanceof File);

// Handlers import the service, so a cold start parses the routes only (docs/decisions.md, "Cold start").
export const filesRouter = () =>
  createRouter()
    .openapi(routes.upload, async (c) => {
      const form = await c.req.parseBody({ all: true });
      const sent = [...asFiles(form.file), ...asFiles(form.files)];
      if (!sent.length) {
        throw new AppError("validation_error", "Send at least one file in the multipart field `file`", {
          code: "invalid_fields",
          details: { errors: [{ field: "file", in: "body", message: "at least one file is required" }] },
        });
      }
      const files = await import("./service.js");
      return c.json({ data: await files.uploadMany(c.var.auth.companyId, sent) }, 201);
    })
    .openapi(routes.startUpload, async (c) => {
      const files = await import("./service.js");
      return c.json(await files.startUpload(c.var.auth.companyId, c.req.valid("json")), 201);
    })
    .openapi(routes.complete, async (c) => {
      const files = await import("./service.js");
      return c.json(await files.complete(c.var.auth.companyId, c.req.valid("param").id), 200);
    })
    .openapi(routes.get, async (c) => {
      const files = await import("./service.js");
      return c.json(await files.get(c.var.auth.companyId, c.req.valid("param").id), 200);
    })
    .openapi(routes.remove, async (c) => {
      const files = await import("./service.js");
      await files.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    });
