// What a dish contains and who it suits, on cards and the dish page: its dietary tags, its allergens
// ('Allergens not declared' when its cook never said), and for a signed-in user with a dietary
// profile, a warning when the dish conflicts with it.
import { Badge } from "@chakra-ui/react/badge";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuTriangleAlert } from "react-icons/lu";
import type {
  AllergenBadges_item$data,
  AllergenBadges_item$key,
} from "../../__generated__/AllergenBadges_item.graphql";

/** Enum values as words people read: TREE_NUTS -> tree nuts, GLUTEN_FREE -> gluten-free. */
export const dietaryWord = (value: string) =>
  value.toLowerCase().replace("gluten_free", "gluten-free").replace("dairy_free", "dairy-free").replace("_", " ");

/** The conflict in words, e.g. 'Contains peanuts · not dairy-free'; null when there is none. */
export function conflictText(conflicts: AllergenBadges_item$data["conflicts"]) {
  if (!conflicts?.hasConflict) return null;
  const parts: string[] = [];
  if (conflicts.allergens.length > 0)
    parts.push(
      `${conflicts.allergensDeclared ? "Contains" : "May contain (allergens not declared)"} ${conflicts.allergens.map(dietaryWord).join(", ")}`,
    );
  if (conflicts.diets.length > 0) parts.push(`not ${conflicts.diets.map(dietaryWord).join(", ")}`);
  return parts.join(" · ");
}

export function AllergenBadges({ item: key, detailed = false }: { item: AllergenBadges_item$key; detailed?: boolean }) {
  const item = useFragment(
    graphql`
      fragment AllergenBadges_item on FoodItem {
        allergens
        dietaryTags
        conflicts {
          allergens
          diets
          allergensDeclared
          hasConflict
        }
      }
    `,
    key,
  );
  const conflict = conflictText(item.conflicts);
  return (
    <Stack gap="1.5">
      {conflict && (
        <HStack gap="1.5" color="orange.700" fontSize="sm" fontWeight="medium" data-testid="dietary-conflict">
          <LuTriangleAlert aria-hidden />
          <Text>{conflict}</Text>
        </HStack>
      )}
      <HStack gap="1" wrap="wrap">
        {(item.dietaryTags ?? []).map((tag) => (
          <Badge key={tag} colorPalette="green" variant="subtle" size="sm">
            {dietaryWord(tag)}
          </Badge>
        ))}
        {item.allergens == null ? (
          <Badge colorPalette="gray" variant="outline" size="sm" data-testid="allergens-not-declared">
            Allergens not declared
          </Badge>
        ) : (
          detailed && (
            <Text fontSize="sm" color="fg.muted" data-testid="allergens">
              {item.allergens.length === 0
                ? "Contains none of the major allergens"
                : `Contains: ${item.allergens.map(dietaryWord).join(", ")}`}
            </Text>
          )
        )}
      </HStack>
    </Stack>
  );
}
