// '/' by role: the landing page for visitors, the chef dashboard for cooks (the spec serves it at
// both / and /chef-management), the menu for customers, and a way in for admins and drivers.
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { lazy } from "react";
import { Link as RouterLink } from "react-router";
import { useViewer } from "../../components/session";

const LandingPage = lazy(() => import("./LandingPage"));
const MenuPage = lazy(() => import("./MenuPage"));
const ChefManagementPage = lazy(() => import("../chef/ChefManagementPage"));

export default function HomePage() {
  const viewer = useViewer();
  if (!viewer) return <LandingPage />;
  switch (viewer.role) {
    case "COOK":
      return <ChefManagementPage />;
    case "ADMIN":
      return <Welcome name={viewer.username} text="Manage users and review chef and driver applications." to="/admin" action="Open Admin Dashboard" />;
    case "DRIVER":
      return <Welcome name={viewer.username} text="Share your location and pick up deliveries from your dashboard." to="/driver" action="Open Driver Dashboard" />;
    default:
      return <MenuPage />;
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
