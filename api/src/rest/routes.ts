// Every documented /api path, by area.
import { accountRoutes } from "./accounts.ts";
import { adminRoutes } from "./admin.ts";
import { catalogRoutes } from "./catalog.ts";
import { chefRoutes } from "./chef.ts";
import { orderRoutes } from "./orders.ts";
import type { RestRoute } from "./router.ts";

export const restRoutes: RestRoute[] = [...accountRoutes, ...adminRoutes, ...catalogRoutes, ...chefRoutes, ...orderRoutes];
