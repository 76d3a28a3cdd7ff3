// The header's cart button with its count. A customer's click starts the cart's query and opens the
// drawer, whose code loads meanwhile; a visitor is sent to log in.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { IconButton } from "@chakra-ui/react/button";
import { Float } from "@chakra-ui/react/float";
import { Suspense, lazy } from "react";
import { useQueryLoader } from "react-relay/hooks";
import { LuShoppingCart } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import cartDrawerQuery, { type CartDrawerQuery } from "../__generated__/CartDrawerQuery.graphql";

const CartDrawer = lazy(() => import("./CartDrawer"));

export function CartButton({ signedIn, count }: { signedIn: boolean; count: number }) {
  const [queryRef, loadCart, disposeCart] = useQueryLoader<CartDrawerQuery>(cartDrawerQuery);
  const label = `Cart (${count} items)`;
  return (
    <Box position="relative">
      {signedIn ? (
        <IconButton
          variant="ghost"
          size={{ base: "sm", sm: "md" }}
          aria-label={label}
          onClick={() => loadCart({}, { fetchPolicy: "store-and-network" })}
        >
          <LuShoppingCart />
        </IconButton>
      ) : (
        <IconButton asChild variant="ghost" size={{ base: "sm", sm: "md" }} aria-label={label}>
          <RouterLink to="/login">
            <LuShoppingCart />
          </RouterLink>
        </IconButton>
      )}
      {count > 0 && (
        <Float placement="top-end" offset="2">
          <Badge variant="solid" borderRadius="full" size="xs" data-testid="cart-count">
            {count}
          </Badge>
        </Float>
      )}
      {queryRef && (
        <Suspense fallback={null}>
          <CartDrawer queryRef={queryRef} open onClose={disposeCart} />
        </Suspense>
      )}
    </Box>
  );
}
