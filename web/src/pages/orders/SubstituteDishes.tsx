// When the kitchen closed on the order's day and the customer asked for suggestions: up to three
// dishes of other kitchens for the same slot, each one tap from a new order (into a new cart, then
// checkout for that slot).
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { SubstituteDishes_order$key } from "../../__generated__/SubstituteDishes_order.graphql";
import { formatCents } from "../../components/money";
import { useAddToCart } from "../cart/useAddToCart";

export function SubstituteDishes({ order: key }: { order: SubstituteDishes_order$key }) {
  const order = useFragment(
    graphql`
      fragment SubstituteDishes_order on Order {
        cancelReason
        scheduledFor
        substituteDishes {
          id
          name
          effectivePriceCents
          cook {
            name
          }
        }
      }
    `,
    key,
  );
  const { add, isAdding, dialog } = useAddToCart();
  const navigate = useNavigate();
  if (order.substituteDishes.length === 0) return null;
  const checkout = `/checkout${order.scheduledFor ? `?scheduledFor=${encodeURIComponent(order.scheduledFor)}` : ""}`;
  return (
    <Card.Root variant="outline" data-testid="substitute-dishes">
      <Card.Header>
        <Heading as="h2" size="md">
          Order something else for the same time
        </Heading>
        {order.cancelReason && (
          <Text color="fg.muted" fontSize="sm">
            {order.cancelReason}. Your payment is refunded in full.
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {order.substituteDishes.map((dish) => (
            <HStack key={dish.id} justify="space-between" wrap="wrap">
              <Text>
                {dish.name} · {dish.cook.name} · {formatCents(dish.effectivePriceCents)}
              </Text>
              <Button
                size="sm"
                disabled={isAdding}
                onClick={() =>
                  add({ foodItemId: dish.id, name: dish.name, quantity: 1 }, true, () => void navigate(checkout))
                }
              >
                Order {dish.name}
              </Button>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      {dialog}
    </Card.Root>
  );
}
