// Every page of the app. Who may open which is routeTable.ts; the Layout applies it. Each page is
// its own chunk (React.lazy), so a visitor's first page loads only the landing page.
import { type ComponentType, type ReactElement, type ReactNode, Suspense, lazy } from "react";
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from "react-router";
import chefApplicationReviewPageQuery from "./__generated__/ChefApplicationReviewPageQuery$parameters";
import type { ChefApplicationReviewPageQuery } from "./__generated__/ChefApplicationReviewPageQuery.graphql";
import adminDashboardPageQuery from "./__generated__/AdminDashboardPageQuery$parameters";
import type { AdminDashboardPageQuery } from "./__generated__/AdminDashboardPageQuery.graphql";
import applicationReviewPageQuery from "./__generated__/ApplicationReviewPageQuery$parameters";
import type { ApplicationReviewPageQuery } from "./__generated__/ApplicationReviewPageQuery.graphql";
import driverPageQuery from "./__generated__/DriverPageQuery$parameters";
import type { DriverPageQuery } from "./__generated__/DriverPageQuery.graphql";
import gpsFeaturesPageQuery from "./__generated__/GpsFeaturesPageQuery$parameters";
import type { GpsFeaturesPageQuery } from "./__generated__/GpsFeaturesPageQuery.graphql";
import outboxPageQuery from "./__generated__/OutboxPageQuery$parameters";
import type { OutboxPageQuery } from "./__generated__/OutboxPageQuery.graphql";
import adminPromoCodesPageQuery from "./__generated__/AdminPromoCodesPageQuery$parameters";
import type { AdminPromoCodesPageQuery } from "./__generated__/AdminPromoCodesPageQuery.graphql";
import checkoutPageQuery from "./__generated__/CheckoutPageQuery$parameters";
import type { CheckoutPageQuery } from "./__generated__/CheckoutPageQuery.graphql";
import ordersPageQuery from "./__generated__/OrdersPageQuery$parameters";
import type { OrdersPageQuery } from "./__generated__/OrdersPageQuery.graphql";
import developersPageQuery from "./__generated__/DevelopersPageQuery$parameters";
import type { DevelopersPageQuery } from "./__generated__/DevelopersPageQuery.graphql";
import favouritesPageQuery from "./__generated__/FavouritesPageQuery$parameters";
import type { FavouritesPageQuery } from "./__generated__/FavouritesPageQuery.graphql";
import trackingPageQuery from "./__generated__/TrackingPageQuery$parameters";
import type { TrackingPageQuery } from "./__generated__/TrackingPageQuery.graphql";
import notificationsPageQuery from "./__generated__/NotificationsPageQuery$parameters";
import type { NotificationsPageQuery } from "./__generated__/NotificationsPageQuery.graphql";
import recipePageQuery from "./__generated__/RecipePageQuery$parameters";
import type { RecipePageQuery } from "./__generated__/RecipePageQuery.graphql";
import recipesPageQuery from "./__generated__/RecipesPageQuery$parameters";
import type { RecipesPageQuery } from "./__generated__/RecipesPageQuery.graphql";
import landingPageQuery from "./__generated__/LandingPageQuery$parameters";
import type { LandingPageQuery } from "./__generated__/LandingPageQuery.graphql";
import cookPageKitchensQuery from "./__generated__/CookPageKitchensQuery$parameters";
import type { CookPageKitchensQuery } from "./__generated__/CookPageKitchensQuery.graphql";
import sharedTrackingPageQuery from "./__generated__/SharedTrackingPageQuery$parameters";
import type { SharedTrackingPageQuery } from "./__generated__/SharedTrackingPageQuery.graphql";
import { Layout, loader as layoutLoader } from "./components/Layout";
import { PageNotFound } from "./components/PageNotFound";
import { PageSpinner } from "./components/PageSpinner";
import { RouteError } from "./components/RouteError";
import chefManagementPageQuery from "./__generated__/ChefManagementPageQuery$parameters";
import type { ChefManagementPageQuery } from "./__generated__/ChefManagementPageQuery.graphql";
import chefMenuPageQuery from "./__generated__/ChefMenuPageQuery$parameters";
import type { ChefMenuPageQuery } from "./__generated__/ChefMenuPageQuery.graphql";
import chefOrdersTabQuery from "./__generated__/ChefOrdersTabQuery$parameters";
import type { ChefOrdersTabQuery } from "./__generated__/ChefOrdersTabQuery.graphql";
import chefPromoCodesTabQuery from "./__generated__/ChefPromoCodesTabQuery$parameters";
import type { ChefPromoCodesTabQuery } from "./__generated__/ChefPromoCodesTabQuery.graphql";
import cookDashboardPageQuery from "./__generated__/CookDashboardPageQuery$parameters";
import type { CookDashboardPageQuery } from "./__generated__/CookDashboardPageQuery.graphql";
import createRecipePageQuery from "./__generated__/CreateRecipePageQuery$parameters";
import type { CreateRecipePageQuery } from "./__generated__/CreateRecipePageQuery.graphql";
import foodItemPageQuery from "./__generated__/FoodItemPageQuery$parameters";
import type { FoodItemPageQuery } from "./__generated__/FoodItemPageQuery.graphql";
import menuPageQuery from "./__generated__/MenuPageQuery$parameters";
import type { MenuPageQuery } from "./__generated__/MenuPageQuery.graphql";
import platformSettingsPageAdminQuery from "./__generated__/PlatformSettingsPageAdminQuery$parameters";
import type { PlatformSettingsPageAdminQuery } from "./__generated__/PlatformSettingsPageAdminQuery.graphql";
import platformSettingsPageCookQuery from "./__generated__/PlatformSettingsPageCookQuery$parameters";
import type { PlatformSettingsPageCookQuery } from "./__generated__/PlatformSettingsPageCookQuery.graphql";
import restaurantsPageQuery from "./__generated__/RestaurantsPageQuery$parameters";
import type { RestaurantsPageQuery } from "./__generated__/RestaurantsPageQuery.graphql";
import { environment } from "./relay/environment";
import { isApprovedCook, knownViewer } from "./relay/knownViewer";

const HomePage = lazyPage(() => import("./pages/home/HomePage"));
const LoginPage = lazyPage(() => import("./pages/accounts/LoginPage"));
const CustomerSignupPage = lazyPage(() => import("./pages/accounts/CustomerSignupPage"));
const DebugSignupPage = lazyPage(() => import("./pages/accounts/DebugSignupPage"));
const ForgotPasswordPage = lazyPage(() => import("./pages/accounts/ForgotPasswordPage"));
const ResetPasswordPage = lazyPage(() => import("./pages/accounts/ResetPasswordPage"));
const ChefSignupPage = lazyPage(() => import("./pages/chef/ChefSignupPage"));
const ChefApplicationReviewPage = lazyPage(() => import("./pages/chef/ChefApplicationReviewPage"));
const ChefManagementPage = lazyPage(() => import("./pages/chef/ChefManagementPage"));
const CookDashboardPage = lazyPage(() => import("./pages/chef/CookDashboardPage"));
const CookPage = lazyPage(() => import("./pages/chef/CookPage"));
const PlatformSettingsPage = lazyPage(() => import("./pages/chef/PlatformSettingsPage"));
const DriverSignupPage = lazyPage(() => import("./pages/driver/DriverSignupPage"));
const DriverRegistrationPage = lazyPage(() => import("./pages/driver/DriverRegistrationPage"));
const AdminDashboardPage = lazyPage(() => import("./pages/admin/AdminDashboardPage"));
const ApplicationReviewPage = lazyPage(() => import("./pages/admin/ApplicationReviewPage"));
const AdminSettingsPage = lazyPage(() => import("./pages/admin/AdminSettingsPage"));
const OutboxPage = lazyPage(() => import("./pages/admin/OutboxPage"));
const AdminPromoCodesPage = lazyPage(() => import("./pages/promos/AdminPromoCodesPage"));
const DriverPage = lazyPage(() => import("./pages/driver/DriverPage"));
const GpsFeaturesPage = lazyPage(() => import("./pages/delivery/GpsFeaturesPage"));
const GpsTestPage = lazyPage(() => import("./pages/delivery/GpsTestPage"));
const PrivacyPage = lazyPage(() => import("./pages/privacy/PrivacyPage"));
const AccessibilityPage = lazyPage(() => import("./pages/privacy/AccessibilityPage"));
const RestaurantsPage = lazyPage(() => import("./pages/catalog/RestaurantsPage"));
const FoodItemPage = lazyPage(() => import("./pages/catalog/FoodItemPage"));
const ChefMenuPage = lazyPage(() => import("./pages/catalog/ChefMenuPage"));
const CheckoutPage = lazyPage(() => import("./pages/orders/CheckoutPage"));
const TrackingPage = lazyPage(() => import("./pages/orders/TrackingPage"));
const OrderSuccessPage = lazyPage(() => import("./pages/orders/OrderSuccessPage"));
const OrdersPage = lazyPage(() => import("./pages/orders/OrdersPage"));
const FavouritesPage = lazyPage(() => import("./pages/favourites/FavouritesPage"));
const NotificationsPage = lazyPage(() => import("./pages/notifications/NotificationsPage"));
const TestNotificationsPage = lazyPage(() => import("./pages/notifications/TestNotificationsPage"));
const RecipesPage = lazyPage(() => import("./pages/community/RecipesPage"));
const RecipePage = lazyPage(() => import("./pages/community/RecipePage"));
const CreateRecipePage = lazyPage(() => import("./pages/community/CreateRecipePage"));
const DevelopersPage = lazyPage(() => import("./pages/developers/DevelopersPage"));
const SharedTrackingPage = lazyPage(() => import("./pages/tracking/SharedTrackingPage"));

/**
 * A page's code as its own chunk. Its download starts with the route's loader, beside the page's
 * query, not when the page first renders (after the Layout's query has answered): React.lazy alone
 * would wait for that.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return Object.assign(lazy(load), { preload: load });
}

/** Starts downloading the code of the page an element renders, when it is a lazyPage. */
function preloadCode(element: ReactNode) {
  const type = (element as ReactElement | null)?.type as { preload?: () => Promise<unknown> } | undefined;
  void type?.preload?.().catch(() => {});
}

/** The order number of ?orderId=, or 0. */
function orderIdOf(url: string) {
  const raw = new URL(url).searchParams.get("orderId") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

/** The number in a path's :id, or 0 (a query for 0 finds nothing, and the page says so). */
const databaseIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 0);

type Page = {
  element: ReactNode;
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/** Pages whose ?tab= is only which part is shown: changing it loads nothing again (a click loads what a tab lacks). */
const sameDataForAnyTab: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

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
const homePage: Page = {
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
const chefManagementPage: Page = {
  element: <ChefManagementPage />,
  loader: ({ request }) => chefAreaRefs(request.url),
  shouldRevalidate: sameDataForAnyTab,
};
const cookDashboardPage: Page = {
  element: <CookDashboardPage />,
  loader: () =>
    isApprovedCook(knownViewer())
      ? loadQuery<CookDashboardPageQuery>(environment, cookDashboardPageQuery, {}, { fetchPolicy: "store-and-network" })
      : null,
};
/** /cook by role: the cook dashboard for a cook, the platform's kitchens for an admin, how to apply for anyone else. */
const cookPage: Page = {
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
const platformSettingsPage: Page = {
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
const adminDashboardPage: Page = {
  element: <AdminDashboardPage />,
  loader: () =>
    loadQuery<AdminDashboardPageQuery>(
      environment,
      adminDashboardPageQuery,
      { recent: 5, audit: 10, users: 20 },
      { fetchPolicy: "store-and-network" },
    ),
};
const driverPage: Page = {
  element: <DriverPage />,
  loader: () => loadQuery<DriverPageQuery>(environment, driverPageQuery, {}, { fetchPolicy: "store-and-network" }),
};

/** Path pattern to page. */
const pages: Record<string, Page> = {
  "/": homePage,
  "/login": { element: <LoginPage /> },
  "/customer-signup": { element: <CustomerSignupPage /> },
  "/debug-signup": { element: <DebugSignupPage /> },
  "/forgot-password": { element: <ForgotPasswordPage /> },
  "/reset-password": { element: <ResetPasswordPage /> },
  "/chef-signup": { element: <ChefSignupPage /> },
  "/chef-application-review": {
    element: <ChefApplicationReviewPage />,
    loader: () =>
      loadQuery<ChefApplicationReviewPageQuery>(
        environment,
        chefApplicationReviewPageQuery,
        {},
        { fetchPolicy: "store-and-network" },
      ),
  },
  // For a cook, / serves the chef dashboard too (HomePage).
  "/chef-management": chefManagementPage,
  "/driver-signup": { element: <DriverSignupPage /> },
  "/privacy": { element: <PrivacyPage /> },
  "/privacy-policy": { element: <PrivacyPage /> },
  "/accessibility": { element: <AccessibilityPage /> },

  "/checkout": {
    element: <CheckoutPage />,
    // ?scheduledFor= (order ahead): the cart is priced for that delivery slot.
    loader: ({ request }) => {
      const slot = new URL(request.url).searchParams.get("scheduledFor") ?? "";
      const scheduledFor = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(slot) ? slot : null;
      return loadQuery<CheckoutPageQuery>(
        environment,
        checkoutPageQuery,
        { scheduledFor },
        { fetchPolicy: "network-only" },
      );
    },
  },
  "/tracking": {
    element: <TrackingPage />,
    loader: ({ request }) => {
      const databaseId = orderIdOf(request.url);
      return loadQuery<TrackingPageQuery>(
        environment,
        trackingPageQuery,
        { databaseId, hasOrder: databaseId > 0 },
        { fetchPolicy: "store-and-network" },
      );
    },
  },
  "/order-success": { element: <OrderSuccessPage /> },
  "/orders": {
    element: <OrdersPage />,
    loader: () => loadQuery<OrdersPageQuery>(environment, ordersPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  "/favourites": {
    element: <FavouritesPage />,
    loader: () =>
      loadQuery<FavouritesPageQuery>(
        environment,
        favouritesPageQuery,
        { count: 100 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/restaurants": {
    element: <RestaurantsPage />,
    loader: () =>
      loadQuery<RestaurantsPageQuery>(
        environment,
        restaurantsPageQuery,
        { count: 100 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/food/:id": {
    element: <FoodItemPage />,
    loader: ({ params }) =>
      loadQuery<FoodItemPageQuery>(
        environment,
        foodItemPageQuery,
        { id: databaseIdOf(params.id), reviews: 50 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/chef/:id": {
    element: <ChefMenuPage />,
    loader: ({ params }) =>
      loadQuery<ChefMenuPageQuery>(
        environment,
        chefMenuPageQuery,
        { id: databaseIdOf(params.id), count: 100 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/notifications": {
    element: <NotificationsPage />,
    loader: () =>
      loadQuery<NotificationsPageQuery>(environment, notificationsPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  "/test-notifications": { element: <TestNotificationsPage /> },
  "/driver": driverPage,
  "/driver-dashboard": driverPage,
  "/driver-registration": { element: <DriverRegistrationPage /> },
  "/cook": cookPage,
  "/cook-dashboard": cookDashboardPage,
  "/platform-settings": platformSettingsPage,
  "/admin": adminDashboardPage,
  "/admin-dashboard": adminDashboardPage,
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
  "/recipes": {
    element: <RecipesPage />,
    loader: () =>
      loadQuery<RecipesPageQuery>(environment, recipesPageQuery, { count: 12 }, { fetchPolicy: "store-and-network" }),
  },
  "/recipes/create": {
    element: <CreateRecipePage />,
    loader: () =>
      loadQuery<CreateRecipePageQuery>(
        environment,
        createRecipePageQuery,
        { isCook: isApprovedCook(knownViewer()), dishes: 100 },
        { fetchPolicy: "store-and-network" },
      ),
  },
  "/recipes/:id": {
    element: <RecipePage />,
    loader: ({ params }) => {
      const variables = {
        databaseId: databaseIdOf(params.id),
        comments: 10,
        isCook: isApprovedCook(knownViewer()),
        dishes: 100,
      };
      return loadQuery<RecipePageQuery>(environment, recipePageQuery, variables, { fetchPolicy: "store-and-network" });
    },
  },
  "/track/:token": {
    element: <SharedTrackingPage />,
    loader: ({ params }) =>
      loadQuery<SharedTrackingPageQuery>(
        environment,
        sharedTrackingPageQuery,
        { token: params.token ?? "" },
        { fetchPolicy: "network-only" },
      ),
  },
  "/gps-test": { element: <GpsTestPage /> },
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
  "/gps-features": {
    element: <GpsFeaturesPage />,
    loader: () =>
      loadQuery<GpsFeaturesPageQuery>(environment, gpsFeaturesPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
};

// The browser router is made from these in main.tsx, the prerendered pages' static router in prerender.tsx.
export const routes: RouteObject[] = [
  {
    id: "root",
    loader: layoutLoader,
    // The viewer is loaded once; sign-in and sign-out reload it themselves (Layout).
    shouldRevalidate: () => false,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Layout />
      </Suspense>
    ),
    children: [
      {
        // A failing page keeps the header and navigation.
        errorElement: <RouteError />,
        children: [
          // A route's id is its pattern: the route table (routeTable.ts) is written in patterns.
          ...Object.entries(pages).map(([path, { element, loader, shouldRevalidate }]): RouteObject => ({
            id: path,
            path,
            element,
            shouldRevalidate,
            // The query first: the code's many module requests would otherwise take the
            // browser's connections and hold it back.
            loader: (args) => {
              const data = loader?.(args) ?? null;
              preloadCode(element);
              return data;
            },
          })),
          { id: "not-found", path: "*", element: <PageNotFound /> },
        ],
      },
    ],
  },
];
