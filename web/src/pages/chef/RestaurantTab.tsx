// The Restaurant tab: the profile form (companion spec §2, §5), logo and banner by upload or URL.
import { CUISINE_TYPES } from "@api-domain/chef/rules.ts";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { RestaurantTabMutation } from "../../__generated__/RestaurantTabMutation.graphql";
import type { RestaurantTab_cook$key } from "../../__generated__/RestaurantTab_cook.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ImageInput } from "./ImageInput";

export function RestaurantTab({ cook }: { cook: RestaurantTab_cook$key }) {
  const data = useFragment(
    graphql`
      fragment RestaurantTab_cook on User {
        restaurantProfile {
          restaurantName
          cuisineType
          description
          logoUrl
          bannerUrl
          specialties
        }
      }
    `,
    cook,
  );
  const p = data.restaurantProfile;
  const [values, setValues] = useState({
    restaurantName: p?.restaurantName ?? "",
    cuisineType: p?.cuisineType ?? "",
    description: p?.description ?? "",
    logoUrl: p?.logoUrl ?? "",
    bannerUrl: p?.bannerUrl ?? "",
    specialties: p?.specialties.join(", ") ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const [save, saving] = useMutationResult<RestaurantTabMutation>(
    graphql`
      mutation RestaurantTabMutation($input: SaveRestaurantProfileInput!) {
        result: saveRestaurantProfile(input: $input) {
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
          ... on SaveRestaurantProfilePayload {
            cook {
              id
              ...RestaurantTab_cook
            }
          }
        }
      }
    `,
    "SaveRestaurantProfilePayload",
  );

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save({
      variables: {
        input: {
          ...values,
          specialties: values.specialties
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        },
      },
      failure: { title: "Error", fallback: "Failed to update profile." },
      onSuccess: () => {
        setErrors({});
        notify({ type: "success", title: "Profile Updated", description: "Your restaurant profile has been saved." });
      },
      onFailure: (f) => setErrors(Object.fromEntries(f.fieldErrors.map((e) => [e.field, e.message]))),
    });
  };

  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Card.Title>Restaurant Profile</Card.Title>
        <Card.Description>What customers see on your menu page.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Restaurant name" required error={errors.restaurantName}>
                <Input value={values.restaurantName} onChange={(e) => set("restaurantName")(e.target.value)} />
              </FormField>
              <FormField label="Cuisine type" required error={errors.cuisineType}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.cuisineType} onChange={(e) => set("cuisineType")(e.target.value)}>
                    <option value="">Select a cuisine</option>
                    {CUISINE_TYPES.map((c) => (
                      <option key={c} value={c}>
                        {c[0]!.toUpperCase() + c.slice(1)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <FormField label="Description" required error={errors.description}>
              <Textarea rows={3} value={values.description} onChange={(e) => set("description")(e.target.value)} />
            </FormField>
            <FormField label="Specialties" helper="Separate them with commas." error={errors.specialties}>
              <Input value={values.specialties} onChange={(e) => set("specialties")(e.target.value)} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Logo" helper="Recommended size: 300x300 px" error={errors.logoUrl}>
                <ImageInput kind="logo" label="Logo" value={values.logoUrl} onChange={set("logoUrl")} />
              </FormField>
              <FormField label="Banner" helper="Recommended size: 1200x400 px" error={errors.bannerUrl}>
                <ImageInput kind="banner" label="Banner" value={values.bannerUrl} onChange={set("bannerUrl")} />
              </FormField>
            </SimpleGrid>
            <Button type="submit" loading={saving} alignSelf="start">
              Save Profile
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
