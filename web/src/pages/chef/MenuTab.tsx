// The Menu tab: the cook's dishes (MenuDishCard) with the add and edit dialog (DishDialog).
import { Button } from "@chakra-ui/react/button";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuPlus } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { MenuTab_cook$data, MenuTab_cook$key } from "../../__generated__/MenuTab_cook.graphql";
import { DishDialog } from "./DishDialog";
import { MenuDishCard } from "./MenuDishCard";

type Dish = MenuTab_cook$data["kitchenMenu"]["edges"][number]["node"];

export function MenuTab({
  cook,
  addOnOpen,
  onAddClosed,
}: {
  cook: MenuTab_cook$key;
  addOnOpen: boolean;
  onAddClosed: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment MenuTab_cook on User @argumentDefinitions(dishes: { type: "Int!" }) {
        kitchenCategories {
          edges {
            node {
              id
              # eslint-disable-next-line relay/unused-fields -- DishDialog lists the categories by name in its select
              name
            }
          }
        }
        # The dish mutations add, change and remove dishes here in place (useCreateDish, useDeleteDish).
        kitchenMenu(first: $dishes) @connection(key: "MenuTab_kitchenMenu") {
          __id
          edges {
            node {
              id
              ...MenuDishCard_dish
              ...DishDialog_dish
            }
          }
        }
      }
    `,
    cook,
  );
  const [editing, setEditing] = useState<Dish | null>(null);
  const [adding, setAdding] = useState(addOnOpen);
  const dishes = data.kitchenMenu.edges.map((e) => e.node);
  const closeAdd = () => {
    setAdding(false);
    onAddClosed();
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="fg.muted">
          {dishes.length} {dishes.length === 1 ? "dish" : "dishes"} on your menu
        </Text>
        <Button onClick={() => setAdding(true)} disabled={data.kitchenCategories.edges.length === 0}>
          <LuPlus /> Add Menu Item
        </Button>
      </HStack>
      {data.kitchenCategories.edges.length === 0 && (
        <Text color="fg.muted">Add a category first: every dish belongs to one.</Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {dishes.map((dish) => (
          <MenuDishCard key={dish.id} dish={dish} menuId={data.kitchenMenu.__id} onEdit={() => setEditing(dish)} />
        ))}
      </SimpleGrid>
      {adding && (
        <DishDialog categories={data.kitchenCategories.edges} menuId={data.kitchenMenu.__id} onClose={closeAdd} />
      )}
      {editing && (
        <DishDialog
          dish={editing}
          categories={data.kitchenCategories.edges}
          menuId={data.kitchenMenu.__id}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
