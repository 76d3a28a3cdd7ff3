// '/' by role: the landing page for visitors, the chef dashboard for cooks (the spec serves it at
// both / and /chef-management), the menu for customers, and a way in for admins and drivers.
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { lazy } from "react";
import type { PreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { LandingPageQuery } from "../../__generated__/LandingPageQuery.graphql";
import type { MenuPageQuery } from "../../__generated__/MenuPageQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import type { HomePage_viewer$key } from "../../__generated__/HomePage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChefAreaRefs } from "../chef/ChefManagementPage";

const LandingPage = lazy(() => import("./LandingPage"));
const MenuPage = lazy(() => import("./MenuPage"));
const ChefManagementPage = lazy(() => import("../chef/ChefManagementPage"));

/** What '/' loads, by the role the route knew (routes.tsx): the menu for a customer, the chef area for a cook. */
export type HomeRefs = ChefAreaRefs & {
  menuRef?: PreloadedQuery<MenuPageQuery>;
  figuresRef?: PreloadedQuery<LandingPageQuery>;
};

export default function HomePage() {
  const viewer = useFragment<HomePage_viewer$key>(
    graphql`
      fragment HomePage_viewer on User {
        role
        username
      }
    `,
    useViewerKey(),
  );
  const { menuRef, figuresRef } = useLoaderData<HomeRefs | undefined>() ?? {};
  if (!viewer) return <LandingPage figuresRef={figuresRef} />;
  switch (viewer.role) {
    case "COOK":
      return <ChefManagementPage />;
    case "ADMIN":
      return (
        <Welcome
          name={viewer.username}
          text="Manage users and review chef and driver applications."
          to="/admin"
          action="Open Admin Dashboard"
        />
      );
    case "DRIVER":
      return (
        <Welcome
          name={viewer.username}
          text="Share your location and pick up deliveries from your dashboard."
          to="/driver"
          action="Open Driver Dashboard"
        />
      );
    default:
      // No reference: the loader guessed another role, and the Layout is running it again.
      return menuRef ? <MenuPage queryRef={menuRef} /> : <PageSpinner />;
  }
}

function Welcome({ name, text, to, action }: { name: string; text: string; to: string; action: string }) {
  return (
    <Container maxW="3xl" py="12" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        Welcome, {name}
      </Heading>
      <Text color="fg.muted" mb="6">
        {text}
      </Text>
      <Button asChild size="lg">
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </Container>
  );
}
