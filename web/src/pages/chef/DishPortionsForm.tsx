// On a dish's menu card: its portions per day and this week's, and a number for one date.
import { Button } from "@chakra-ui/react/button";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DishPortionsForm_dish$key } from "../../__generated__/DishPortionsForm_dish.graphql";
import { useSetDishPortions } from "./useSetDishPortions";

export function DishPortionsForm({ dish: key }: { dish: DishPortionsForm_dish$key }) {
  const dish = useFragment(
    graphql`
      fragment DishPortionsForm_dish on FoodItem {
        id
        name
        portionsPerDay
        portions {
          date
          portions
          remaining
        }
      }
    `,
    key,
  );
  const [save, isSaving] = useSetDishPortions();
  const [date, setDate] = useState(dish.portions[0]?.date ?? "");
  const [portions, setPortions] = useState("");
  const today = dish.portions[0];
  return (
    <Stack gap="1" fontSize="sm" data-testid="dish-portions-form">
      <Text color="fg.muted">
        {dish.portionsPerDay == null ? "No daily limit" : `${dish.portionsPerDay} portions a day`}
        {today?.portions != null && ` · today ${today.remaining} of ${today.portions} left`}
      </Text>
      <HStack gap="1">
        <Input
          size="xs"
          type="date"
          aria-label={`${dish.name} portions date`}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Input
          size="xs"
          type="number"
          min="0"
          maxW="20"
          placeholder="Portions"
          aria-label={`${dish.name} portions that day`}
          value={portions}
          onChange={(e) => setPortions(e.target.value)}
        />
        <Button
          size="xs"
          variant="outline"
          loading={isSaving}
          onClick={() =>
            save({ foodItemId: dish.id, date, portions: portions.trim() === "" ? null : Number(portions) })
          }
        >
          Set
        </Button>
      </HStack>
    </Stack>
  );
}
