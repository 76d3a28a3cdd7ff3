// The spec's header: brand, notification bell and delivery bar for signed-in users, cart with its
// count, the greeting, the Admin / Chef Area buttons by role, and Logout or Login.
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import {
  LuChefHat,
  LuHeart,
  LuLogIn,
  LuLogOut,
  LuMapPin,
  LuReceipt,
  LuShieldCheck,
  LuShoppingCart,
  LuUtensils,
} from "react-icons/lu";
import { Link as RouterLink, useLocation } from "react-router";
import type { Header_viewer$key } from "../__generated__/Header_viewer.graphql";
import { CartButton } from "./CartButton";
import { NotificationBell } from "./NotificationBell";
import { useLogout } from "./useLogout";

export function Header({ viewer: viewerKey }: { viewer: Header_viewer$key | null }) {
  const viewer = useFragment(
    graphql`
      fragment Header_viewer on User {
        id
        unreadNotificationCount
        username
        role
        address
        cart {
          totalQuantity
        }
      }
    `,
    viewerKey,
  );
  // The server's cart (customer and admin); Relay updates it from every cart mutation's payload.
  const cartCount = viewer?.cart.totalQuantity ?? 0;
  const onCheckout = useLocation().pathname === "/checkout";

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" shadow="xs">
      <Container maxW="6xl" py="2">
        <Flex align="center" gap="2" wrap="wrap">
          <RouterLink to="/">
            <HStack gap="2" color="brand.solid">
              <LuUtensils size="22" aria-hidden />
              <Text as="span" fontFamily="heading" fontWeight="bold" fontSize={{ base: "lg", sm: "xl", md: "2xl" }}>
                HomePlate
              </Text>
            </HStack>
          </RouterLink>
          <HStack ms="auto" gap={{ base: "0.5", md: "2" }}>
            {viewer && <NotificationBell viewerId={viewer.id} unread={viewer.unreadNotificationCount ?? 0} />}
            <CartButton signedIn={viewer !== null} count={cartCount} />
            {(viewer?.role === "CUSTOMER" || viewer?.role === "ADMIN") && (
              <Button asChild size={{ base: "xs", sm: "sm" }} variant="ghost">
                <RouterLink to="/orders">
                  <LuReceipt /> Orders
                </RouterLink>
              </Button>
            )}
            {(viewer?.role === "CUSTOMER" || viewer?.role === "ADMIN") && (
              <Button asChild size={{ base: "xs", sm: "sm" }} variant="ghost">
                <RouterLink to="/favourites" aria-label="Favourites">
                  <LuHeart />
                </RouterLink>
              </Button>
            )}
            {viewer?.role === "ADMIN" && (
              <Button asChild size={{ base: "xs", sm: "sm" }} variant="outline">
                <RouterLink to="/admin">
                  <LuShieldCheck /> Admin
                </RouterLink>
              </Button>
            )}
            {viewer?.role === "COOK" && (
              <Button asChild size={{ base: "xs", sm: "sm" }} variant="outline">
                <RouterLink to="/chef-management">
                  <LuChefHat /> Chef Area
                </RouterLink>
              </Button>
            )}
            {viewer ? (
              <LogoutButton />
            ) : (
              <Button asChild size={{ base: "xs", sm: "sm" }}>
                <RouterLink to="/login">
                  <LuLogIn /> Login
                </RouterLink>
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
      {cartCount > 0 && !onCheckout && (
        // The spec's floating cart button: shown while the cart is not empty, leads to /checkout.
        <Button
          asChild
          position="fixed"
          bottom="24"
          insetEnd="5"
          zIndex="docked"
          size="lg"
          borderRadius="full"
          shadow="lg"
        >
          <RouterLink
            to="/checkout"
            aria-label={`${cartCount} ${cartCount === 1 ? "item" : "items"} in the cart: go to checkout`}
          >
            <LuShoppingCart /> {cartCount}
          </RouterLink>
        </Button>
      )}
      {viewer && (
        <Box bg="brand.50" borderTopWidth="1px" borderColor="brand.100">
          <Container maxW="6xl" py="1.5">
            <Flex align="center" gap="3" fontSize="sm">
              <HStack gap="1.5" minW="0" color="brand.fg">
                <LuMapPin aria-hidden />
                <Text truncate>{viewer.address ? `Deliver to: ${viewer.address}` : "Set delivery location"}</Text>
              </HStack>
              <Text ms="auto" flexShrink="0" fontWeight="medium">
                Hello, {viewer.username}
              </Text>
            </Flex>
          </Container>
        </Box>
      )}
    </Box>
  );
}

function LogoutButton() {
  const [logout, isLoggingOut] = useLogout();
  return (
    <Button size={{ base: "xs", sm: "sm" }} variant="ghost" loading={isLoggingOut} onClick={logout}>
      <LuLogOut /> Logout
    </Button>
  );
}
