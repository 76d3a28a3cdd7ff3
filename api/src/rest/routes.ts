// Every documented /api path, by area.
import { accountRoutes } from "./accounts.ts";
import { chefRoutes } from "./chef.ts";
import type { RestRoute } from "./router.ts";

export const restRoutes: RestRoute[] = [...accountRoutes, ...chefRoutes];
