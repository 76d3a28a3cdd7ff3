// One dish of the chef area's Menu tab: picture, badges, price (with the special), availability
// switch, edit and delete.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Text } from "@chakra-ui/react/text";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { MenuDishCard_dish$key } from "../../__generated__/MenuDishCard_dish.graphql";
import { formatCents } from "../../components/money";
import { DishImage } from "../catalog/DishImage";
import { useDeleteDish } from "./useDeleteDish";
import { DishPortionsForm } from "./DishPortionsForm";
import { useUpdateDish } from "./useUpdateDish";

export function MenuDishCard({
  dish: key,
  menuId,
  onEdit,
}: {
  dish: MenuDishCard_dish$key;
  menuId: string;
  onEdit: () => void;
}) {
  const dish = useFragment(
    graphql`
      fragment MenuDishCard_dish on FoodItem {
        id
        name
        description
        meal
        priceCents
        prepTime
        imageUrl
        available
        specialActive
        specialPriceCents
        category {
          name
        }
        ...DishPortionsForm_dish
      }
    `,
    key,
  );
  const [update] = useUpdateDish();
  const [remove] = useDeleteDish();
  return (
    <Card.Root borderRadius="2xl" overflow="hidden" data-testid="menu-item">
      <DishImage src={dish.imageUrl} alt={dish.name} height="40" />
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Text fontWeight="semibold">{dish.name}</Text>
          <Stack gap="1" align="end">
            <Badge colorPalette={dish.available ? "green" : "gray"}>
              {dish.available ? "Available" : "Unavailable"}
            </Badge>
            {dish.specialActive && <Badge colorPalette="orange">Special Offer</Badge>}
          </Stack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {dish.description}
        </Text>
        <HStack gap="2">
          {dish.specialActive && dish.specialPriceCents != null ? (
            <>
              <Text fontWeight="bold" color="orange.600">
                {formatCents(dish.specialPriceCents)}
              </Text>
              <Text textDecoration="line-through" color="fg.muted" fontSize="sm">
                {formatCents(dish.priceCents)}
              </Text>
            </>
          ) : (
            <Text fontWeight="bold">{formatCents(dish.priceCents)}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            · {dish.category?.name} · {dish.meal.toLowerCase()} · {dish.prepTime}
          </Text>
        </HStack>
        <DishPortionsForm dish={dish} />
        <HStack justify="space-between" pt="2">
          <Switch.Root
            size="sm"
            checked={dish.available}
            onCheckedChange={(e) =>
              update({
                variables: { input: { id: dish.id, available: e.checked } },
                failure: { title: "Error", fallback: "Failed to update food item." },
                onSuccess: () => {},
              })
            }
          >
            <Switch.HiddenInput aria-label={`${dish.name} available`} />
            <Switch.Control />
            <Switch.Label>Available</Switch.Label>
          </Switch.Root>
          <HStack gap="1">
            <Button size="sm" variant="outline" onClick={onEdit}>
              <LuPencil /> Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${dish.name}`}
              onClick={() => window.confirm(`Delete ${dish.name}?`) && remove(dish, menuId)}
            >
              <LuTrash2 />
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
