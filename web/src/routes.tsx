// Every page of the app. Who may open which is routeTable.ts; the Layout applies it. Each page is
// its own chunk (React.lazy), so a visitor's first page loads only the landing page.
import { type ReactNode, Suspense, lazy } from "react";
import { loadQuery } from "react-relay/hooks";
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter } from "react-router";
import chefApplicationReviewPageQuery, {
  type ChefApplicationReviewPageQuery,
} from "./__generated__/ChefApplicationReviewPageQuery.graphql";
import adminDashboardPageQuery, { type AdminDashboardPageQuery } from "./__generated__/AdminDashboardPageQuery.graphql";
import applicationReviewPageQuery, { type ApplicationReviewPageQuery } from "./__generated__/ApplicationReviewPageQuery.graphql";
import driverPageQuery, { type DriverPageQuery } from "./__generated__/DriverPageQuery.graphql";
import gpsFeaturesPageQuery, { type GpsFeaturesPageQuery } from "./__generated__/GpsFeaturesPageQuery.graphql";
import outboxPageQuery, { type OutboxPageQuery } from "./__generated__/OutboxPageQuery.graphql";
import checkoutPageQuery, { type CheckoutPageQuery } from "./__generated__/CheckoutPageQuery.graphql";
import ordersPageQuery, { type OrdersPageQuery } from "./__generated__/OrdersPageQuery.graphql";
import trackingPageQuery, { type TrackingPageQuery } from "./__generated__/TrackingPageQuery.graphql";
import notificationsPageQuery, { type NotificationsPageQuery } from "./__generated__/NotificationsPageQuery.graphql";
import recipePageQuery, { type RecipePageQuery } from "./__generated__/RecipePageQuery.graphql";
import recipesPageQuery, { type RecipesPageQuery } from "./__generated__/RecipesPageQuery.graphql";
import landingPageQuery, { type LandingPageQuery } from "./__generated__/LandingPageQuery.graphql";
import { Layout, loader as layoutLoader } from "./components/Layout";
import { PageNotFound } from "./components/PageNotFound";
import { PageSpinner } from "./components/PageSpinner";
import { RouteError } from "./components/RouteError";
import { environment } from "./relay/environment";

const HomePage = lazy(() => import("./pages/home/HomePage"));
const LoginPage = lazy(() => import("./pages/accounts/LoginPage"));
const CustomerSignupPage = lazy(() => import("./pages/accounts/CustomerSignupPage"));
const DebugSignupPage = lazy(() => import("./pages/accounts/DebugSignupPage"));
const ForgotPasswordPage = lazy(() => import("./pages/accounts/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./pages/accounts/ResetPasswordPage"));
const ChefSignupPage = lazy(() => import("./pages/chef/ChefSignupPage"));
const ChefApplicationReviewPage = lazy(() => import("./pages/chef/ChefApplicationReviewPage"));
const ChefManagementPage = lazy(() => import("./pages/chef/ChefManagementPage"));
const CookDashboardPage = lazy(() => import("./pages/chef/CookDashboardPage"));
const CookPage = lazy(() => import("./pages/chef/CookPage"));
const PlatformSettingsPage = lazy(() => import("./pages/chef/PlatformSettingsPage"));
const DriverSignupPage = lazy(() => import("./pages/driver/DriverSignupPage"));
const DriverRegistrationPage = lazy(() => import("./pages/driver/DriverRegistrationPage"));
const AdminDashboardPage = lazy(() => import("./pages/admin/AdminDashboardPage"));
const ApplicationReviewPage = lazy(() => import("./pages/admin/ApplicationReviewPage"));
const AdminSettingsPage = lazy(() => import("./pages/admin/AdminSettingsPage"));
const OutboxPage = lazy(() => import("./pages/admin/OutboxPage"));
const DriverPage = lazy(() => import("./pages/driver/DriverPage"));
const GpsFeaturesPage = lazy(() => import("./pages/delivery/GpsFeaturesPage"));
const GpsTestPage = lazy(() => import("./pages/delivery/GpsTestPage"));
const PrivacyPage = lazy(() => import("./pages/privacy/PrivacyPage"));
const RestaurantsPage = lazy(() => import("./pages/catalog/RestaurantsPage"));
const FoodItemPage = lazy(() => import("./pages/catalog/FoodItemPage"));
const ChefMenuPage = lazy(() => import("./pages/catalog/ChefMenuPage"));
const CheckoutPage = lazy(() => import("./pages/orders/CheckoutPage"));
const TrackingPage = lazy(() => import("./pages/orders/TrackingPage"));
const OrderSuccessPage = lazy(() => import("./pages/orders/OrderSuccessPage"));
const OrdersPage = lazy(() => import("./pages/orders/OrdersPage"));
const NotificationsPage = lazy(() => import("./pages/notifications/NotificationsPage"));
const TestNotificationsPage = lazy(() => import("./pages/notifications/TestNotificationsPage"));
const RecipesPage = lazy(() => import("./pages/community/RecipesPage"));
const RecipePage = lazy(() => import("./pages/community/RecipePage"));
const CreateRecipePage = lazy(() => import("./pages/community/CreateRecipePage"));

/** The order number of ?orderId=, or 0. */
function orderIdOf(url: string) {
  const raw = new URL(url).searchParams.get("orderId") ?? "";
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

type Page = { element: ReactNode; loader?: (args: LoaderFunctionArgs) => unknown };

// Admin pages load their admin-only data up front (page sizes as variables: the server's cost limit
// multiplies a literal `first`); for anyone else the server refuses it and the
// page shows 'Access Denied' without reading it.
const adminDashboardPage: Page = {
  element: <AdminDashboardPage />,
  loader: () => loadQuery<AdminDashboardPageQuery>(environment, adminDashboardPageQuery, { recent: 5, audit: 10, users: 20 }, { fetchPolicy: "store-and-network" }),
};
const driverPage: Page = {
  element: <DriverPage />,
  loader: () => loadQuery<DriverPageQuery>(environment, driverPageQuery, {}, { fetchPolicy: "store-and-network" }),
};

/** Path pattern to page. */
const pages: Record<string, Page> = {
  // The landing page's counters (a visitor's); cheap and cached on the server, so read for every role.
  "/": { element: <HomePage />, loader: () => loadQuery<LandingPageQuery>(environment, landingPageQuery, {}, { fetchPolicy: "store-or-network" }) },
  "/login": { element: <LoginPage /> },
  "/customer-signup": { element: <CustomerSignupPage /> },
  "/debug-signup": { element: <DebugSignupPage /> },
  "/forgot-password": { element: <ForgotPasswordPage /> },
  "/reset-password": { element: <ResetPasswordPage /> },
  "/chef-signup": { element: <ChefSignupPage /> },
  "/chef-application-review": {
    element: <ChefApplicationReviewPage />,
    loader: () =>
      loadQuery<ChefApplicationReviewPageQuery>(environment, chefApplicationReviewPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  // For a cook, / serves the chef dashboard too (HomePage).
  "/chef-management": { element: <ChefManagementPage /> },
  "/driver-signup": { element: <DriverSignupPage /> },
  "/privacy": { element: <PrivacyPage /> },
  "/privacy-policy": { element: <PrivacyPage /> },

  "/checkout": {
    element: <CheckoutPage />,
    loader: () => loadQuery<CheckoutPageQuery>(environment, checkoutPageQuery, {}, { fetchPolicy: "network-only" }),
  },
  "/tracking": {
    element: <TrackingPage />,
    loader: ({ request }) => {
      const databaseId = orderIdOf(request.url);
      return loadQuery<TrackingPageQuery>(environment, trackingPageQuery, { databaseId, hasOrder: databaseId > 0 }, { fetchPolicy: "store-and-network" });
    },
  },
  "/order-success": { element: <OrderSuccessPage /> },
  "/orders": {
    element: <OrdersPage />,
    loader: () => loadQuery<OrdersPageQuery>(environment, ordersPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  "/restaurants": { element: <RestaurantsPage /> },
  "/food/:id": { element: <FoodItemPage /> },
  "/chef/:id": { element: <ChefMenuPage /> },
  "/notifications": {
    element: <NotificationsPage />,
    loader: () => loadQuery<NotificationsPageQuery>(environment, notificationsPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  "/test-notifications": { element: <TestNotificationsPage /> },
  "/driver": driverPage,
  "/driver-dashboard": driverPage,
  "/driver-registration": { element: <DriverRegistrationPage /> },
  "/cook": { element: <CookPage /> },
  "/cook-dashboard": { element: <CookDashboardPage /> },
  "/platform-settings": { element: <PlatformSettingsPage /> },
  "/admin": adminDashboardPage,
  "/admin-dashboard": adminDashboardPage,
  "/admin/applications": {
    element: <ApplicationReviewPage />,
    loader: () =>
      loadQuery<ApplicationReviewPageQuery>(environment, applicationReviewPageQuery, { count: 20 }, { fetchPolicy: "store-and-network" }),
  },
  "/admin/settings": { element: <AdminSettingsPage /> },
  "/admin/outbox": {
    element: <OutboxPage />,
    loader: () => loadQuery<OutboxPageQuery>(environment, outboxPageQuery, { count: 20 }, { fetchPolicy: "network-only" }),
  },
  "/recipes": {
    element: <RecipesPage />,
    loader: () => loadQuery<RecipesPageQuery>(environment, recipesPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
  "/recipes/create": { element: <CreateRecipePage /> },
  "/recipes/:id": {
    element: <RecipePage />,
    loader: ({ params }) => {
      const databaseId = /^[1-9]\d{0,8}$/.test(params.id ?? "") ? Number(params.id) : 0;
      return loadQuery<RecipePageQuery>(environment, recipePageQuery, { databaseId, comments: 10 }, { fetchPolicy: "store-and-network" });
    },
  },
  "/gps-test": { element: <GpsTestPage /> },
  "/gps-features": {
    element: <GpsFeaturesPage />,
    loader: () => loadQuery<GpsFeaturesPageQuery>(environment, gpsFeaturesPageQuery, {}, { fetchPolicy: "store-and-network" }),
  },
};

const routes: RouteObject[] = [
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
          ...Object.entries(pages).map(([path, page]): RouteObject => ({ id: path, path, ...page })),
          { id: "not-found", path: "*", element: <PageNotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
