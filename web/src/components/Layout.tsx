// The frame of every page: header, page area, bottom navigation and the toaster. It owns the
// viewer query (loaded by the root route's loader at start, beside the page's own loader: neither
// waits for the other) and applies the route table.
import { Box } from "@chakra-ui/react/box";
import { Flex } from "@chakra-ui/react/flex";
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from "react";
import {
  type PreloadedQuery,
  commitLocalUpdate,
  fetchQuery,
  graphql,
  loadQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from "react-relay/hooks";
import { Outlet, ScrollRestoration, useLoaderData, useMatches, useNavigate, useRevalidator } from "react-router";
import type { LayoutQuery } from "../__generated__/LayoutQuery.graphql";
import { environment, restartSubscriptions } from "../relay/environment";
import { rememberViewer } from "../relay/knownViewer";
import { mayVisit } from "../routeTable";
import { BottomNav } from "./BottomNav";
import { Header } from "./Header";
import { PageNotFound } from "./PageNotFound";
import { loadingText, PageSpinner } from "./PageSpinner";
import { forgetUserData, useUpdateReady } from "../pwa/serviceWorker";

// Loaded only once a new version waits.
const UpdateBanner = lazy(() => import("../pwa/UpdateBanner"));
import { useFocusOnNavigation } from "./useFocusOnNavigation";
import { type Session, SessionContext } from "./session";
import { Toaster } from "../toaster/toaster";

/* eslint-disable relay/must-colocate-fragment-spreads -- the viewer arrives with the layout: this query spreads the pages' viewer fragments, which the pages read through useViewerKey (session.ts) */
const layoutQuery = graphql`
  query LayoutQuery {
    viewer {
      id
      role
      approvalStatus
      ...Header_viewer
      # What the pages read of the viewer, each through its own fragment (session.ts: useViewerKey).
      ...HomePage_viewer
      ...DishOrderForm_viewer
      ...RecipePage_viewer
      ...RecipeComments_viewer
      ...LikeButton_viewer
      ...AdminOnly_viewer
      ...AdminSettingsPage_viewer
      ...ChefManagementPage_viewer
      ...CookDashboardPage_viewer
      ...CookPage_viewer
      ...DevelopersPage_viewer
      ...PlatformSettingsPage_viewer
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export const loader = () => loadQuery<LayoutQuery>(environment, layoutQuery, {});

export function Layout() {
  const viewer =
    usePreloadedQuery<LayoutQuery>(layoutQuery, useLoaderData<PreloadedQuery<LayoutQuery>>()).viewer ?? null;
  const relayEnvironment = useRelayEnvironment();
  const navigate = useNavigate();
  const [changingSession, setChangingSession] = useState(false);
  const page = useMatches().at(-1);
  useFocusOnNavigation();
  const updateReady = useUpdateReady();
  const { revalidate } = useRevalidator();

  // Pages that load by role started their query beside this one, from what the client knew of the
  // viewer; now that the viewer is known, a wrong guess loads the page's data again.
  const role = viewer?.role ?? null;
  const approvalStatus = viewer?.approvalStatus ?? null;
  useEffect(() => {
    if (rememberViewer(role && { role, approvalStatus })) void revalidate();
  }, [role, approvalStatus, revalidate]);

  const sessionChanged = useCallback<Session["sessionChanged"]>(
    async (to, { signedOut = false } = {}) => {
      setChangingSession(true);
      // Whoever comes next on this device starts without the last user's cached data.
      void forgetUserData();
      try {
        if (signedOut) commitLocalUpdate(relayEnvironment, (store) => store.invalidateStore());
        restartSubscriptions();
        await fetchQuery<LayoutQuery>(relayEnvironment, layoutQuery, {}, { fetchPolicy: "network-only" }).toPromise();
        // flushSync: the new page is rendered before the spinner goes, never the old page with
        // the new viewer (which the route table may refuse: 'Page Not Found' for a moment).
        await navigate(to, { replace: true, flushSync: true });
      } catch {
        // The viewer could not be reloaded: a full page load reads the session afresh.
        window.location.assign(to);
      } finally {
        setChangingSession(false);
      }
    },
    [relayEnvironment, navigate],
  );

  const session = useMemo<Session>(() => ({ viewer, sessionChanged }), [viewer, sessionChanged]);

  let content;
  if (changingSession) content = <PageSpinner />;
  else if (!mayVisit(viewer?.role, page?.id)) content = <PageNotFound />;
  else
    content = (
      <Suspense fallback={<PageSpinner text={loadingText(page?.pathname)} />}>
        <Outlet />
      </Suspense>
    );

  return (
    <SessionContext value={session}>
      <Flex direction="column" minH="100dvh">
        {updateReady && (
          <Suspense fallback={null}>
            <UpdateBanner />
          </Suspense>
        )}
        <Header viewer={viewer} />
        {/* Room for the fixed bottom navigation. */}
        <Box as="main" flex="1" pb="24">
          {content}
        </Box>
        <BottomNav />
      </Flex>
      <Toaster />
      <ScrollRestoration />
    </SessionContext>
  );
}
