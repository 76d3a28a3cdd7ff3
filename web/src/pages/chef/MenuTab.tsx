// The Menu tab: the cook's dishes with add and edit dialogs, delete, availability, specials and images.
import { MEALS } from "@api-schema/chef/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Checkbox } from "@chakra-ui/react/checkbox";
import { Dialog } from "@chakra-ui/react/dialog";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { Portal } from "@chakra-ui/react/portal";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { LuPencil, LuPlus, LuTrash2 } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { MenuTabCreateMutation } from "../../__generated__/MenuTabCreateMutation.graphql";
import type { MenuTabDeleteMutation } from "../../__generated__/MenuTabDeleteMutation.graphql";
import type { MenuTabUpdateMutation } from "../../__generated__/MenuTabUpdateMutation.graphql";
import type { MenuTab_cook$data, MenuTab_cook$key } from "../../__generated__/MenuTab_cook.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../components/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { DishImage } from "../catalog/DishImage";
import { ImageInput } from "./ImageInput";
import { dollars, toCents } from "./money";
import { useAllergenFields } from "./AllergenFields";

type Dish = MenuTab_cook$data["kitchenMenu"]["edges"][number]["node"];
type Categories = MenuTab_cook$data["kitchenCategories"]["edges"];

const payloadSelection = graphql`
  fragment MenuTab_payload on User {
    id
    ...MenuTab_cook
    ...CategoriesTab_cook
  }
`;
void payloadSelection;

export function MenuTab({ cook, addOnOpen, onAddClosed }: { cook: MenuTab_cook$key; addOnOpen: boolean; onAddClosed: () => void }) {
  const data = useFragment(
    graphql`
      fragment MenuTab_cook on User {
        kitchenCategories {
          edges {
            node {
              id
              name
            }
          }
        }
        kitchenMenu {
          edges {
            node {
              id
              name
              description
              meal
              priceCents
              prepTime
              imageUrl
              available
              customDeliveryFeeCents
              isOnSpecial
              specialActive
              specialPriceCents
              specialDescription
              specialEndDate
              category {
                id
                name
              }
              ...AllergenFields_item
            }
          }
        }
      }
    `,
    cook,
  );
  const [editing, setEditing] = useState<Dish | null>(null);
  const [adding, setAdding] = useState(addOnOpen);
  const [update] = useUpdateDish();
  const [remove] = useMutationResult<MenuTabDeleteMutation>(
    graphql`
      mutation MenuTabDeleteMutation($input: DeleteFoodItemInput!) {
        result: deleteFoodItem(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteFoodItemPayload {
            withdrawn
            cook {
              ...MenuTab_payload
            }
          }
        }
      }
    `,
    "DeleteFoodItemPayload",
  );

  const dishes = data.kitchenMenu.edges.map((e) => e.node);
  const closeAdd = () => {
    setAdding(false);
    onAddClosed();
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="fg.muted">{dishes.length} {dishes.length === 1 ? "dish" : "dishes"} on your menu</Text>
        <Button onClick={() => setAdding(true)} disabled={data.kitchenCategories.edges.length === 0}>
          <LuPlus /> Add Menu Item
        </Button>
      </HStack>
      {data.kitchenCategories.edges.length === 0 && <Text color="fg.muted">Add a category first: every dish belongs to one.</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {dishes.map((dish) => (
          <Card.Root key={dish.id} borderRadius="2xl" overflow="hidden" data-testid="menu-item">
            <DishImage src={dish.imageUrl} alt={dish.name} height="40" />
            <Card.Body gap="2">
              <HStack justify="space-between" align="start">
                <Text fontWeight="semibold">{dish.name}</Text>
                <Stack gap="1" align="end">
                  <Badge colorPalette={dish.available ? "green" : "gray"}>{dish.available ? "Available" : "Unavailable"}</Badge>
                  {dish.specialActive && <Badge colorPalette="orange">Special Offer</Badge>}
                </Stack>
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>{dish.description}</Text>
              <HStack gap="2">
                {dish.specialActive && dish.specialPriceCents != null ? (
                  <>
                    <Text fontWeight="bold" color="orange.600">{dollars(dish.specialPriceCents)}</Text>
                    <Text textDecoration="line-through" color="fg.muted" fontSize="sm">{dollars(dish.priceCents)}</Text>
                  </>
                ) : (
                  <Text fontWeight="bold">{dollars(dish.priceCents)}</Text>
                )}
                <Text fontSize="sm" color="fg.muted">· {dish.category?.name} · {dish.meal.toLowerCase()} · {dish.prepTime}</Text>
              </HStack>
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
                  <Button size="sm" variant="outline" onClick={() => setEditing(dish)}>
                    <LuPencil /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${dish.name}`}
                    onClick={() => {
                      if (!window.confirm(`Delete ${dish.name}?`)) return;
                      remove({
                        variables: { input: { id: dish.id } },
                        failure: { title: "Error", fallback: "Failed to delete food item." },
                        onSuccess: ({ withdrawn }) =>
                          notify({
                            type: "success",
                            title: "Food Item Deleted",
                            description: withdrawn
                              ? "It is in unfinished orders, so it was withdrawn from your menu; those orders keep it."
                              : `${dish.name} was removed from your menu.`,
                          }),
                      });
                    }}
                  >
                    <LuTrash2 />
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {adding && <DishDialog categories={data.kitchenCategories.edges} onClose={closeAdd} />}
      {editing && <DishDialog dish={editing} categories={data.kitchenCategories.edges} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function useUpdateDish() {
  return useMutationResult<MenuTabUpdateMutation>(
    graphql`
      mutation MenuTabUpdateMutation($input: UpdateFoodItemInput!) {
        result: updateFoodItem(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ValidationError {
            fieldErrors {
              field
              message
            }
          }
          ... on UpdateFoodItemPayload {
            cook {
              ...MenuTab_payload
            }
          }
        }
      }
    `,
    "UpdateFoodItemPayload",
  );
}

const toDateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** Add (no dish) or edit dialog. */
function DishDialog({ dish, categories, onClose }: { dish?: Dish; categories: Categories; onClose: () => void }) {
  const [v, setV] = useState({
    name: dish?.name ?? "",
    categoryId: dish?.category?.id ?? categories[0]?.node.id ?? "",
    meal: dish?.meal ?? "LUNCH",
    description: dish?.description ?? "",
    price: dish ? (dish.priceCents / 100).toFixed(2) : "",
    prepTime: dish?.prepTime ?? "",
    imageUrl: dish?.imageUrl ?? "",
    customDeliveryFee: dish?.customDeliveryFeeCents != null ? (dish.customDeliveryFeeCents / 100).toFixed(2) : "",
    isOnSpecial: dish?.isOnSpecial ?? false,
    specialPrice: dish?.specialPriceCents != null ? (dish.specialPriceCents / 100).toFixed(2) : "",
    specialDescription: dish?.specialDescription ?? "",
    specialEndDate: toDateInput(dish?.specialEndDate),
  });
  const [newImage, setNewImage] = useState(dish?.imageUrl ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string | boolean) => setV((s) => ({ ...s, [k]: value }));
  const [create, creating] = useMutationResult<MenuTabCreateMutation>(
    graphql`
      mutation MenuTabCreateMutation($input: CreateFoodItemInput!) {
        result: createFoodItem(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ValidationError {
            fieldErrors {
              field
              message
            }
          }
          ... on CreateFoodItemPayload {
            cook {
              ...MenuTab_payload
            }
          }
        }
      }
    `,
    "CreateFoodItemPayload",
  );
  const [update, updating] = useUpdateDish();
  const allergenFields = useAllergenFields(dish ?? null);

  const fields = () => ({
    name: v.name,
    categoryId: v.categoryId,
    meal: v.meal,
    description: v.description,
    priceCents: toCents(v.price),
    prepTime: v.prepTime,
    customDeliveryFeeCents: toCents(v.customDeliveryFee),
    isOnSpecial: v.isOnSpecial,
    specialPriceCents: v.isOnSpecial ? toCents(v.specialPrice) : null,
    specialDescription: v.isOnSpecial ? v.specialDescription : null,
    // The end of the chosen day, local time.
    specialEndDate: v.isOnSpecial && v.specialEndDate ? new Date(`${v.specialEndDate}T23:59:59`).toISOString() : null,
  });
  const onFailure = (f: { fieldErrors: readonly { field: string; message: string }[] }) =>
    setErrors(Object.fromEntries(f.fieldErrors.map((e) => [e.field.replace(/Cents$/, "").replace("priceCents", "price"), e.message])));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // A new dish must declare its allergens; an older one may stay undeclared.
    const mustDeclare = !dish || allergenFields.isDeclared;
    const declared = mustDeclare ? allergenFields.declared() : null;
    if (mustDeclare && !declared) return;
    if (dish)
      update({
        variables: { input: { id: dish.id, ...fields(), ...declared } },
        failure: { title: "Error", fallback: "Failed to update food item." },
        onSuccess: () => {
          notify({ type: "success", title: "Food Item Updated", description: `${v.name} was saved.` });
          onClose();
        },
        onFailure,
      });
    else
      create({
        variables: { input: { ...fields(), ...declared, imageUrl: v.imageUrl, available: true } },
        failure: { title: "Error", fallback: "Failed to create food item." },
        onSuccess: () => {
          notify({ type: "success", title: "Food Item Added", description: `${v.name} is on your menu.` });
          onClose();
        },
        onFailure,
      });
  };

  const err = (k: string) => errors[k] ?? errors[`${k}Cents`];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{dish ? "Edit Menu Item" : "Add Menu Item"}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Name" required error={err("name")}>
                    <Input value={v.name} onChange={(e) => set("name")(e.target.value)} />
                  </FormField>
                  <SimpleGrid columns={2} gap="4">
                    <FormField label="Category" required error={err("categoryId")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={v.categoryId} onChange={(e) => set("categoryId")(e.target.value)}>
                          {categories.map(({ node }) => (
                            <option key={node.id} value={node.id}>
                              {node.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label="Meal" required error={err("meal")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={v.meal} onChange={(e) => set("meal")(e.target.value)}>
                          {MEALS.map((m) => (
                            <option key={m} value={m.toUpperCase()}>
                              {m[0]!.toUpperCase() + m.slice(1)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </SimpleGrid>
                  <FormField label="Description" required error={err("description")}>
                    <Textarea rows={2} value={v.description} onChange={(e) => set("description")(e.target.value)} />
                  </FormField>
                  <SimpleGrid columns={3} gap="4">
                    <FormField label="Price ($)" required error={err("price")}>
                      <Input type="number" step="0.01" min="0.01" value={v.price} onChange={(e) => set("price")(e.target.value)} />
                    </FormField>
                    <FormField label="Prep time" required error={err("prepTime")}>
                      <Input placeholder="30-45 mins" value={v.prepTime} onChange={(e) => set("prepTime")(e.target.value)} />
                    </FormField>
                    <FormField label="Delivery fee ($)" helper="Optional" error={err("customDeliveryFee")}>
                      <Input type="number" step="0.01" min="0" value={v.customDeliveryFee} onChange={(e) => set("customDeliveryFee")(e.target.value)} />
                    </FormField>
                  </SimpleGrid>
                  {allergenFields.element}
                  {dish ? (
                    <FormField label="Image" error={err("imageUrl")}>
                      <ImageInput kind="food" label="Image" value={newImage} onChange={setNewImage} />
                      <Button
                        size="sm"
                        mt="2"
                        variant="outline"
                        disabled={!newImage || newImage === (dish.imageUrl ?? "")}
                        loading={updating}
                        onClick={() =>
                          update({
                            variables: { input: { id: dish.id, imageUrl: newImage } },
                            failure: { title: "Error", fallback: "Failed to update food item." },
                            onSuccess: () => notify({ type: "success", title: "Image Updated", description: `${dish.name} has a new image.` }),
                          })
                        }
                      >
                        Update Image
                      </Button>
                    </FormField>
                  ) : (
                    <FormField label="Image" required error={err("imageUrl")}>
                      <ImageInput kind="food" label="Image" value={v.imageUrl} onChange={set("imageUrl")} />
                    </FormField>
                  )}
                  <Checkbox.Root checked={v.isOnSpecial} onCheckedChange={(e) => set("isOnSpecial")(e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Special Offer</Checkbox.Label>
                  </Checkbox.Root>
                  {v.isOnSpecial && (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                      <FormField label="Special price ($)" required error={err("specialPrice")}>
                        <Input type="number" step="0.01" min="0.01" value={v.specialPrice} onChange={(e) => set("specialPrice")(e.target.value)} />
                      </FormField>
                      <FormField label="Special description" error={err("specialDescription")}>
                        <Input value={v.specialDescription} onChange={(e) => set("specialDescription")(e.target.value)} />
                      </FormField>
                      <FormField label="Ends on" helper="Optional" error={err("specialEndDate")}>
                        <Input type="date" value={v.specialEndDate} onChange={(e) => set("specialEndDate")(e.target.value)} />
                      </FormField>
                    </SimpleGrid>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={creating || updating}>
                  {dish ? "Save Changes" : "Add Item"}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
