// Who may open which page: the spec's "Route table by role" (customer spec §2) as written, plus its
// "Also linked" routes. A path that is not in the signed-in role's list shows 'Page Not Found'.
// Paths are React Router patterns; each route's id in routes.tsx is its pattern.

export type Audience = "visitor" | "cook" | "driver" | "member";

export function audienceOf(role: string | null | undefined): Audience {
  if (!role) return "visitor";
  if (role === "COOK" || role === "DRIVER") return role === "COOK" ? "cook" : "driver";
  // "Any other authenticated role (customer, admin)".
  return "member";
}

export const routeTable: Record<Audience, readonly string[]> = {
  visitor: [
    "/login",
    "/customer-signup",
    "/chef-signup",
    "/chef-application-review",
    "/driver-signup",
    "/debug-signup",
    "/privacy",
    "/privacy-policy",
    // The accessibility statement, for everyone (WCAG 2.2 AA; the EU Accessibility Act).
    "/accessibility",
    "/",
    "/forgot-password",
    "/reset-password",
    // The food item page shows visitors a login prompt instead of the order form (spec, Food item page).
    "/food/:id",
    // "Visitors can browse" the recipe community, which points them to login to join (companion spec).
    "/recipes",
    "/recipes/:id",
    // A tracking link a customer shared opens for anyone.
    "/track/:token",
  ],
  cook: [
    "/",
    "/accessibility",
    "/chef-management",
    "/platform-settings",
    "/recipes",
    "/recipes/create",
    "/recipes/:id",
    "/notifications",
    "/test-notifications",
    // Also linked: the back link of platform settings for non-admins.
    "/cook-dashboard",
    // The cook dashboard's other address (the spec's /cook), which the member table lists too.
    "/cook",
    // API keys and webhooks for integrators (README: Integrations).
    "/developers",
    // Registering signs the new cook in and sends them here (the spec's chef signup), and the chef
    // area links a pending cook here, so a cook must be able to open it.
    "/chef-application-review",
    "/track/:token",
  ],
  driver: [
    "/",
    "/accessibility",
    "/driver",
    "/driver-registration",
    "/notifications",
    "/test-notifications",
    // Also linked: where a driver lands after logging in.
    "/driver-dashboard",
    "/track/:token",
  ],
  member: [
    "/",
    "/accessibility",
    "/checkout",
    "/tracking",
    "/driver",
    "/driver-registration",
    "/cook",
    "/admin",
    "/admin-dashboard",
    "/admin/applications",
    "/recipes",
    "/recipes/create",
    "/recipes/:id",
    "/restaurants",
    "/favourites",
    "/food/:id",
    "/orders",
    "/notifications",
    "/test-notifications",
    "/gps-test",
    "/gps-features",
    "/chef-management",
    "/admin/settings",
    // HomePlate's mail outbox for admins (README: Mail).
    "/admin/outbox",
    // The platform's promo codes, for admins.
    "/admin/promo-codes",
    // API keys and webhooks for integrators: admins use it, customers see 'Access Denied'.
    "/developers",
    "/platform-settings",
    // Also linked: the driver and cook dashboards' other addresses, a chef's menu from a
    // restaurant card, and the payment return address. (/tracking is in the table already.)
    "/driver-dashboard",
    "/cook-dashboard",
    "/chef/:id",
    "/order-success",
    "/track/:token",
    // A signed-in customer applies to cook for the account they have (the chef sign-up without its
    // account fields), linked from /cook and the empty menu and restaurant list, and follows the
    // application where a new cook does. Their driver application is /driver-registration.
    "/chef-signup",
    "/chef-application-review",
  ],
};

export function mayVisit(role: string | null | undefined, routePattern: string | undefined): boolean {
  return routePattern !== undefined && routeTable[audienceOf(role)].includes(routePattern);
}
