// The Categories tab: add (with the spec's preset names), list in display order, delete.
import { PRESET_CATEGORIES } from "@api-domain/chef/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Button, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuTrash2 } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { CategoriesTabCreateMutation } from "../../__generated__/CategoriesTabCreateMutation.graphql";
import type { CategoriesTabDeleteMutation } from "../../__generated__/CategoriesTabDeleteMutation.graphql";
import type { CategoriesTab_cook$key } from "../../__generated__/CategoriesTab_cook.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export function CategoriesTab({ cook }: { cook: CategoriesTab_cook$key }) {
  const data = useFragment(
    graphql`
      fragment CategoriesTab_cook on User {
        kitchenCategories {
          edges {
            node {
              id
              name
              description
              displayOrder
              foodItemCount
            }
          }
        }
      }
    `,
    cook,
  );
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [displayOrder, setDisplayOrder] = useState("0");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const [create, creating] = useMutationResult<CategoriesTabCreateMutation>(
    graphql`
      mutation CategoriesTabCreateMutation($input: CreateCategoryInput!) {
        result: createCategory(input: $input) {
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
          ... on CreateCategoryPayload {
            cook {
              id
              ...CategoriesTab_cook
            }
          }
        }
      }
    `,
    "CreateCategoryPayload",
  );
  const [remove] = useMutationResult<CategoriesTabDeleteMutation>(
    graphql`
      mutation CategoriesTabDeleteMutation($input: DeleteCategoryInput!) {
        result: deleteCategory(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteCategoryPayload {
            cook {
              id
              ...CategoriesTab_cook
            }
          }
        }
      }
    `,
    "DeleteCategoryPayload",
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const order = Number(displayOrder);
    create({
      variables: { input: { name, description, displayOrder: Number.isInteger(order) ? order : -1 } },
      failure: { title: "Error", fallback: "Failed to create category." },
      onSuccess: () => {
        setName("");
        setDescription("");
        setErrors({});
        notify({ type: "success", title: "Category Created", description: `${name.trim()} was added.` });
      },
      onFailure: (f) => setErrors(Object.fromEntries(f.fieldErrors.map((e) => [e.field, e.message]))),
    });
  };

  const categories = data.kitchenCategories.edges.map((e) => e.node);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Add Category</Card.Title>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <FormField label="Category name" required error={errors.name}>
                <Input value={name} onChange={(e) => setName(e.target.value)} list="preset-categories" />
                <datalist id="preset-categories">
                  {PRESET_CATEGORIES.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </FormField>
              <FormField label="Or pick a preset">
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label="Preset category"
                    value=""
                    onChange={(e) => e.target.value && setName(e.target.value)}
                  >
                    <option value="">Choose a preset...</option>
                    {PRESET_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Description" error={errors.description}>
                <Input value={description} onChange={(e) => setDescription(e.target.value)} />
              </FormField>
              <FormField label="Display order" error={errors.displayOrder}>
                <Input type="number" min={0} value={displayOrder} onChange={(e) => setDisplayOrder(e.target.value)} />
              </FormField>
              <Button type="submit" loading={creating} alignSelf="start">
                Add Category
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Your Categories</Card.Title>
        </Card.Header>
        <Card.Body>
          {categories.length === 0 ? (
            <Text color="fg.muted">No categories yet. Add one to start building your menu.</Text>
          ) : (
            <Stack gap="2" as="ul" listStyleType="none">
              {categories.map((c) => (
                <HStack as="li" key={c.id} justify="space-between" borderWidth="1px" borderRadius="lg" p="3">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{c.name}</Text>
                    {c.description && (
                      <Text fontSize="sm" color="fg.muted">
                        {c.description}
                      </Text>
                    )}
                  </Stack>
                  <HStack>
                    <Badge variant="outline">Order {c.displayOrder}</Badge>
                    <Badge>
                      {c.foodItemCount} {c.foodItemCount === 1 ? "dish" : "dishes"}
                    </Badge>
                    <IconButton
                      aria-label={`Delete ${c.name}`}
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      onClick={() =>
                        remove({
                          variables: { input: { id: c.id } },
                          failure: { title: "Error", fallback: "Failed to delete category." },
                          onSuccess: () =>
                            notify({
                              type: "success",
                              title: "Category Deleted",
                              description: `${c.name} was deleted.`,
                            }),
                        })
                      }
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
