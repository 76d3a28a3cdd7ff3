// The signed-in user's dietary profile: allergens to avoid and diets kept. Menus then mark each
// dish that conflicts with it, can hide those, and ask before one goes into the cart.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DietaryProfileForm_query$key } from "../../__generated__/DietaryProfileForm_query.graphql";
import type { DietaryProfileFormMutation } from "../../__generated__/DietaryProfileFormMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ALLERGEN_VALUES, DIET_VALUES, DietaryChecks } from "../catalog/DietaryChecks";

export function DietaryProfileForm({ query: key }: { query: DietaryProfileForm_query$key }) {
  const { dietaryProfile } = useFragment(
    graphql`
      fragment DietaryProfileForm_query on Query {
        dietaryProfile {
          avoidAllergens
          diets
        }
      }
    `,
    key,
  );
  const [avoidAllergens, setAllergens] = useState(dietaryProfile.avoidAllergens);
  const [diets, setDiets] = useState(dietaryProfile.diets);
  const [commit, saving] = useMutationResult<DietaryProfileFormMutation>(
    graphql`
      mutation DietaryProfileFormMutation($input: UpdateDietaryProfileInput!) {
        result: updateDietaryProfile(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UpdateDietaryProfilePayload {
            dietaryProfile {
              avoidAllergens
              diets
            }
          }
        }
      }
    `,
    "UpdateDietaryProfilePayload",
  );
  return (
    <Card.Root id="dietary-profile">
      <Card.Header>
        <Card.Title>Dietary Profile</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          Dishes that contain an allergen you avoid, or that do not suit your diet, are marked on every menu. A dish
          whose cook has not declared its allergens is marked too: nobody can promise it is safe.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DietaryChecks
            legend="Allergens I avoid"
            options={ALLERGEN_VALUES}
            values={avoidAllergens}
            onChange={setAllergens}
          />
          <DietaryChecks legend="Diets I follow" options={DIET_VALUES} values={diets} onChange={setDiets} />
          <Button
            alignSelf="flex-start"
            loading={saving}
            onClick={() =>
              commit({
                variables: { input: { avoidAllergens, diets } },
                failure: { title: "Error", fallback: "Could not save your dietary profile" },
                // Every dish's conflicts change: later reads fetch them again.
                onSuccess: () => notify({ type: "success", title: "Dietary profile saved" }),
              })
            }
          >
            Save Dietary Profile
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
