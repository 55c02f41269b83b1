import { FILE_BUDGETS } from "../budgets.js";
import { AppError } from "../errors.js";
import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";
import * as files from "./service.js";

const MAX_FILES = FILE_BUDGETS.perUpload;

const asFiles = (v: unknown): File[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is File => x instanceof File);

export const filesRouter = () =>
  createRouter()
    .openapi(routes.upload, async (c) => {
      const form = await c.req.parseBody({ all: true });
      const sent = [...asFiles(form.file), ...asFiles(form.files)];
      // Refused before anything is stored: 5,000 parts of a few bytes fit the body limit but
      // would each cost a store write (47 s for one request).
      if (sent.length > MAX_FILES) {
        throw new AppError(
          "invalid_request",
          `A request uploads at most ${MAX_FILES} files (got ${sent.length}); send them in several requests`,
          { code: "too_many_files", details: { max_files: MAX_FILES, files: sent.length } },
          413,
        );
      }
      if (!sent.length) {
        throw new AppError("validation_error", "Send at least one file in the multipart field `file`", {
          code: "invalid_fields",
          details: { errors: [{ field: "file", in: "body", message: "at least one file is required" }] },
        });
      }
      return c.json({ data: await files.uploadMany(c.var.auth.companyId, sent) }, 201);
    })
    .openapi(routes.startUpload, async (c) => c.json(await files.startUpload(c.var.auth.companyId, c.req.valid("json")), 201))
    .openapi(routes.complete, async (c) => c.json(await files.complete(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.get, async (c) => c.json(await files.get(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.remove, async (c) => {
      await files.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    });
