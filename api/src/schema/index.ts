// Every domain registers its types on the builder when imported; the schema is built once from them.
import { builder } from "./builder.ts";
import "./errors.ts";
import "./accounts/user.ts";
import "./accounts/applications.ts";
import "./accounts/accountErrors.ts";
import "./accounts/registration.ts";
import "./accounts/signIn.ts";
import "./accounts/passwords.ts";
import "./catalog/types.ts";
import "./admin/adminErrors.ts";
import "./admin/audit.ts";
import "./admin/outbox.ts";
import "./admin/stats.ts";
import "./admin/users.ts";
import "./admin/applications.ts";
import "./store/settings.ts";
import "./chef/kitchen.ts";
import "./chef/profile.ts";
import "./chef/categories.ts";
import "./chef/foodItems.ts";
import "./chef/uploads.ts";
import "./chef/earnings.ts";
import "./catalog/menu.ts";
import "./catalog/reviews.ts";
import "./cart/cart.ts";

export const schema = builder.toSchema({ sortSchema: false });
