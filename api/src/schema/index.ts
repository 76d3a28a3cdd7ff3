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
import "./orders/orderErrors.ts";
import "./orders/order.ts";
import "./orders/checkout.ts";
import "./orders/reviews.ts";

export const schema = builder.toSchema({ sortSchema: false });
