// The chef area's add (no dish) or edit dialog for a dish: the fields, the special offer, the image,
// and the server's field errors beside their inputs.
import { MEALS } from "@api-domain/chef/rules.ts";
import { Button } from "@chakra-ui/react/button";
import { Checkbox } from "@chakra-ui/react/checkbox";
import { Dialog } from "@chakra-ui/react/dialog";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { Portal } from "@chakra-ui/react/portal";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DishDialog_dish$key } from "../../__generated__/DishDialog_dish.graphql";
import { FormField } from "../../components/form";
import { toCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import { useAllergenFields } from "./AllergenFields";
import { ImageInput } from "./ImageInput";
import { useCreateDish } from "./useCreateDish";
import { useUpdateDish } from "./useUpdateDish";

/** The cook's categories, for the dialog's category select. */
export type Categories = readonly { readonly node: { readonly id: string; readonly name: string } }[];

const toDateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

/** Add (no dish) or edit dialog. */
export function DishDialog(props: {
  dish?: DishDialog_dish$key;
  categories: Categories;
  menuId: string;
  onClose: () => void;
}) {
  const { dish: dishKey, categories, menuId, onClose } = props;
  const dish = useFragment(
    graphql`
      fragment DishDialog_dish on FoodItem {
        id
        name
        description
        meal
        priceCents
        prepTime
        imageUrl
        customDeliveryFeeCents
        portionsPerDay
        isOnSpecial
        specialPriceCents
        specialDescription
        specialEndDate
        category {
          id
        }
        ...AllergenFields_item
      }
    `,
    dishKey ?? null,
  );
  const [v, setV] = useState({
    name: dish?.name ?? "",
    categoryId: dish?.category?.id ?? categories[0]?.node.id ?? "",
    meal: dish?.meal ?? "LUNCH",
    description: dish?.description ?? "",
    price: dish ? (dish.priceCents / 100).toFixed(2) : "",
    prepTime: dish?.prepTime ?? "",
    imageUrl: dish?.imageUrl ?? "",
    customDeliveryFee: dish?.customDeliveryFeeCents != null ? (dish.customDeliveryFeeCents / 100).toFixed(2) : "",
    portionsPerDay: dish?.portionsPerDay != null ? String(dish.portionsPerDay) : "",
    isOnSpecial: dish?.isOnSpecial ?? false,
    specialPrice: dish?.specialPriceCents != null ? (dish.specialPriceCents / 100).toFixed(2) : "",
    specialDescription: dish?.specialDescription ?? "",
    specialEndDate: toDateInput(dish?.specialEndDate),
  });
  const [newImage, setNewImage] = useState(dish?.imageUrl ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string | boolean) => setV((s) => ({ ...s, [k]: value }));
  const [create, creating] = useCreateDish();
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
    portionsPerDay: v.portionsPerDay.trim() === "" ? null : Number(v.portionsPerDay),
    isOnSpecial: v.isOnSpecial,
    specialPriceCents: v.isOnSpecial ? toCents(v.specialPrice) : null,
    specialDescription: v.isOnSpecial ? v.specialDescription : null,
    // The end of the chosen day, local time.
    specialEndDate: v.isOnSpecial && v.specialEndDate ? new Date(`${v.specialEndDate}T23:59:59`).toISOString() : null,
  });
  const onFailure = (f: { fieldErrors: readonly { field: string; message: string }[] }) =>
    setErrors(
      Object.fromEntries(
        f.fieldErrors.map((e) => [e.field.replace(/Cents$/, "").replace("priceCents", "price"), e.message]),
      ),
    );

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
        variables: {
          input: { ...fields(), ...declared, imageUrl: v.imageUrl, available: true },
          connections: [menuId],
        },
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
                      <Input
                        type="number"
                        step="0.01"
                        min="0.01"
                        value={v.price}
                        onChange={(e) => set("price")(e.target.value)}
                      />
                    </FormField>
                    <FormField label="Prep time" required error={err("prepTime")}>
                      <Input
                        placeholder="30-45 mins"
                        value={v.prepTime}
                        onChange={(e) => set("prepTime")(e.target.value)}
                      />
                    </FormField>
                    <FormField label="Delivery fee ($)" helper="Optional" error={err("customDeliveryFee")}>
                      <Input
                        type="number"
                        step="0.01"
                        min="0"
                        value={v.customDeliveryFee}
                        onChange={(e) => set("customDeliveryFee")(e.target.value)}
                      />
                    </FormField>
                    <FormField label="Portions per day" helper="Empty: no limit" error={err("portionsPerDay")}>
                      <Input
                        type="number"
                        step="1"
                        min="0"
                        value={v.portionsPerDay}
                        onChange={(e) => set("portionsPerDay")(e.target.value)}
                      />
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
                            onSuccess: () =>
                              notify({
                                type: "success",
                                title: "Image Updated",
                                description: `${dish.name} has a new image.`,
                              }),
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
                  <Checkbox.Root
                    checked={v.isOnSpecial}
                    onCheckedChange={(e) => set("isOnSpecial")(e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Special Offer</Checkbox.Label>
                  </Checkbox.Root>
                  {v.isOnSpecial && (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                      <FormField label="Special price ($)" required error={err("specialPrice")}>
                        <Input
                          type="number"
                          step="0.01"
                          min="0.01"
                          value={v.specialPrice}
                          onChange={(e) => set("specialPrice")(e.target.value)}
                        />
                      </FormField>
                      <FormField label="Special description" error={err("specialDescription")}>
                        <Input
                          value={v.specialDescription}
                          onChange={(e) => set("specialDescription")(e.target.value)}
                        />
                      </FormField>
                      <FormField label="Ends on" helper="Optional" error={err("specialEndDate")}>
                        <Input
                          type="date"
                          value={v.specialEndDate}
                          onChange={(e) => set("specialEndDate")(e.target.value)}
                        />
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
