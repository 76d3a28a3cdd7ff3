// The pages that load by role ('/', the chef area, /cook, platform settings, admin and driver pages)
// and what every route shares: lazy page chunks, their preload, and the ids read from an address.
import { type ComponentType, type ReactElement, type ReactNode, lazy } from "react";
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from "react-router";
import adminDashboardPageQuery from "./__generated__/AdminDashboardPageQuery$parameters";
import type { AdminDashboardPageQuery } from "./__generated__/AdminDashboardPageQuery.graphql";
import driverPageQuery from "./__generated__/DriverPageQuery$parameters";
import type { DriverPageQuery } from "./__generated__/DriverPageQuery.graphql";
import landingPageQuery from "./__generated__/LandingPageQuery$parameters";
import type { LandingPageQuery } from "./__generated__/LandingPageQuery.graphql";
import cookPageKitchensQuery from "./__generated__/CookPageKitchensQuery$parameters";
import type { CookPageKitchensQuery } from "./__generated__/CookPageKitchensQuery.graphql";
import chefManagementPageQuery from "./__generated__/ChefManagementPageQuery$parameters";
import type { ChefManagementPageQuery } from "./__generated__/ChefManagementPageQuery.graphql";
import chefOrdersTabQuery from "./__generated__/ChefOrdersTabQuery$parameters";
import type { ChefOrdersTabQuery } from "./__generated__/ChefOrdersTabQuery.graphql";
import chefPromoCodesTabQuery from "./__generated__/ChefPromoCodesTabQuery$parameters";
import type { ChefPromoCodesTabQuery } from "./__generated__/ChefPromoCodesTabQuery.graphql";
import cookDashboardPageQuery from "./__generated__/CookDashboardPageQuery$parameters";
import type { CookDashboardPageQuery } from "./__generated__/CookDashboardPageQuery.graphql";
import menuPageQuery from "./__generated__/MenuPageQuery$parameters";
import type { MenuPageQuery } from "./__generated__/MenuPageQuery.graphql";
import platformSettingsPageAdminQuery from "./__generated__/PlatformSettingsPageAdminQuery$parameters";
import type { PlatformSettingsPageAdminQuery } from "./__generated__/PlatformSettingsPageAdminQuery.graphql";
import platformSettingsPageCookQuery from "./__generated__/PlatformSettingsPageCookQuery$parameters";
import type { PlatformSettingsPageCookQuery } from "./__generated__/PlatformSettingsPageCookQuery.graphql";
import applicationReviewPageQuery from "./__generated__/ApplicationReviewPageQuery$parameters";
import type { ApplicationReviewPageQuery } from "./__generated__/ApplicationReviewPageQuery.graphql";
import outboxPageQuery from "./__generated__/OutboxPageQuery$parameters";
import type { OutboxPageQuery } from "./__generated__/OutboxPageQuery.graphql";
import adminPromoCodesPageQuery from "./__generated__/AdminPromoCodesPageQuery$parameters";
import type { AdminPromoCodesPageQuery } from "./__generated__/AdminPromoCodesPageQuery.graphql";
import developersPageQuery from "./__generated__/DevelopersPageQuery$parameters";
import type { DevelopersPageQuery } from "./__generated__/DevelopersPageQuery.graphql";
import { environment } from "./relay/environment";
import { isApprovedCook, knownViewer } from "./relay/knownViewer";
/**
 * A page's code as its own chunk. Its download starts with the route's loader, beside the page's
 * query, not when the page first renders (after the Layout's query has answered): React.lazy alone
 * would wait for that.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return Object.assign(lazy(load), { preload: load });
}

/** Starts downloading the code of the page an element renders, when it is a lazyPage. */
export function preloadCode(element: ReactNode) {
  const type = (element as ReactElement | null)?.type as { preload?: () => Promise<unknown> } | undefined;
  void type?.preload?.().catch(() => {});
}

/** The order number of ?orderId=, or 0. */
export function orderIdOf(url: string) {
  const raw = new URL(url).searchParams.get("orderId") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

/** The number in a path's :id, or 0 (a query for 0 finds nothing, and the page says so). */
export const databaseIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0);

export type Page = {
  element: ReactNode;
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/** Pages whose ?tab= is only which part is shown: changing it loads nothing again (a click loads what a tab lacks). */
export const sameDataForAnyTab: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

const HomePage = lazyPage(() => import("./pages/home/HomePage"));
const ChefManagementPage = lazyPage(() => import("./pages/chef/ChefManagementPage"));
const CookDashboardPage = lazyPage(() => import("./pages/chef/CookDashboardPage"));
const CookPage = lazyPage(() => import("./pages/chef/CookPage"));
const PlatformSettingsPage = lazyPage(() => import("./pages/chef/PlatformSettingsPage"));
const AdminDashboardPage = lazyPage(() => import("./pages/admin/AdminDashboardPage"));
const DriverPage = lazyPage(() => import("./pages/driver/DriverPage"));

// Pages that load by role read who is signed in from knownViewer: the store after the first
// page, a hint on a cold start (the Layout runs the loader again when the hint was wrong).

/** The chef area for an approved cook: its tabs' data, and the Orders tab's list when the address opens that tab. */
function chefAreaRefs(url: string) {
  if (!isApprovedCook(knownViewer())) return {};
  const tab = new URL(url).searchParams.get("tab");
  return {
    kitchenRef: loadQuery<ChefManagementPageQuery>(
      environment,
      chefManagementPageQuery,
      { dishes: 100 },
      { fetchPolicy: "store-and-network" },
    ),
    ordersRef:
      tab === "orders"
        ? loadQuery<ChefOrdersTabQuery>(
            environment,
            chefOrdersTabQuery,
            { first: 50, upcoming: 50 },
            { fetchPolicy: "store-and-network" },
          )
        : undefined,
    promosRef:
      tab === "promos"
        ? loadQuery<ChefPromoCodesTabQuery>(
            environment,
            chefPromoCodesTabQuery,
            { count: 20 },
            { fetchPolicy: "store-and-network" },
          )
        : undefined,
  };
}

/** '/' by role (HomePage): the menu's first tab for a customer, the chef area for a cook, nothing for the others. */
export const homePage: Page = {
  element: <HomePage />,
  shouldRevalidate: sameDataForAnyTab,
  loader: ({ request }) => {
    const viewer = knownViewer();
    if (viewer?.role === "COOK") return chefAreaRefs(request.url);
    if (viewer?.role === "CUSTOMER")
      return {
        menuRef: loadQuery<MenuPageQuery>(
          environment,
          menuPageQuery,
          { meal: null, count: 24 },
          { fetchPolicy: "store-and-network" },
        ),
      };
    // A visitor's landing counters; the build's prerender (no document, no server) leaves them as placeholders.
    if (!viewer && typeof document !== "undefined")
      return {
        figuresRef: loadQuery<LandingPageQuery>(environment, landingPageQuery, {}, { fetchPolicy: "store-or-network" }),
      };
    return {};
  },
};
export const chefManagementPage: Page = {
  element: <ChefManagementPage />,
  loader: ({ request }) => chefAreaRefs(request.url),
  shouldRevalidate: sameDataForAnyTab,
};
export const cookDashboardPage: Page = {
  element: <CookDashboardPage />,
  loader: () =>
    isApprovedCook(knownViewer())
      ? loadQuery<CookDashboardPageQuery>(environment, cookDashboardPageQuery, {}, { fetchPolicy: "store-and-network" })
      : null,
};
/** /cook by role: the cook dashboard for a cook, the platform's kitchens for an admin, how to apply for anyone else. */
export const cookPage: Page = {
  element: <CookPage />,
  loader: (args) => {
    if (knownViewer()?.role === "ADMIN")
      return loadQuery<CookPageKitchensQuery>(
        environment,
        cookPageKitchensQuery,
        { first: 100 },
        { fetchPolicy: "store-and-network" },
      );
    return cookDashboardPage.loader!(args);
  },
};
export const platformSettingsPage: Page = {
  element: <PlatformSettingsPage />,
  loader: () => {
    const role = knownViewer()?.role;
    if (role === "ADMIN")
      return {
        admin: loadQuery<PlatformSettingsPageAdminQuery>(
          environment,
          platformSettingsPageAdminQuery,
          { first: 100 },
          { fetchPolicy: "store-and-network" },
        ),
      };
    if (role === "COOK")
      return {
        cook: loadQuery<PlatformSettingsPageCookQuery>(
          environment,
          platformSettingsPageCookQuery,
          {},
          { fetchPolicy: "store-and-network" },
        ),
      };
    return {};
  },
};

// Admin pages load their admin-only data up front (page sizes as variables: the server's cost limit
// multiplies a literal `first`); for anyone else the server refuses it and the
// page shows 'Access Denied' without reading it.
export const adminDashboardPage: Page = {
  element: <AdminDashboardPage />,
  loader: () =>
    loadQuery<AdminDashboardPageQuery>(
      environment,
      adminDashboardPageQuery,
      { recent: 5, audit: 10, users: 20 },
      { fetchPolicy: "store-and-network" },
    ),
};
export const driverPage: Page = {
  element: <DriverPage />,
  loader: () => loadQuery<DriverPageQuery>(environment, driverPageQuery, {}, { fetchPolicy: "store-and-network" }),
};

const ApplicationReviewPage = lazyPage(() => import("./pages/admin/ApplicationReviewPage"));
const AdminSettingsPage = lazyPage(() => import("./pages/admin/AdminSettingsPage"));
const OutboxPage = lazyPage(() => import("./pages/admin/OutboxPage"));
const AdminPromoCodesPage = lazyPage(() => import("./pages/promos/AdminPromoCodesPage"));
const DevelopersPage = lazyPage(() => import("./pages/developers/DevelopersPage"));

/** The admin's pages beyond the dashboard, and the developers' page (cooks and admins). */
export const adminPages: Record<string, Page> = {
  "/admin/applications": {
    element: <ApplicationReviewPage />,
    loader: () =>
      loadQuery<ApplicationReviewPageQuery>(
        environment,
        applicationReviewPageQuery,
        { count: 20 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/admin/settings": { element: <AdminSettingsPage /> },
  "/admin/outbox": {
    element: <OutboxPage />,
    loader: () =>
      loadQuery<OutboxPageQuery>(environment, outboxPageQuery, { count: 20 }, { fetchPolicy: "network-only" }),
  },
  "/admin/promo-codes": {
    element: <AdminPromoCodesPage />,
    loader: () =>
      loadQuery<AdminPromoCodesPageQuery>(
        environment,
        adminPromoCodesPageQuery,
        { count: 20 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/developers": {
    element: <DevelopersPage />,
    // For cooks and admins only; page sizes as variables (the server's cost limit multiplies a literal `first`).
    loader: () => {
      const role = knownViewer()?.role;
      if (role !== "COOK" && role !== "ADMIN") return null;
      return loadQuery<DevelopersPageQuery>(
        environment,
        developersPageQuery,
        { keys: 50, endpoints: 20, deliveries: 10 },
        { fetchPolicy: "network-only" },
      );
    },
  },
};
