// A 1-5 star rating as a radio group of named buttons (dish reviews, recipe comments).
import { IconButton } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { LuStar } from "react-icons/lu";

const LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"];

/** `value` 0 means none chosen yet. */
export function StarPicker({
  value,
  onChange,
  label = "Rating",
}: {
  value: number;
  onChange: (stars: number) => void;
  label?: string;
}) {
  return (
    <HStack gap="1" role="radiogroup" aria-label={label}>
      {LABELS.map((name, i) => (
        <IconButton
          key={name}
          role="radio"
          aria-checked={value === i + 1}
          aria-label={`${i + 1} star${i ? "s" : ""}: ${name}`}
          variant="ghost"
          color={i < value ? "yellow.500" : "fg.subtle"}
          onClick={() => onChange(i + 1)}
        >
          <LuStar fill={i < value ? "currentColor" : "none"} />
        </IconButton>
      ))}
      <Text ms="2" fontWeight="medium" data-testid="rating-label">
        {value ? LABELS[value - 1] : ""}
      </Text>
    </HStack>
  );
}
