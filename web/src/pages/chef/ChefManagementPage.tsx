// The chef dashboard (/chef-management, and / for cooks). Its six tabs arrive with the chef issue;
// this is its header and the guard for cooks who are not approved yet.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { LuArrowLeft, LuBadgeCheck } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import { AccessDenied } from "../../components/AccessDenied";
import { useViewer } from "../../components/session";

export default function ChefManagementPage() {
  const viewer = useViewer();
  if (viewer?.role !== "cook" || viewer.approvalStatus !== "approved") {
    return (
      <AccessDenied message="This area is only accessible to approved chefs.">
        {viewer?.role === "cook" && viewer.approvalStatus === "pending" && (
          <Button asChild variant="outline">
            <RouterLink to="/chef-application-review">View application status</RouterLink>
          </Button>
        )}
      </AccessDenied>
    );
  }

  return (
    <Container maxW="6xl" py="6">
      <Link asChild color="fg.muted" fontSize="sm" mb="4">
        <RouterLink to="/">
          <LuArrowLeft /> Back to Home
        </RouterLink>
      </Link>
      <Flex align={{ base: "start", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3" mb="6">
        <Heading as="h1" size="2xl">
          Welcome, {viewer.username}
        </Heading>
        <Badge colorPalette="green" size="lg">
          <HStack gap="1">
            <LuBadgeCheck aria-hidden /> Approved Chef
          </HStack>
        </Badge>
      </Flex>
      <Card.Root borderRadius="2xl">
        <Card.Body>
          <Text color="fg.muted">
            Your restaurant profile, categories, menu, orders, earnings and settings arrive in a later release.
          </Text>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
