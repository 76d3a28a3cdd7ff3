// The cart, beside any page: its lines with a quantity stepper, the server's subtotal, and the way
// to /checkout. Opened from the header's cart button (CartButton), which starts its query on the click,
// while this module's code downloads.
import { Box } from "@chakra-ui/react/box";
import { Button, IconButton } from "@chakra-ui/react/button";
import { Drawer } from "@chakra-ui/react/drawer";
import { Portal } from "@chakra-ui/react/portal";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense } from "react";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuMinus, LuPlus, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { CartDrawerQuery } from "../__generated__/CartDrawerQuery.graphql";
import type { CartDrawer_cart$key } from "../__generated__/CartDrawer_cart.graphql";
import { PageSpinner } from "./PageSpinner";
import { formatCents } from "./money";
import { useSetCartQuantity } from "./useSetCartQuantity";

export default function CartDrawer({
  queryRef,
  open,
  onClose,
}: {
  queryRef: PreloadedQuery<CartDrawerQuery>;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Your Cart</Drawer.Title>
            </Drawer.Header>
            <Suspense fallback={<PageSpinner />}>
              {open && <CartContents queryRef={queryRef} onClose={onClose} />}
            </Suspense>
            <Drawer.CloseTrigger asChild>
              <IconButton variant="ghost" size="sm" aria-label="Close cart" position="absolute" top="3" insetEnd="3">
                ×
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export const cartDrawerQuery = graphql`
  query CartDrawerQuery {
    cart {
      ...CartDrawer_cart
    }
  }
`;

function CartContents({ queryRef, onClose }: { queryRef: PreloadedQuery<CartDrawerQuery>; onClose: () => void }) {
  const { cart: key } = usePreloadedQuery<CartDrawerQuery>(cartDrawerQuery, queryRef);
  const cart = useFragment<CartDrawer_cart$key>(
    graphql`
      fragment CartDrawer_cart on Cart {
        id
        # eslint-disable-next-line relay/unused-fields -- loading the drawer refreshes the header's cart count (Header_viewer) with the lines shown here
        totalQuantity
        subtotalCents
        cook {
          username
        }
        lines {
          id
          quantity
          unitPriceCents
          lineTotalCents
          foodItem {
            id
            databaseId
            name
            available
          }
        }
      }
    `,
    key,
  );
  const [setQuantity, isSetting] = useSetCartQuantity();
  const change = (foodItemId: string, quantity: number) => setQuantity(foodItemId, quantity);

  if (cart.lines.length === 0) {
    return (
      <Drawer.Body>
        <Stack align="center" textAlign="center" py="10" gap="2">
          <Text fontWeight="semibold">Your cart is empty</Text>
          <Text color="fg.muted">Add some delicious items to get started!</Text>
          <Button asChild mt="3" onClick={onClose}>
            <RouterLink to="/">Browse Menu</RouterLink>
          </Button>
        </Stack>
      </Drawer.Body>
    );
  }
  return (
    <>
      <Drawer.Body>
        {cart.cook && (
          <Text color="fg.muted" fontSize="sm" mb="3">
            From {cart.cook.username}
          </Text>
        )}
        <Stack gap="4">
          {cart.lines.map((line) => (
            <Box key={line.id} borderBottomWidth="1px" pb="3">
              <HStack justify="space-between" align="start">
                <Stack gap="0">
                  <RouterLink to={`/food/${line.foodItem.databaseId}`} onClick={onClose}>
                    <Text fontWeight="medium">{line.foodItem.name}</Text>
                  </RouterLink>
                  <Text fontSize="sm" color="fg.muted">
                    {formatCents(line.unitPriceCents)} each
                  </Text>
                  {!line.foodItem.available && (
                    <Text fontSize="sm" color="red.600">
                      Currently Unavailable
                    </Text>
                  )}
                </Stack>
                <Text fontWeight="semibold">{formatCents(line.lineTotalCents)}</Text>
              </HStack>
              <HStack mt="2" gap="2">
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`One less ${line.foodItem.name}`}
                  disabled={isSetting}
                  onClick={() => change(line.foodItem.id, line.quantity - 1)}
                >
                  <LuMinus />
                </IconButton>
                <Text minW="6" textAlign="center" aria-label="Quantity">
                  {line.quantity}
                </Text>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={`One more ${line.foodItem.name}`}
                  disabled={isSetting || line.quantity >= 99}
                  onClick={() => change(line.foodItem.id, line.quantity + 1)}
                >
                  <LuPlus />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  ms="auto"
                  aria-label={`Remove ${line.foodItem.name}`}
                  disabled={isSetting}
                  onClick={() => change(line.foodItem.id, 0)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </Box>
          ))}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
        <HStack justify="space-between" fontWeight="semibold">
          <Text>Subtotal</Text>
          <Text>{formatCents(cart.subtotalCents)}</Text>
        </HStack>
        <Button asChild size="lg" onClick={onClose}>
          <RouterLink to="/checkout">Checkout</RouterLink>
        </Button>
      </Drawer.Footer>
    </>
  );
}
