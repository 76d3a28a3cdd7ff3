// Every domain registers its types on the builder when imported; the schema is built once from them.
import { isObjectType, type GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "./errors.ts";
import "./accounts/user.ts";
import "./accounts/applications.ts";
import "./accounts/accountErrors.ts";
import "./accounts/registration.ts";
import "./accounts/signIn.ts";
import "./accounts/passwords.ts";
import "./accounts/cards.ts";
import { guardWithdrawnDishes } from "./catalog/types.ts";
import "./admin/adminErrors.ts";
import "./admin/audit.ts";
import "./admin/outbox.ts";
import "./admin/stats.ts";
import "./admin/users.ts";
import "./admin/applications.ts";
import "./store/settings.ts";
import "./store/chefPreferences.ts";
import "./chef/kitchen.ts";
import "./chef/profile.ts";
import "./chef/categories.ts";
import "./chef/foodItems.ts";
import "./chef/uploads.ts";
import "./chef/earnings.ts";
import "./catalog/menu.ts";
import "./catalog/reviews.ts";
import "./catalog/responsiveImage.ts";
import "./cart/cartErrors.ts";
import "./cart/cart.ts";
import "./orders/orderErrors.ts";
import "./orders/order.ts";
import "./orders/history.ts";
import "./orders/quote.ts";
import "./orders/checkout.ts";
import "./orders/placeOrder.ts";
import "./orders/reviews.ts";
import "./orders/transitions.ts";
import "./orders/kitchenOrders.ts";
import "./orders/scheduledOrders.ts";
import "./orders/deliverySlots.ts";
import "./orders/daysOff.ts";
import "./orders/substitutions.ts";
import "./orders/reorder.ts";
import "./delivery/shareLinks.ts";
import "./promos/promoErrors.ts";
import "./promos/promoCode.ts";
import "./promos/checkoutFields.ts";
import "./orders/tips.ts";
import "./catalog/portions.ts";
import "./catalog/portionEvents.ts";
import "./store/kitchenStatus.ts";
import "./delivery/orderFields.ts";
import "./delivery/driver.ts";
import "./delivery/dispatch.ts";
import "./delivery/location.ts";
import "./delivery/gps.ts";
import "./delivery/demo.ts";
import "./notifications/notification.ts";
import "./notifications/push.ts";
import "./community/recipe.ts";
import "./community/membership.ts";
import "./community/sharing.ts";
import "./community/reactions.ts";
import "./community/kitchenRecipes.ts";
import "./dietary/dietary.ts";
import "./favourites/favourites.ts";
import "./search/search.ts";
import "./home/platformFigures.ts";

import "./integrations/apiKeys.ts";
import "./integrations/webhooks.ts";
import "./integrations/webhookRegistration.ts";
import "./integrations/webhookActions.ts";

export const schema = describeTotalCounts(guardWithdrawnDishes(builder.toSchema({ sortSchema: false })));

/** The Prisma plugin adds each connection's `totalCount` without taking a description; it means the
 * same on every connection. */
function describeTotalCounts(built: GraphQLSchema) {
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields()))
      if (field.extensions?.pothosPrismaTotalCount && !field.description)
        field.description = "How many items the whole list holds (every page), with the same arguments.";
  }
  return built;
}
