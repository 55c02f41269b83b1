import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import * as auth from "../auth/service.js";
import * as companies from "../companies/service.js";
import * as credits from "../credits/service.js";
import { bearerToken } from "../http/authenticate.js";
import type { AppEnv } from "../http/env.js";
import { AppError } from "../errors.js";
import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const requireAdmin = (token: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!sameSecret(bearerToken(c.req.header("authorization")), token)) {
      throw new AppError("unauthenticated", "The admin token is not valid");
    }
    await next();
  });

/** Key issuance and credit grants (spec section 5 leaves them open); mounted only with ADMIN_TOKEN. */
export function adminRouter(token: string) {
  const admin = createRouter();
  admin.use(requireAdmin(token));
  return admin
    .openapi(routes.createCompany, async (c) => {
      const company = await companies.create(c.req.valid("json"));
      await credits.ensureAllocation(company.id); // the first period's allocation, now
      return c.json(company, 201);
    })
    .openapi(routes.updatePlan, async (c) => {
      const { company_id } = c.req.valid("param");
      await companies.get(company_id, true); // 404 before anything else
      await credits.ensureAllocation(company_id); // what the old plan owes, before it changes
      return c.json(await companies.updatePlan(company_id, c.req.valid("json")), 200);
    })
    .openapi(routes.createKey, async (c) => {
      const { company_id } = c.req.valid("param");
      await companies.get(company_id); // 404 before a key is minted for nobody
      return c.json(await auth.issueKey(company_id, c.req.valid("json")), 201);
    })
    .openapi(routes.listQueues, async (c) => c.json({ queues: await (await import("../queue/redrive.js")).queueDepths() }, 200))
    .openapi(routes.redriveQueue, async (c) => c.json(await (await import("../queue/redrive.js")).redrive(c.req.valid("param").queue), 200))
    .openapi(routes.deactivateKey, async (c) => {
      await auth.deactivateKey(c.req.valid("param").key_id);
      return c.body(null, 204);
    })
    .openapi(routes.grantCredits, async (c) => {
      const { company_id } = c.req.valid("param");
      const input = c.req.valid("json");
      await companies.get(company_id);
      const transaction = await credits.grant(company_id, input.amount, input.description ?? "Credit grant");
      return c.json({ balance: await credits.balance(company_id), transaction }, 201);
    });
}
