// Every documented /api path, by area. Delivery's come before the orders' so that
// /api/orders/available is not read as /api/orders/{id}.
import { accountRoutes } from "./accounts.ts";
import { adminRoutes } from "./admin.ts";
import { catalogRoutes } from "./catalog.ts";
import { chefRoutes } from "./chef.ts";
import { storeSettingsRoutes } from "./storeSettings.ts";
import { communityRoutes } from "./community.ts";
import { deliveryRoutes } from "./delivery.ts";
import { apiKeyRoutes, webhookRoutes } from "./integrations.ts";
import { notificationRoutes, pushRoutes } from "./notifications.ts";
import { orderRoutes } from "./orders.ts";
import { orderActionRoutes } from "./orderActions.ts";
import { paymentMethodRoutes } from "./paymentMethods.ts";
import { promoCodeRoutes } from "./promoCodes.ts";
import type { RestRoute } from "./router.ts";
import { dietaryRoutes } from "./dietary.ts";
import { favouriteRoutes } from "./favourites.ts";
import { kitchenDayRoutes } from "./kitchenDays.ts";
import { searchRoutes } from "./search.ts";

export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...adminRoutes,
  ...catalogRoutes,
  ...chefRoutes,
  ...storeSettingsRoutes,
  ...deliveryRoutes,
  ...orderRoutes,
  ...orderActionRoutes,
  ...paymentMethodRoutes,
  ...promoCodeRoutes,
  ...kitchenDayRoutes,
  ...notificationRoutes,
  ...pushRoutes,
  ...communityRoutes,
  ...dietaryRoutes,
  ...favouriteRoutes,
  ...searchRoutes,

  ...apiKeyRoutes,
  ...webhookRoutes,
];
