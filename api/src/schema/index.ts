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
import "./catalog/menu.ts";
import "./catalog/reviews.ts";
import "./cart/cart.ts";

export const schema = builder.toSchema({ sortSchema: false });
