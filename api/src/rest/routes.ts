// Every documented /api path, by area.
import { accountRoutes } from "./accounts.ts";
import { orderRoutes } from "./orders.ts";
import type { RestRoute } from "./router.ts";

export const restRoutes: RestRoute[] = [...accountRoutes, ...orderRoutes];
