import { createRoute } from "@hono/zod-openapi";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Me } from "./schemas.js";
import * as companies from "./service.js";

const me = createRoute({
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The company and key the request is authenticated as",
  responses: { 200: json(Me), ...errors() },
});

export const companiesRouter = () =>
  createRouter().openapi(me, async (c) => {
    const auth = c.var.auth;
    return c.json(
      { company: await companies.get(auth.companyId), key: { id: auth.keyId, scopes: auth.scopes, user_id: auth.userId } },
      200,
    );
  });
