import { handle } from "hono/aws-lambda";
import { createApp } from "../core/api/app.js";

export const handler = handle(createApp());
