// Checkboxes for a list of allergens or dietary tags, shared by the dietary profile, the menu's
// filters and the cook's dish form.
import { Checkbox } from "@chakra-ui/react/checkbox";
import { Fieldset } from "@chakra-ui/react/fieldset";
import { HStack } from "@chakra-ui/react/stack";
import type { Allergen, DietaryTag } from "../../__generated__/DietaryProfileFormMutation.graphql";
import { dietaryWord } from "./AllergenBadges";

export const ALLERGEN_VALUES: Allergen[] = [
  "MILK",
  "EGGS",
  "FISH",
  "SHELLFISH",
  "TREE_NUTS",
  "PEANUTS",
  "WHEAT",
  "SOY",
  "SESAME",
];
export const DIET_VALUES: DietaryTag[] = ["VEGETARIAN", "VEGAN", "GLUTEN_FREE", "DAIRY_FREE", "HALAL", "KOSHER"];

export function DietaryChecks<V extends string>({
  legend,
  options,
  values,
  onChange,
  disabled = false,
}: {
  legend: string;
  options: readonly V[];
  values: readonly V[];
  onChange: (values: V[]) => void;
  disabled?: boolean;
}) {
  const toggle = (value: V, on: boolean) => onChange(options.filter((o) => (o === value ? on : values.includes(o))));
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
      </Fieldset.Legend>
      <HStack gap="3" wrap="wrap">
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            checked={values.includes(option)}
            onCheckedChange={(d) => toggle(option, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{dietaryWord(option)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}
