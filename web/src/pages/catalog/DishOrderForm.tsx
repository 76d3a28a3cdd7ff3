// A dish page's order form: the quantity, the line's total and 'Add to Cart', or why it cannot be
// added now ('Sold out for Friday, November 27', the kitchen closed); a visitor is asked to log in.
import { Button, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuMinus, LuPlus, LuShoppingCart } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import type { DishOrderForm_item$key } from "../../__generated__/DishOrderForm_item.graphql";
import type { DishOrderForm_viewer$key } from "../../__generated__/DishOrderForm_viewer.graphql";
import { formatCents } from "../../components/money";
import { useViewerKey } from "../../components/session";
import { useAddToCart } from "../cart/useAddToCart";
import { useConflictConfirm } from "./ConflictConfirm";

export function DishOrderForm({ item: key }: { item: DishOrderForm_item$key }) {
  const item = useFragment(
    graphql`
      fragment DishOrderForm_item on FoodItem {
        id
        name
        available
        effectivePriceCents
        kitchenStatus {
          open
          label
        }
        soldOutToday
        portionsToday {
          dateLabel
        }
        ...ConflictConfirm_item
      }
    `,
    key,
  );
  const viewer = useFragment<DishOrderForm_viewer$key>(
    graphql`
      fragment DishOrderForm_viewer on User {
        id
      }
    `,
    useViewerKey(),
  );
  const [quantity, setQuantity] = useState(1);
  const { add, isAdding, dialog } = useAddToCart();
  const conflict = useConflictConfirm(item);
  if (!viewer) {
    return (
      <Card.Root variant="subtle">
        <Card.Body>
          <Text>
            Please{" "}
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to="/login">log in</RouterLink>
            </Link>{" "}
            to order this dish.
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (!item.available) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" p="4">
      <HStack justify="space-between">
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          >
            <LuMinus />
          </IconButton>
          <Text minW="8" textAlign="center" fontWeight="semibold" aria-label="Quantity" data-testid="quantity">
            {quantity}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label="Increase quantity"
            disabled={quantity >= 99}
            onClick={() => setQuantity((q) => Math.min(99, q + 1))}
          >
            <LuPlus />
          </IconButton>
        </HStack>
        <Text fontWeight="bold" fontSize="lg" data-testid="line-total">
          Total: {formatCents(item.effectivePriceCents * quantity)}
        </Text>
      </HStack>
      {item.soldOutToday ? (
        <Button size="lg" disabled data-testid="sold-out">
          <LuShoppingCart /> Sold out for {item.portionsToday?.dateLabel ?? "today"}
        </Button>
      ) : item.kitchenStatus.open ? (
        <Button
          size="lg"
          loading={isAdding}
          onClick={() => conflict.guard(() => add({ foodItemId: item.id, name: item.name, quantity }))}
        >
          <LuShoppingCart /> Add to Cart
        </Button>
      ) : (
        // The kitchen takes no order now (hours, vacation, capacity): the button says until when.
        <Button size="lg" disabled data-testid="kitchen-closed">
          <LuShoppingCart /> Add to Cart · {item.kitchenStatus.label}
        </Button>
      )}
      {dialog}
      {conflict.dialog}
    </Stack>
  );
}
