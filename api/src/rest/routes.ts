// Every documented /api path, by area.
import { accountRoutes } from "./accounts.ts";
import { catalogRoutes } from "./catalog.ts";
import type { RestRoute } from "./router.ts";

export const restRoutes: RestRoute[] = [...accountRoutes, ...catalogRoutes];
