// A dish's price: the special price with the regular one struck through while the special applies.
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { formatCents } from "../../components/money";

export function Price({
  priceCents,
  effectivePriceCents,
  specialActive,
  size = "md",
}: {
  priceCents: number;
  effectivePriceCents: number;
  specialActive: boolean;
  size?: "sm" | "md" | "xl";
}) {
  return (
    <HStack gap="1.5" align="baseline">
      <Text
        as="span"
        fontWeight="bold"
        fontSize={size === "xl" ? "2xl" : size}
        color={specialActive ? "red.600" : "fg"}
      >
        {formatCents(effectivePriceCents)}
      </Text>
      {specialActive && (
        <Text
          as="del"
          fontSize={size === "xl" ? "md" : "sm"}
          color="fg.muted"
          aria-label={`was ${formatCents(priceCents)}`}
        >
          {formatCents(priceCents)}
        </Text>
      )}
    </HStack>
  );
}
