import { createRoute } from "@hono/zod-openapi";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Me } from "./schemas.js";

const me = createRoute({
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The company and key the request is authenticated as",
  responses: { 200: json(Me), ...errors() },
});

// The handler imports the service, so a cold start parses the route only (docs/decisions.md, "Cold start").
export const companiesRouter = () =>
  createRouter().openapi(me, async (c) => {
    const companies = await import("./service.js");
    const auth = c.var.auth;
    return c.json(
      { company: await companies.get(auth.companyId), key: { id: auth.keyId, scopes: auth.scopes, user_id: auth.userId } },
      200,
    );
  });
