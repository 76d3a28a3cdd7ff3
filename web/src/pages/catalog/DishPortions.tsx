// A dish's portions on its page: 'Sold out' or how many are left today, and the coming days'
// (in the kitchen's time zone), live for signed-in users.
import { Badge } from "@chakra-ui/react/badge";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { DishPortions_item$key } from "../../__generated__/DishPortions_item.graphql";
import { useSignedIn } from "../../components/session";
import { useMenuUpdates } from "./useMenuUpdates";

export function DishPortions({ item: key }: { item: DishPortions_item$key }) {
  const item = useFragment(
    graphql`
      fragment DishPortions_item on FoodItem {
        id
        portions {
          date
          dateLabel
          portions
          remaining
          soldOut
        }
      }
    `,
    key,
  );
  const limited = item.portions.filter((d) => d.portions != null);
  return (
    <>
      {useSignedIn() && <MenuUpdates ids={[item.id]} />}
      {limited.length > 0 && (
        <Stack gap="1" data-testid="dish-portions">
          <Text fontWeight="semibold" fontSize="sm">
            Portions this week
          </Text>
          <HStack gap="2" wrap="wrap">
            {limited.map((day) => (
              <Badge key={day.date} variant="outline" colorPalette={day.soldOut ? "red" : "green"}>
                {day.dateLabel.replace(/,.*$/, "")} {day.date.slice(5)}:{" "}
                {day.soldOut ? "Sold out" : `${day.remaining} left`}
              </Badge>
            ))}
          </HStack>
        </Stack>
      )}
    </>
  );
}

/** Follows these dishes' portions live (or every dish's). */
export function MenuUpdates({ ids }: { ids: readonly string[] | null }) {
  useMenuUpdates(ids);
  return null;
}
