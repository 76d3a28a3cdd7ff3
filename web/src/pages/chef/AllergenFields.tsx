// The dish form's allergens and dietary tags. A new dish must declare its allergens: the cook ticks
// those it contains or chooses 'Contains none of these'; nothing is chosen for them. A dish saved
// before allergens were asked stays "not declared" until its cook declares them here.
import { Checkbox } from "@chakra-ui/react/checkbox";
import { Field } from "@chakra-ui/react/field";
import { RadioGroup } from "@chakra-ui/react/radio-group";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { Allergen, AllergenFields_item$key, DietaryTag } from "../../__generated__/AllergenFields_item.graphql";
import { dietaryWord } from "../catalog/AllergenBadges";
import { ALLERGEN_VALUES, DIET_VALUES, DietaryChecks } from "../catalog/DietaryChecks";

export const DECLARE_ALLERGENS = "Declare the dish's allergens: tick those it contains, or 'Contains none of these'";

type Choice = "" | "none" | "some";

export function useAllergenFields(key: AllergenFields_item$key | null) {
  const dish = useFragment(
    graphql`
      fragment AllergenFields_item on FoodItem {
        allergens
        dietaryTags
      }
    `,
    key,
  );
  const [choice, setChoice] = useState<Choice>(
    dish?.allergens == null ? "" : dish.allergens.length === 0 ? "none" : "some",
  );
  const [allergens, setAllergens] = useState<readonly Allergen[]>(dish?.allergens ?? []);
  const [tags, setTags] = useState<readonly DietaryTag[]>(dish?.dietaryTags ?? []);
  const [error, setError] = useState<string | null>(null);

  /** The declaration to send, or null with the form's message when it is missing. */
  const declared = (): { allergens: readonly Allergen[]; dietaryTags: readonly DietaryTag[] } | null => {
    const missing = choice === "" || (choice === "some" && allergens.length === 0);
    setError(missing ? DECLARE_ALLERGENS : null);
    if (missing) return null;
    return { allergens: choice === "none" ? [] : allergens, dietaryTags: tags };
  };

  const element = (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="3">
      <Field.Root required invalid={error != null}>
        <Field.Label>
          Allergens <Field.RequiredIndicator />
        </Field.Label>
        <RadioGroup.Root size="sm" value={choice} onValueChange={(e) => setChoice(e.value as Choice)}>
          <HStack gap="4" wrap="wrap">
            <RadioGroup.Item value="none">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Contains none of these</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="some">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Contains some of these</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        {choice === "some" && (
          <HStack gap="3" wrap="wrap" mt="2">
            {ALLERGEN_VALUES.map((a) => (
              <Checkbox.Root
                key={a}
                size="sm"
                checked={allergens.includes(a)}
                onCheckedChange={(d) =>
                  setAllergens(ALLERGEN_VALUES.filter((o) => (o === a ? d.checked === true : allergens.includes(o))))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{dietaryWord(a)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        )}
        <Field.HelperText>Milk, eggs, fish, shellfish, tree nuts, peanuts, wheat, soy and sesame.</Field.HelperText>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <DietaryChecks legend="Suits these diets" options={DIET_VALUES} values={tags} onChange={setTags} />
    </Stack>
  );
  return { element, declared, isDeclared: choice !== "" };
}
