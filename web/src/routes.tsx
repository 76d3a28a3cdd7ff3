// Every page of the app. Who may open which is routeTable.ts; the Layout applies it. Each page is
// its own chunk (React.lazy), so a visitor's first page loads only the landing page.
import { Suspense } from "react";
import { loadQuery } from "react-relay/hooks";
import chefApplicationReviewPageQuery from "./__generated__/ChefApplicationReviewPageQuery$parameters";
import type { ChefApplicationReviewPageQuery } from "./__generated__/ChefApplicationReviewPageQuery.graphql";
import type { RouteObject } from "react-router";
import gpsFeaturesPageQuery from "./__generated__/GpsFeaturesPageQuery$parameters";
import type { GpsFeaturesPageQuery } from "./__generated__/GpsFeaturesPageQuery.graphql";
import checkoutPageQuery from "./__generated__/CheckoutPageQuery$parameters";
import type { CheckoutPageQuery } from "./__generated__/CheckoutPageQuery.graphql";
import ordersPageQuery from "./__generated__/OrdersPageQuery$parameters";
import type { OrdersPageQuery } from "./__generated__/OrdersPageQuery.graphql";
import favouritesPageQuery from "./__generated__/FavouritesPageQuery$parameters";
import type { FavouritesPageQuery } from "./__generated__/FavouritesPageQuery.graphql";
import orderSuccessPageQuery from "./__generated__/OrderSuccessPageQuery$parameters";
import type { OrderSuccessPageQuery } from "./__generated__/OrderSuccessPageQuery.graphql";
import trackingPageQuery from "./__generated__/TrackingPageQuery$parameters";
import type { TrackingPageQuery } from "./__generated__/TrackingPageQuery.graphql";
import notificationsPageQuery from "./__generated__/NotificationsPageQuery$parameters";
import type { NotificationsPageQuery } from "./__generated__/NotificationsPageQuery.graphql";
import recipePageQuery from "./__generated__/RecipePageQuery$parameters";
import type { RecipePageQuery } from "./__generated__/RecipePageQuery.graphql";
import recipesPageQuery from "./__generated__/RecipesPageQuery$parameters";
import type { RecipesPageQuery } from "./__generated__/RecipesPageQuery.graphql";
import sharedTrackingPageQuery from "./__generated__/SharedTrackingPageQuery$parameters";
import type { SharedTrackingPageQuery } from "./__generated__/SharedTrackingPageQuery.graphql";
import { Layout, loader as layoutLoader } from "./components/Layout";
import { PageNotFound } from "./components/PageNotFound";
import { PageSpinner } from "./components/PageSpinner";
import { RouteError } from "./components/RouteError";
import chefMenuPageQuery from "./__generated__/ChefMenuPageQuery$parameters";
import type { ChefMenuPageQuery } from "./__generated__/ChefMenuPageQuery.graphql";
import createRecipePageQuery from "./__generated__/CreateRecipePageQuery$parameters";
import type { CreateRecipePageQuery } from "./__generated__/CreateRecipePageQuery.graphql";
import foodItemPageQuery from "./__generated__/FoodItemPageQuery$parameters";
import type { FoodItemPageQuery } from "./__generated__/FoodItemPageQuery.graphql";
import restaurantsPageQuery from "./__generated__/RestaurantsPageQuery$parameters";
import type { RestaurantsPageQuery } from "./__generated__/RestaurantsPageQuery.graphql";
import { environment } from "./relay/environment";
import { isApprovedCook, knownViewer } from "./relay/knownViewer";
import {
  adminDashboardPage,
  chefManagementPage,
  cookDashboardPage,
  cookPage,
  databaseIdOf,
  adminPages,
  driverPage,
  homePage,
  lazyPage,
  orderIdOf,
  platformSettingsPage,
  preloadCode,
  type Page,
} from "./rolePages";

const LoginPage = lazyPage(() => import("./pages/accounts/LoginPage"));
const CustomerSignupPage = lazyPage(() => import("./pages/accounts/CustomerSignupPage"));
const DebugSignupPage = lazyPage(() => import("./pages/accounts/DebugSignupPage"));
const ForgotPasswordPage = lazyPage(() => import("./pages/accounts/ForgotPasswordPage"));
const ResetPasswordPage = lazyPage(() => import("./pages/accounts/ResetPasswordPage"));
const ChefSignupPage = lazyPage(() => import("./pages/chef/ChefSignupPage"));
const ChefApplicationReviewPage = lazyPage(() => import("./pages/chef/ChefApplicationReviewPage"));
const DriverSignupPage = lazyPage(() => import("./pages/driver/DriverSignupPage"));
const DriverRegistrationPage = lazyPage(() => import("./pages/driver/DriverRegistrationPage"));
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
const SharedTrackingPage = lazyPage(() => import("./pages/tracking/SharedTrackingPage"));

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
  "/order-success": {
    element: <OrderSuccessPage />,
    // The order by its number; the page completes its payment with the id read here.
    loader: ({ request }) =>
      loadQuery<OrderSuccessPageQuery>(
        environment,
        orderSuccessPageQuery,
        { databaseId: orderIdOf(request.url) },
        { fetchPolicy: "network-only" },
      ),
  },
  "/orders": {
    element: <OrdersPage />,
    loader: () =>
      loadQuery<OrdersPageQuery>(environment, ordersPageQuery, { cards: 20 }, { fetchPolicy: "store-and-network" }),
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
  ...adminPages,
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
