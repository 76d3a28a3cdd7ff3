// Platform settings (/platform-settings): a kitchen's store settings in six tabs and one Save
// Settings. A cook edits their own store; an admin picks a cook's store. Every rule is the server's.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense, useState } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { PlatformSettingsPageAdminQuery } from "../../__generated__/PlatformSettingsPageAdminQuery.graphql";
import type { PlatformSettingsPageCookQuery } from "../../__generated__/PlatformSettingsPageCookQuery.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import type { PlatformSettingsPage_viewer$key } from "../../__generated__/PlatformSettingsPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { StoreForm } from "./StoreForm";

const Loading = () => (
  <Text py="12" textAlign="center" color="fg.muted">
    Loading platform settings...
  </Text>
);

export const platformSettingsPageCookQuery = graphql`
  query PlatformSettingsPageCookQuery @preloadable {
    viewer {
      id
      storeSettings {
        ...StoreForm_store
      }
    }
  }
`;

export const platformSettingsPageAdminQuery = graphql`
  query PlatformSettingsPageAdminQuery($first: Int!) @preloadable {
    cookStores(first: $first) {
      edges {
        node {
          id
          name
          storeSettings {
            ...StoreForm_store
          }
        }
      }
    }
  }
`;

// The page size is a variable: the server's cost limit multiplies a literal `first` (a list of
// 100 stores with their week of hours went over it), while the connection itself caps the page.
export const platformSettingsPageAdminVariables = { first: 100 };

/** The route loads the cook's own store or, for an admin, every cook's (routes.tsx). */
export type PlatformSettingsRefs = {
  cook?: PreloadedQuery<PlatformSettingsPageCookQuery>;
  admin?: PreloadedQuery<PlatformSettingsPageAdminQuery>;
};

/** What this page reads of the signed-in user (the Layout's query spreads it). */
const viewerFragment = graphql`
  fragment PlatformSettingsPage_viewer on User {
    role
    approvalStatus
  }
`;

export default function PlatformSettingsPage() {
  const viewer = useFragment<PlatformSettingsPage_viewer$key>(viewerFragment, useViewerKey());
  const refs = useLoaderData<PlatformSettingsRefs | undefined>() ?? {};
  if (!viewer)
    return (
      <AccessDenied message="Please log in to access platform settings.">
        <Button asChild>
          <RouterLink to="/login">Log in</RouterLink>
        </Button>
      </AccessDenied>
    );
  const isAdmin = viewer.role === "ADMIN";
  if (!isAdmin && viewer.role !== "COOK") return <AccessDenied message="Platform settings are for chefs and admins." />;
  return (
    <Container maxW="5xl" py="6">
      <Link asChild color="fg.muted" fontSize="sm" mb="4">
        <RouterLink to={isAdmin ? "/admin" : "/cook-dashboard"}>
          <LuArrowLeft /> Back to Dashboard
        </RouterLink>
      </Link>
      <Flex gap="3" align="center" mb="6" wrap="wrap">
        <Heading as="h1" size="2xl">
          Platform Settings
        </Heading>
        <Badge colorPalette={isAdmin ? "purple" : "green"} size="lg">
          {isAdmin ? "Admin Settings" : "Chef Settings"}
        </Badge>
      </Flex>
      <Suspense fallback={<Loading />}>
        {/* No reference: the loader guessed another role, and the Layout is running it again. */}
        {isAdmin ? (
          refs.admin ? (
            <AdminStores queryRef={refs.admin} />
          ) : (
            <Loading />
          )
        ) : refs.cook ? (
          <OwnStore queryRef={refs.cook} />
        ) : (
          <Loading />
        )}
      </Suspense>
    </Container>
  );
}

function OwnStore({ queryRef }: { queryRef: PreloadedQuery<PlatformSettingsPageCookQuery> }) {
  const approved =
    useFragment<PlatformSettingsPage_viewer$key>(viewerFragment, useViewerKey())?.approvalStatus === "APPROVED";
  const { viewer } = usePreloadedQuery<PlatformSettingsPageCookQuery>(platformSettingsPageCookQuery, queryRef);
  if (!viewer?.storeSettings) return <Loading />;
  // The server saves an approved cook's store only; until then the page shows the defaults.
  return <StoreForm store={viewer.storeSettings} cookId={null} canSave={approved} />;
}

function AdminStores({ queryRef }: { queryRef: PreloadedQuery<PlatformSettingsPageAdminQuery> }) {
  const { cookStores } = usePreloadedQuery<PlatformSettingsPageAdminQuery>(platformSettingsPageAdminQuery, queryRef);
  const cooks = cookStores.edges.map((e) => e.node);
  const [chosen, setChosen] = useState(cooks[0]?.id ?? "");
  const cook = cooks.find((c) => c.id === chosen);
  return (
    <Stack gap="4">
      <HStack>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          Store of
        </Text>
        <NativeSelect.Root maxW="sm">
          <NativeSelect.Field aria-label="Cook" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {cooks.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {cook?.storeSettings ? (
        <StoreForm key={cook.id} store={cook.storeSettings} cookId={cook.id} />
      ) : (
        <Text color="fg.muted">No cooks yet.</Text>
      )}
    </Stack>
  );
}
